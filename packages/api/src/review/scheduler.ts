import type { ReviewCardState, ReviewStateJson } from "@qbank/db";
import { createEmptyCard, fsrs, generatorParameters, type Card, type FSRSParameters, type Grade } from "ts-fsrs";

/**
 * The FSRS parameters every schedule uses: ts-fsrs's default weights and 90% retention,
 * no fuzz (the same grades give the same dates, so a schedule can be replayed exactly) and
 * no short-term steps (every interval is at least a day, so a graded card leaves today's list).
 * Change them here, then run `npm run review:reschedule`.
 */
export const REVIEW_PARAMETERS = generatorParameters({ enable_fuzz: false, enable_short_term: false });

const scheduler = fsrs(REVIEW_PARAMETERS);

/** Schedules with other parameters (replaying a history after they change). */
export const schedulerWith = (parameters: FSRSParameters) => fsrs(parameters);

/** A card never graded, due at once. */
export function newCardState(now: Date): ReviewCardState {
  return fromCard(createEmptyCard(now));
}

/** The FSRS part of a card's row. */
export function stateOf(row: ReviewCardState): ReviewCardState {
  const { due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review } =
    row;
  return { due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review };
}

function toCard(s: ReviewCardState): Card {
  const { last_review, ...rest } = s;
  return last_review ? { ...rest, last_review } : rest;
}

function fromCard(c: Card): ReviewCardState {
  return {
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.last_review ?? null,
  };
}

/** The card's state after a grade (1 Again, 2 Hard, 3 Good, 4 Easy) given at `now`. */
export function nextCardState(state: ReviewCardState, now: Date, grade: Grade, using = scheduler): ReviewCardState {
  return fromCard(using.next(toCard(state), now, grade).card);
}

export function stateJson(s: ReviewCardState): ReviewStateJson {
  return { ...s, due: s.due.toISOString(), last_review: s.last_review?.toISOString() ?? null };
}
