import {
  allReviewCards,
  lockReviewCard,
  reviewLogsOf,
  setReviewCardState,
  setReviewLogStates,
  type Db,
} from "@qbank/db";
import type { FSRSParameters } from "ts-fsrs";
import { newCardState, nextCardState, REVIEW_PARAMETERS, schedulerWith, stateJson } from "./scheduler.ts";

/**
 * Recomputes every card's schedule from its history with the given parameters: each card
 * starts new at its creation and takes its grades again, at their times, in order. The
 * states before and after each grade are rewritten to match. One transaction per card, with
 * the card's row lock, so a grade given meanwhile is either replayed or waits.
 */
export async function rescheduleAll(db: Db, parameters: FSRSParameters = REVIEW_PARAMETERS): Promise<number> {
  const scheduler = schedulerWith(parameters);
  const cards = await allReviewCards(db);
  for (const card of cards) {
    await db.transaction().execute(async (trx) => {
      await lockReviewCard(trx, card.id);
      let state = newCardState(new Date(card.created_at));
      for (const log of await reviewLogsOf(trx, card.id)) {
        const after = nextCardState(state, new Date(log.reviewed_at), log.rating, scheduler);
        await setReviewLogStates(trx, log.id, stateJson(state), stateJson(after));
        state = after;
      }
      await setReviewCardState(trx, card.id, null, state);
    });
  }
  return cards.length;
}
