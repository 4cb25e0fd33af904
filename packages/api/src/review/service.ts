import {
  dueReviewCardIds,
  endOfLocalDay,
  findReviewCard,
  gradedToday,
  insertReviewLog,
  localDate,
  newId,
  reviewCardsWithContext,
  reviewDays,
  setReviewCardState,
  type ReviewCardWithContext,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { appError, notFound } from "../shared/errors.ts";
import { asLiveAccount } from "../shared/live-account.ts";
import { reviewStates, type DueReview, type GradedReview, type ReviewCard, type ReviewSummary } from "./schemas.ts";
import { nextCardState, stateJson, stateOf } from "./scheduler.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock" | "timezone">;

/** New cards a learner meets per local day; cards already under review are never held back. */
export const NEW_CARDS_PER_DAY = 20;
/** How far back the streak looks. */
const STREAK_DAYS_MAX = 3660;

const CARD = "review card";

function present(row: ReviewCardWithContext): ReviewCard {
  const order = row.option_order;
  return {
    id: row.id,
    kind: row.kind,
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

const dueIds = (ctx: Ctx) =>
  dueReviewCardIds(ctx.db, {
    userId: ctx.user.id,
    now: ctx.clock.now(),
    timeZone: ctx.timezone,
    newPerDay: NEW_CARDS_PER_DAY,
  });

/** Today's cards (local day in APP_TIMEZONE), oldest due first. */
export async function dueCards(ctx: Ctx): Promise<DueReview> {
  const ids = await dueIds(ctx);
  const rows = await reviewCardsWithContext(ctx.db, ctx.user.id, ids);
  return { cards: rows.map(present), count: rows.length };
}

/**
 * Grades a card due today and schedules it with FSRS at the clock's instant. The new state is
 * written only if the card is as it was read, so two parallel grades apply once (the other
 * gets 409); the grade and the states before and after go to the card's history.
 */
export async function gradeCard(ctx: Ctx, input: { card: string; grade: number }): Promise<GradedReview> {
  const now = ctx.clock.now();
  const card = await findReviewCard(ctx.db, ctx.user.id, input.card);
  if (!card) throw notFound(CARD);
  if (new Date(card.due) >= (await endOfLocalDay(ctx.db, now, ctx.timezone))) {
    throw appError("CONFLICT", "card", "This card is not due yet.");
  }
  const before = stateOf(card);
  const after = nextCardState(before, now, input.grade);
  await asLiveAccount(ctx.db, ctx.user.id, async (trx) => {
    if (!(await setReviewCardState(trx, card.id, card.reps, after))) {
      throw appError("CONFLICT", "card", "This card has just been graded.");
    }
    await insertReviewLog(trx, {
      id: newId(),
      card_id: card.id,
      user_id: ctx.user.id,
      rating: input.grade,
      reviewed_at: now,
      before: stateJson(before),
      after: stateJson(after),
    });
  });
  return {
    card: card.id,
    grade: input.grade,
    due: after.due.toISOString(),
    state: reviewStates[after.state] ?? "review",
  };
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
  const [ids, today, days, graded] = await Promise.all([
    dueIds(ctx),
    localDate(ctx.db, now, ctx.timezone),
    reviewDays(ctx.db, { userId: ctx.user.id, timeZone: ctx.timezone, limit: STREAK_DAYS_MAX }),
    gradedToday(ctx.db, { userId: ctx.user.id, now, timeZone: ctx.timezone }),
  ]);
  return { due: ids.length, reviewed_today: graded, streak: streakOf(days, today) };
}
