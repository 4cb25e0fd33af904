import {
  deleteRevisionKey,
  inOpenTimedRun,
  findRevisionKey,
  listRevisionKeys,
  newId,
  revisionKeyIds,
  saveRevisionKey,
  type RevisionKeyWithContext,
} from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { inTransaction, onceFromDevice } from "../shared/device-requests.ts";
import { appError, notFound } from "../shared/errors.ts";
import { asLiveAccount } from "../shared/live-account.ts";
import { reachableQuestion } from "../qbank/scope.ts";
import { addKeyCard } from "../review/cards.ts";
import type { RevisionKey, RevisionKeyPage } from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

const KEY = "revision key";

/**
 * Saves a question's explanation as a revision key, once per question. The text saved is
 * the question's own explanation; a question of a running mock cannot be saved (it would
 * reveal the explanation before the end). The key's review card is made with it.
 */
export function saveKey(ctx: Ctx, input: { question: string; device_id?: string | undefined }) {
  return onceFromDevice(ctx, input.device_id, "key", async (c) => {
    const question = await reachableQuestion(c, input.question);
    const now = c.clock.now();
    if (await inOpenTimedRun(c.db, c.user.id, question.id, now)) {
      throw appError("CONFLICT", "question", "You can save this explanation when your mock has ended.");
    }
    const saved = await inTransaction(c.db, async (trx) => {
      const key = await saveRevisionKey(trx, {
        id: newId(),
        user_id: c.user.id,
        question_id: question.id,
        category_id: question.category_id,
        answer: question.explanation_text,
        created_at: now,
      });
      await addKeyCard(trx, { userId: c.user.id, questionId: question.id, revisionKeyId: key.id }, now);
      return key;
    });
    return { id: saved.id, question: question.id, saved: true as const };
  });
}

function present(row: RevisionKeyWithContext): RevisionKey {
  return {
    id: row.id,
    question: { id: row.question_id, question_text: row.question_text },
    answer: row.answer,
    category: { id: row.category_id, name: row.category_name },
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * A page of the learner's own keys, newest first. The search matches the question text, the
 * saved answer or the category name, case-insensitively and literally (no wildcards).
 */
export async function listKeys(
  ctx: Ctx,
  input: { skip: number; size: number; query: string },
): Promise<RevisionKeyPage> {
  const { skip, size, query } = input;
  const { rows, count } = await listRevisionKeys(ctx.db, { userId: ctx.user.id, skip, size, query });
  return { revisions: rows.map(present), count };
}

/** All the learner's key ids in the list's order: what Previous and Next move through. */
export function sortedKeyIds(ctx: Ctx): Promise<string[]> {
  return revisionKeyIds(ctx.db, ctx.user.id);
}

/** One of the learner's keys; another learner's key is as unknown as a missing one. */
export async function getKey(ctx: Ctx, id: string): Promise<RevisionKey> {
  const row = await findRevisionKey(ctx.db, ctx.user.id, id);
  if (!row) throw notFound(KEY);
  return present(row);
}

export async function deleteKey(ctx: Ctx, id: string): Promise<{ ok: true }> {
  // The key's card (and its history) go with it, in the cascade's order: the account first.
  const deleted = await asLiveAccount(ctx.db, ctx.user.id, (trx) => deleteRevisionKey(trx, ctx.user.id, id));
  if (!deleted) throw notFound(KEY);
  return { ok: true };
}
