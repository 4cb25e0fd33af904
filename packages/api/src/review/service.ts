import {
  dueReviewQuestions,
  findReviewCard,
  gradedToday,
  insertReviewLog,
  localDate,
  localDayBounds,
  lockQuestionCards,
  newId,
  reviewCardsWithContext,
  reviewDays,
  setReviewCardState,
  type Db,
  type ReviewCardRow,
  type ReviewCardWithContext,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { appError, notFound } from "../shared/errors.ts";
import { asLiveAccount } from "../shared/live-account.ts";
import { reviewStates, type DueReview, type GradedReview, type ReviewCard, type ReviewSummary } from "./schemas.ts";
import { nextCardState, stateJson, stateOf } from "./scheduler.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock" | "timezone">;

/** New questions a learner meets per local day; questions already under review are never held back. */
export const NEW_CARDS_PER_DAY = 20;
/** How far back the streak looks. */
const STREAK_DAYS_MAX = 3660;

const CARD = "review card";

function present(row: ReviewCardWithContext, kinds: ReviewCard["kind"][]): ReviewCard {
  const order = row.option_order;
  return {
    id: row.id,
    kind: row.kind,
    kinds,
    due: new Date(row.due).toISOString(),
    state: reviewStates[row.state] ?? "review",
    reps: row.reps,
    question: {
      id: row.question_id,
      question_text: row.question_text,
      image_name: row.image_name,
      image_url: row.image_id ? `/api/media/question/${row.question_id}` : null,
    },
    category: { id: row.category_id, name: row.category_name },
    options: order ? order.map((stored, i) => ({ number: i + 1, text: row.options[stored - 1] ?? "" })) : null,
    correct_number: order ? order.indexOf(1) + 1 : null,
    answer: row.key_answer ?? row.explanation_text,
    corrected_at:
      row.key_changed_at && row.key_changed_at.getTime() > new Date(row.created_at).getTime()
        ? row.key_changed_at.toISOString()
        : null,
  };
}

const dueQuestions = (ctx: Ctx) =>
  dueReviewQuestions(ctx.db, {
    userId: ctx.user.id,
    now: ctx.clock.now(),
    timeZone: ctx.timezone,
    newPerDay: NEW_CARDS_PER_DAY,
  });

/**
 * Today's questions (local day in APP_TIMEZONE), oldest due first, each once: its question card
 * when it has one (the options, then the explanation), standing for its key card too.
 */
export async function dueCards(ctx: Ctx): Promise<DueReview> {
  const due = await dueQuestions(ctx);
  const kinds = new Map(due.map((q) => [q.card_ids[0]!, q.kinds]));
  const rows = await reviewCardsWithContext(ctx.db, ctx.user.id, [...kinds.keys()]);
  const cards = rows.map((row) => present(row, kinds.get(row.id) ?? [row.kind]));
  return { cards, count: cards.length };
}

const justGraded = () => appError("CONFLICT", "card", "This card has just been graded.");

/**
 * Grades a card due today and, with the same grade, every other card of its question due today,
 * so the question leaves today's list whichever of its cards was shown. The question's cards are
 * locked first and read under the lock: of two parallel grades of the question one applies and
 * the other gets 409, and a question graded today is not graded again until tomorrow. Each
 * card's grade and its states before and after go to its history.
 */
export async function gradeCard(ctx: Ctx, input: { card: string; grade: number }): Promise<GradedReview> {
  const now = ctx.clock.now();
  const card = await findReviewCard(ctx.db, ctx.user.id, input.card);
  if (!card) throw notFound(CARD);
  const today = await localDayBounds(ctx.db, now, ctx.timezone);
  if (new Date(card.due) >= today.end) throw appError("CONFLICT", "card", "This card is not due yet.");
  const after = await asLiveAccount(ctx.db, ctx.user.id, async (trx) => {
    const cards = await lockQuestionCards(trx, ctx.user.id, card.question_id);
    const graded = cards.find((c) => c.id === card.id);
    if (graded?.reps !== card.reps) throw justGraded();
    if (cards.some((c) => gradedSince(c, today.start))) {
      throw appError("CONFLICT", "card", "This question has already been reviewed today.");
    }
    let state = stateOf(graded);
    for (const due of cards.filter((c) => new Date(c.due) < today.end)) {
      const next = await gradeOne(trx, ctx.user.id, due, input.grade, now);
      if (due.id === graded.id) state = next;
    }
    return state;
  });
  return {
    card: card.id,
    grade: input.grade,
    due: after.due.toISOString(),
    state: reviewStates[after.state] ?? "review",
  };
}

const gradedSince = (card: ReviewCardRow, start: Date) =>
  card.last_review !== null && new Date(card.last_review) >= start;

/** Schedules one locked card with FSRS and keeps the grade in its history. */
async function gradeOne(trx: Db, userId: string, card: ReviewCardRow, grade: number, now: Date) {
  const before = stateOf(card);
  const after = nextCardState(before, now, grade);
  if (!(await setReviewCardState(trx, card.id, card.reps, after))) throw justGraded();
  await insertReviewLog(trx, {
    id: newId(),
    card_id: card.id,
    user_id: userId,
    rating: grade,
    reviewed_at: now,
    before: stateJson(before),
    after: stateJson(after),
  });
  return after;
}

/** The day before a YYYY-MM-DD date. */
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Consecutive days with a grade, ending today, or yesterday while today has none yet. */
export function streakOf(daysNewestFirst: string[], today: string): number {
  let expected = daysNewestFirst[0] === today ? today : dayBefore(today);
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day !== expected) break;
    streak++;
    expected = dayBefore(expected);
  }
  return streak;
}

/** What the dashboard and the revision page show: due today, graded today, the streak. */
export async function reviewSummary(ctx: Ctx): Promise<ReviewSummary> {
  const now = ctx.clock.now();
  const [due, today, days, graded] = await Promise.all([
    dueQuestions(ctx),
    localDate(ctx.db, now, ctx.timezone),
    reviewDays(ctx.db, { userId: ctx.user.id, timeZone: ctx.timezone, limit: STREAK_DAYS_MAX }),
    gradedToday(ctx.db, { userId: ctx.user.id, now, timeZone: ctx.timezone }),
  ]);
  return { due: due.length, reviewed_today: graded, streak: streakOf(days, today) };
}
