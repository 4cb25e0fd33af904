import {
  addRevisions,
  areasOfQuestions,
  findImportCandidates,
  insertCategory,
  insertImage,
  insertImportedQuestions,
  listCategories,
  listLiveEntries,
  newId,
  questionsWithoutRevisions,
  setQuestionAreas,
  updateImportedQuestion,
  type Db,
  type ImportCandidate,
  type ImportedQuestion,
  type NewRevision,
  type QuestionSnapshot,
} from "@qbank/db";
import type { ErrorItem } from "../../shared/error-items.ts";
import { Level } from "../../shared/levels.ts";
import type { ImportFormat } from "../constants.ts";
import { originalRevision } from "../revisions/service.ts";
import { changedFields, snapshotOf } from "../revisions/snapshot.ts";
import { checkItems, type ImportWarning, type Lookups, type ReadyItem } from "./check.ts";
import { FileProblem, itemLabel, type ReadFile, type Skip } from "./items.ts";

/** The steps every import takes, inline or as a job: check the items, plan each, write the plan. */

export interface ImportRequest {
  /** The upload: in memory, or (a large one) a file on disk read as it is needed. */
  file: Buffer | Blob;
  file_name: string;
  format?: ImportFormat | undefined;
  category?: string | undefined;
  dry_run: boolean;
  skip_invalid: boolean;
  /** Import as a job even when the file is small. */
  background?: boolean | undefined;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: Skip[];
  errors: ErrorItem[];
  /** What the imported questions lose. */
  warnings: ImportWarning[];
  /** Categories the import adds, hidden from learners until an admin shows them; no id in a preview. */
  new_categories: NewCategory[];
}

export interface NewCategory {
  id: string | null;
  name: string;
}

const ALL = { maxLevel: Level.MasteryPool, excludeLevels: [] };

/** What the import does to one question. */
export type Step =
  | { kind: "create"; item: ReadyItem }
  | { kind: "update"; item: ReadyItem; current: ImportCandidate; areas: string[] }
  | { kind: "unchanged" };

function matcher(candidates: ImportCandidate[]) {
  const byExternal = new Map(candidates.filter((c) => c.external_id).map((c) => [c.external_id!, c]));
  const byStem = new Map<string, ImportCandidate>();
  for (const c of candidates)
    if (!byStem.has(`${c.category_id}:${c.question_text}`)) byStem.set(`${c.category_id}:${c.question_text}`, c);
  return (item: ReadyItem): ImportCandidate | undefined => {
    if (item.external_id) return byExternal.get(item.external_id);
    return "id" in item.category ? byStem.get(`${item.category.id}:${item.text}`) : undefined;
  };
}

const sameOptions = (a: string[], b: string[]) => a.length === b.length && a.every((o, i) => o === b[i]);

function isUnchanged(item: ReadyItem, current: ImportCandidate, areas: string[], categoryId: string): boolean {
  return (
    (item.name === null || item.name === current.name) &&
    current.category_id === categoryId &&
    current.question_text === item.text &&
    current.explanation_text === item.explanation &&
    sameOptions(current.options, item.options) &&
    current.url === item.url &&
    (current.image_sha256 ?? null) === (item.image?.sha256 ?? null) &&
    sameOptions(areas, item.area_ids)
  );
}

export async function plan(trx: Db, items: ReadyItem[]): Promise<Step[]> {
  const byStem = items.filter((i) => !i.external_id && "id" in i.category);
  const categoryIds = [...new Set(byStem.flatMap((i) => ("id" in i.category ? [i.category.id] : [])))];
  const externalIds = items.flatMap((i) => (i.external_id ? [i.external_id] : []));
  // Only the questions these items could match are read: a batch never loads a whole category.
  const stems = { categoryIds, texts: [...new Set(byStem.map((i) => i.text))] };
  const candidates = await findImportCandidates(trx, { externalIds, stems });
  const find = matcher(candidates);
  const matched = items.map((item) => ({ item, current: find(item) }));
  const areas = await areasOfQuestions(
    trx,
    matched.flatMap((m) => (m.current ? [m.current.id] : [])),
  );
  return matched.map(({ item, current }): Step => {
    if (!current) return { kind: "create", item };
    const tags = areas.get(current.id) ?? [];
    const categoryId = "id" in item.category ? item.category.id : "";
    return isUnchanged(item, current, tags, categoryId)
      ? { kind: "unchanged" }
      : { kind: "update", item, current, areas: tags };
  });
}

/** What one import remembers across its batches: the categories and pictures it stored. */
export interface WriteState {
  authorId: string | null;
  now: Date;
  /** The categories it created, by lower-cased name. */
  categories: Map<string, { id: string; name: string }>;
  images: Map<string, { image_id: string; image_name: string }>;
}

export const writeState = (authorId: string | null, now: Date): WriteState => ({
  authorId,
  now,
  categories: new Map(),
  images: new Map(),
});

/** Writes the plan: new categories (hidden), pictures, questions, tags and a revision for each. */
export async function apply(trx: Db, steps: Step[], state: WriteState): Promise<void> {
  const { now } = state;
  const categoryId = async (item: ReadyItem) => {
    if ("id" in item.category) return item.category.id;
    const key = item.category.name.toLowerCase();
    let id = state.categories.get(key)?.id;
    if (!id) {
      id = newId();
      await insertCategory(trx, { id, name: item.category.name, level: Level.Admin, created_at: now });
      state.categories.set(key, { id, name: item.category.name });
    }
    return id;
  };
  const imageOf = async (item: ReadyItem, current?: ImportCandidate) => {
    if (!item.image) return { image_id: null, image_name: null };
    if (current?.image_sha256 === item.image.sha256)
      return { image_id: current.image_id, image_name: current.image_name };
    let stored = state.images.get(item.image.sha256);
    if (!stored) {
      const { bytes, mime, sha256, size, name } = item.image;
      stored = { image_id: newId(), image_name: name };
      await insertImage(trx, { id: stored.image_id, purpose: "question", bytes, mime, sha256, size, created_at: now });
      state.images.set(sha256, stored);
    }
    return stored;
  };
  const rowOf = async (item: ReadyItem, id: string, current?: ImportCandidate): Promise<ImportedQuestion> => ({
    id,
    name: item.name ?? current?.name ?? null,
    external_id: item.external_id ?? current?.external_id ?? null,
    category_id: await categoryId(item),
    question_text: item.text,
    explanation_text: item.explanation,
    options: item.options,
    url: item.url,
    ...(await imageOf(item, current)),
  });

  const inserts: ImportedQuestion[] = [];
  const tags: { question_id: string; area_ids: string[] }[] = [];
  const revisions: NewRevision[] = [];
  const revision = (row: ImportedQuestion, areaIds: string[], changed: string[]): NewRevision => ({
    id: newId(),
    question_id: row.id,
    author_id: state.authorId,
    source: "import",
    changed,
    snapshot: snapshotOf(row, areaIds),
    created_at: now,
  });
  for (const step of steps) {
    if (step.kind === "unchanged") continue;
    if (step.kind === "create") {
      const row = await rowOf(step.item, newId());
      inserts.push(row);
      tags.push({ question_id: row.id, area_ids: step.item.area_ids });
      revisions.push(revision(row, step.item.area_ids, ["created"]));
      continue;
    }
    const row = await rowOf(step.item, step.current.id, step.current);
    const before: QuestionSnapshot = snapshotOf(step.current, step.areas);
    const after = snapshotOf(row, step.item.area_ids);
    const changed = changedFields(before, after);
    await updateImportedQuestion(trx, row, now, changed.includes("key"));
    tags.push({ question_id: row.id, area_ids: step.item.area_ids });
    revisions.push(revision(row, step.item.area_ids, changed));
  }
  await insertImportedQuestions(trx, inserts, now);
  await setQuestionAreas(trx, tags);
  // Questions from the seed or a bulk load keep what they were first, numbered before the change.
  const updated = steps.flatMap((step) => (step.kind === "update" ? [step] : []));
  const unrevised = await questionsWithoutRevisions(
    trx,
    updated.map((step) => step.current.id),
  );
  await addRevisions(
    trx,
    updated
      .filter((step) => unrevised.has(step.current.id))
      .map((step) => originalRevision(step.current.id, snapshotOf(step.current, step.areas), now)),
  );
  await addRevisions(trx, revisions);
}

/** The options an import takes besides the file. */
export type ImportOptions = Pick<ImportRequest, "format" | "category" | "dry_run" | "skip_invalid">;

/** What items are checked against: the categories, the live MLA map, the category chosen (which must exist). */
export async function lookupsFor(db: Db, options: ImportOptions): Promise<Lookups> {
  const categories = await listCategories(db, ALL);
  if (options.category && !categories.some((c) => c.id === options.category))
    throw new FileProblem([{ object: "category", message: "Please choose a category." }]);
  return { categories, entries: await listLiveEntries(db), defaultCategory: options.category ?? null };
}

/**
 * The file's items checked against the bank: the ready ones, and the skipped ones with their
 * reasons. Throws the whole list of problems as a FileProblem when any item is invalid (unless
 * `skip_invalid`) or the chosen category does not exist.
 */
export async function checkFile(db: Db, file: ReadFile, options: ImportOptions) {
  const checked = checkItems(file.items, await lookupsFor(db, options));
  if (checked.problems.length > 0 && !options.skip_invalid) throw new FileProblem(checked.problems);
  const skipped: Skip[] = [
    ...file.skipped,
    ...[...checked.invalid].map(([item, reasons]) => ({
      item: checked.names.get(item) ?? itemLabel(item),
      reason: reasons.join(" "),
    })),
  ];
  return { ready: checked.ready, skipped, warnings: checked.warnings };
}

export type StepCounts = Pick<ImportCounts, "created" | "updated" | "unchanged">;

export const countSteps = (steps: Step[]): StepCounts => ({
  created: steps.filter((s) => s.kind === "create").length,
  updated: steps.filter((s) => s.kind === "update").length,
  unchanged: steps.filter((s) => s.kind === "unchanged").length,
});

/**
 * The categories the steps add (hidden, as every category an import creates): with their ids
 * once written, without in a preview.
 */
export function newCategories(steps: Step[], state: WriteState | undefined): NewCategory[] {
  const named = new Map<string, string>();
  for (const step of steps)
    if (step.kind !== "unchanged" && "name" in step.item.category)
      named.set(step.item.category.name.toLowerCase(), step.item.category.name);
  return [...named].map(([key, name]) => ({ id: state?.categories.get(key)?.id ?? null, name }));
}
