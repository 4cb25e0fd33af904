import { addQuestionAreas, listLiveEntries, setQuestionAreas } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { badRequest, notFound } from "../shared/errors.ts";
import { currentSnapshot, recordChange } from "./revisions/service.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;

async function checkAreas(ctx: Pick<Ctx, "db">, areaIds: string[]) {
  const live = new Set((await listLiveEntries(ctx.db)).map((e) => e.id));
  if (areaIds.some((id) => !live.has(id))) throw badRequest("areas", "Unknown MLA area.");
}

/**
 * Tags questions with MLA map entries: `set` makes the list a question's tags, `add` adds it
 * to each question's own. Each question that changes gets a revision.
 */
export async function tagQuestions(
  ctx: Ctx,
  input: { question_ids: string[]; area_ids: string[]; mode: "set" | "add" },
) {
  const areaIds = [...new Set(input.area_ids)];
  await checkAreas(ctx, areaIds);
  const questionIds = [...new Set(input.question_ids)];
  await ctx.db.transaction().execute(async (trx) => {
    for (const id of questionIds) {
      const before = await currentSnapshot(trx, id);
      if (!before) throw notFound("question");
      const areas = input.mode === "set" ? areaIds : [...new Set([...before.areas, ...areaIds])];
      if (input.mode === "set") await setQuestionAreas(trx, [{ question_id: id, area_ids: areaIds }]);
      else await addQuestionAreas(trx, [id], areaIds);
      await recordChange(ctx, trx, {
        questionId: id,
        before,
        after: { ...before, areas: [...areas].sort() },
        source: "form",
      });
    }
  });
  return { tagged: questionIds.length };
}

/** A question's tags (entry ids). */
export async function questionTags(ctx: Pick<Ctx, "db">, id: string) {
  const snapshot = await currentSnapshot(ctx.db, id);
  if (!snapshot) throw notFound("question");
  return snapshot.areas;
}
