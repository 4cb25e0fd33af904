import { addReviewCards, newId, type Db } from "@qbank/db";
import { withShuffles } from "../qbank/runs/page.ts";
import { newCardState } from "./scheduler.ts";

/**
 * Makes the review card of a saved revision key, inside the caller's transaction (the one that
 * saves the key). Saving again leaves the card and its schedule as they are.
 */
export async function addKeyCard(
  trx: Db,
  key: { userId: string; questionId: string; revisionKeyId: string },
  now: Date,
): Promise<void> {
  await addReviewCards(trx, [
    {
      id: newId(),
      user_id: key.userId,
      kind: "key",
      question_id: key.questionId,
      revision_key_id: key.revisionKeyId,
      option_order: null,
      created_at: now,
      ...newCardState(now),
    },
  ]);
}

/**
 * Makes review cards of the questions a learner answered wrongly, inside the transaction that
 * records the answers. A question that already has a card keeps it and its schedule.
 */
export async function addWrongAnswerCards(
  trx: Db,
  userId: string,
  answers: { question_id: string; correct: boolean | null }[],
  now: Date,
): Promise<void> {
  const wrong = answers.filter((a) => a.correct === false).map((a) => a.question_id);
  await addReviewCards(
    trx,
    withShuffles([...new Set(wrong)]).map(({ question_id, option_order }) => ({
      id: newId(),
      user_id: userId,
      kind: "question" as const,
      question_id,
      revision_key_id: null,
      option_order,
      created_at: now,
      ...newCardState(now),
    })),
  );
}
