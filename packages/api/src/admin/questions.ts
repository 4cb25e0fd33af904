import {
  findCategoryInScope,
  findQuestionWithCategory,
  insertImage,
  changedSince,
  insertQuestion,
  lockQuestionForEdit,
  newId,
  questionVersion,
  QUALITY_REFRESH_MS,
  qualityRefreshedAt,
  refreshQuestionQuality,
  removeQuestion,
  searchQuestions,
  updateQuestion,
  type Db,
  type QuestionFields,
  type AdminQuestionRow,
  type AreaFilter,
} from "@qbank/db";
import type { z } from "zod";
import type { AuthedContext } from "../context.ts";
import { appError, badRequest, notFound } from "../shared/errors.ts";
import { checkImage } from "../shared/images.ts";
import { Level } from "../shared/levels.ts";
import { currentSnapshot, recordChange } from "../content/revisions/service.ts";
import { snapshotOf } from "../content/revisions/snapshot.ts";
import { QUALITY_MIN_ANSWERS } from "./quality.ts";
import {
  ADMIN_QUESTION_LIST,
  UNTAGGED,
  type questionEditInput,
  type questionInput,
  type questionSearchInput,
} from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;
type QuestionInput = z.output<typeof questionInput>;

const round = (n: number | null, places: number) => (n === null ? null : Number(n.toFixed(places)));

const qualityOf = (r: AdminQuestionRow) => ({
  answered: r.answered,
  facility: round(r.facility, 4),
  discrimination: round(r.discrimination, 4),
  picks: r.picks,
  median_seconds: r.median_seconds === null ? null : Math.round(r.median_seconds),
  open_reports: r.open_reports,
});

export async function qualityStatus(ctx: Ctx) {
  const at = await qualityRefreshedAt(ctx.db);
  return { refreshed_at: at?.toISOString() ?? null, every_minutes: QUALITY_REFRESH_MS / 60_000 };
}

/** An admin's "Refresh figures": recomputes the quality view now instead of at the next sweep. */
export async function refreshQuality(ctx: Ctx) {
  await refreshQuestionQuality(ctx.db, ctx.clock.now(), { force: true });
  return qualityStatus(ctx);
}

/** How long the admin list marks a question whose key changed. */
export const KEY_CHANGE_MARK_DAYS = 30;

const keyChangeMark = (at: Date | null, now: Date) =>
  at && now.getTime() - at.getTime() <= KEY_CHANGE_MARK_DAYS * 86_400_000 ? at.toISOString() : null;

/** An id that names no live entry of the map matches no question, as a search for unknown words does. */
const areaFilter = (area: string): AreaFilter | undefined =>
  area === "" ? undefined : area === UNTAGGED ? "untagged" : { entry: area };

export async function search(ctx: Ctx, input: z.output<typeof questionSearchInput>) {
  const now = ctx.clock.now();
  const rows = await searchQuestions(ctx.db, {
    search: input.q,
    sort: input.sort,
    limit: ADMIN_QUESTION_LIST,
    offset: (input.page - 1) * ADMIN_QUESTION_LIST,
    minAnswers: QUALITY_MIN_ANSWERS,
    area: areaFilter(input.area),
  });
  return rows.map((r) => ({
    id: r.id,
    text: r.question_text,
    category: { id: r.category_id, name: r.category_name },
    created_at: r.created_at.toISOString(),
    key_changed_at: keyChangeMark(r.key_changed_at, now),
    areas: r.areas,
    quality: qualityOf(r),
  }));
}

export async function get(ctx: Ctx, id: string) {
  const q = await findQuestionWithCategory(ctx.db, id);
  if (!q) throw notFound("question");
  const [o1, o2, o3, o4, o5] = q.options;
  const [[figures], version] = await Promise.all([
    searchQuestions(ctx.db, { search: "", sort: "newest", limit: 1, minAnswers: QUALITY_MIN_ANSWERS, id }),
    questionVersion(ctx.db, q.id),
  ]);
  return {
    id: q.id,
    category: { id: q.category_id, name: q.category_name },
    name: q.name,
    text: q.question_text,
    option_1: o1 ?? "",
    option_2: o2 ?? "",
    option_3: o3 ?? "",
    option_4: o4 ?? "",
    option_5: o5 ?? "",
    solution: q.explanation_text,
    url: q.url,
    image_name: q.image_name,
    image_url: q.image_id ? `/api/media/question/${q.id}` : null,
    quality: figures ? qualityOf(figures) : null,
    version,
  };
}

/** The form's fields as stored: option 1 first (the key), a new image stored by its bytes. */
async function fieldsOf(
  trx: Db,
  input: QuestionInput,
  keep: { image_id: string | null; image_name: string | null; name: string | null },
  now: Date,
) {
  const { name, ...kept } = keep;
  const category = await findCategoryInScope(trx, input.category, { maxLevel: Level.MasteryPool, excludeLevels: [] });
  if (!category) throw badRequest("category", "Please choose a category.");
  let image = kept;
  if (input.image) {
    const checked = checkImage(input.image, "file");
    const id = newId();
    await insertImage(trx, { id, purpose: "question", bytes: input.image, ...checked, created_at: now });
    image = { image_id: id, image_name: `${id}.${checked.mime.split("/")[1]}` };
  }
  const fields: QuestionFields = {
    // A client that sends no name (the legacy form) keeps the one stored; an empty one clears it.
    name: input.name === undefined ? name : input.name || null,
    category_id: input.category,
    question_text: input.text,
    explanation_text: input.solution,
    options: [input.option_1, input.option_2, input.option_3, input.option_4, input.option_5],
    url: input.url ? input.url : null,
    ...image,
  };
  return fields;
}

export async function create(ctx: Ctx, input: QuestionInput) {
  const id = newId();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const fields = await fieldsOf(trx, input, { image_id: null, image_name: null, name: null }, now);
    await insertQuestion(trx, { id, created_at: now, ...fields });
    await recordChange(ctx, trx, { questionId: id, before: undefined, after: snapshotOf(fields, []), source: "form" });
  });
  return get(ctx, id);
}

export const CHANGED_MEANWHILE =
  "This question was changed after you opened it, in another tab or by another admin. Reload the page to see that change, then make yours again.";
const changedMeanwhile = () => appError("CONFLICT", "version", CHANGED_MEANWHILE);

/**
 * Saves an edit. Runs keep their own option order by stored number and option 1 stays the
 * key, so an open run never sees its key move.
 */
export async function edit(ctx: Ctx, input: z.output<typeof questionEditInput>) {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockQuestionForEdit(trx, input.id);
    if (!current) throw notFound("question");
    // Tags are edited beside the form and saved at once: only a change to the form's own
    // fields since it was opened is another's work this save would undo.
    if (input.version !== undefined && (await changedSince(trx, input.id, input.version, ["tags"])))
      throw changedMeanwhile();
    const keep = {
      ...(input.image_name === ""
        ? { image_id: null, image_name: null }
        : { image_id: current.image_id, image_name: current.image_name }),
      name: current.name,
    };
    const now = ctx.clock.now();
    const fields = await fieldsOf(trx, input, keep, now);
    const before = await currentSnapshot(trx, input.id);
    const saved = await updateQuestion(trx, input.id, fields, now);
    if (!saved || !before) throw notFound("question");
    await recordChange(ctx, trx, {
      questionId: input.id,
      before,
      after: snapshotOf(fields, before.areas),
      source: "form",
    });
  });
  return get(ctx, input.id);
}

export async function remove(ctx: Ctx, id: string) {
  const outcome = await ctx.db.transaction().execute((trx) => removeQuestion(trx, id, ctx.clock.now()));
  if (outcome === "missing") throw notFound("question");
  return { id, outcome };
}
