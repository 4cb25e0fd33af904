import {
  addRevisions,
  areasOfQuestions,
  entryNames,
  findQuestionWithCategory,
  findRevision,
  listCategories,
  listRevisions,
  markKeyChanged,
  newId,
  questionVersion,
  setQuestionAreas,
  updateQuestion,
  type Db,
  type QuestionFields,
  type QuestionSnapshot,
  type RevisionSource,
} from "@qbank/db";
import type { AuthedContext } from "../../context.ts";
import { notFound } from "../../shared/errors.ts";
import { Level } from "../../shared/levels.ts";
import { changedFields, snapshotOf } from "./snapshot.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;

/** The question's fields and tags as they stand (inside the caller's transaction). */
export async function currentSnapshot(trx: Db, questionId: string): Promise<QuestionSnapshot | undefined> {
  const q = await findQuestionWithCategory(trx, questionId);
  if (!q) return undefined;
  const areas = (await areasOfQuestions(trx, [questionId])).get(questionId) ?? [];
  return snapshotOf(q, areas);
}

/**
 * Keeps a change as a revision (who, when, which fields) and dates a change of key; a save
 * that changes nothing leaves no revision. `before` is undefined for a new question.
 */
export async function recordChange(
  ctx: Ctx,
  trx: Db,
  change: { questionId: string; before: QuestionSnapshot | undefined; after: QuestionSnapshot; source: RevisionSource },
): Promise<void> {
  const changed = change.before ? changedFields(change.before, change.after) : ["created"];
  if (changed.length === 0) return;
  const now = ctx.clock.now();
  if (changed.includes("key")) await markKeyChanged(trx, change.questionId, now);
  // A question from the seed or a bulk load has no revision yet: what it was comes first (its
  // own statement, so it is numbered before the change).
  if (change.before && (await questionVersion(trx, change.questionId)) === 0) {
    await addRevisions(trx, [originalRevision(change.questionId, change.before, now)]);
  }
  await addRevisions(trx, [
    {
      id: newId(),
      question_id: change.questionId,
      author_id: ctx.user.id,
      source: change.source,
      changed,
      snapshot: change.after,
      created_at: now,
    },
  ]);
}

/** The question as it was first stored, by nobody in particular (the seed, a bulk load). */
export const originalRevision = (questionId: string, snapshot: QuestionSnapshot, now: Date) => ({
  id: newId(),
  question_id: questionId,
  author_id: null,
  source: "original" as const,
  changed: ["created"],
  snapshot,
  created_at: now,
});

/**
 * The question's revisions, newest first, each with the names of its category and MLA areas
 * as they are now (a retired area keeps its name; a deleted category has none).
 */
export async function history(ctx: Pick<Ctx, "db">, questionId: string) {
  const rows = await listRevisions(ctx.db, questionId);
  const [areaNames, categories] = await Promise.all([
    entryNames(ctx.db, [...new Set(rows.flatMap((r) => r.snapshot.areas))]),
    listCategories(ctx.db, { maxLevel: Level.MasteryPool, excludeLevels: [] }),
  ]);
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    number: r.number,
    source: r.source,
    changed: r.changed,
    author: r.author_name,
    created_at: r.created_at.toISOString(),
    snapshot: {
      name: r.snapshot.name ?? null,
      category_id: r.snapshot.category_id,
      category_name: categoryNames.get(r.snapshot.category_id) ?? null,
      text: r.snapshot.question_text,
      options: r.snapshot.options,
      explanation: r.snapshot.explanation_text,
      image_id: r.snapshot.image_id,
      url: r.snapshot.url,
      areas: r.snapshot.areas,
      area_names: r.snapshot.areas
        .map((id) => areaNames.get(id) ?? "")
        .filter(Boolean)
        .sort(),
    },
  }));
}

/** Puts a question back as a revision left it; the restore is itself a revision. */
export async function restore(ctx: Ctx, input: { id: string; number: number }) {
  await ctx.db.transaction().execute(async (trx) => {
    const revision = await findRevision(trx, input.id, input.number);
    const before = await currentSnapshot(trx, input.id);
    if (!revision || !before) throw notFound("revision");
    // A revision kept before questions had names leaves the current name as it is.
    const after = {
      ...revision.snapshot,
      name: revision.snapshot.name === undefined ? before.name : revision.snapshot.name,
    };
    const { areas, ...fields } = after;
    const saved = await updateQuestion(
      trx,
      input.id,
      { ...fields, name: fields.name ?? null } satisfies QuestionFields,
      ctx.clock.now(),
    );
    if (!saved) throw notFound("question");
    await setQuestionAreas(trx, [{ question_id: input.id, area_ids: areas }]);
    await recordChange(ctx, trx, { questionId: input.id, before, after, source: "restore" });
  });
  return history(ctx, input.id);
}
