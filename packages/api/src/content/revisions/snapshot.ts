import type { QuestionFields, QuestionSnapshot } from "@qbank/db";

/** The question as a revision keeps it. */
export const snapshotOf = (q: QuestionFields, areas: string[]): QuestionSnapshot => ({
  name: q.name,
  category_id: q.category_id,
  question_text: q.question_text,
  explanation_text: q.explanation_text,
  options: q.options,
  image_id: q.image_id,
  image_name: q.image_name,
  url: q.url,
  areas: [...areas].sort(),
});

/** The fields that differ between two revisions, by the names the history shows. */
export function changedFields(a: QuestionSnapshot, b: QuestionSnapshot): string[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const out: string[] = [];
  if ((a.name ?? null) !== (b.name ?? null)) out.push("name");
  if (a.question_text !== b.question_text) out.push("stem");
  if (a.options[0] !== b.options[0]) out.push("key");
  if (!same(a.options.slice(1), b.options.slice(1))) out.push("options");
  if (a.explanation_text !== b.explanation_text) out.push("explanation");
  if (a.image_id !== b.image_id) out.push("picture");
  if (a.url !== b.url) out.push("url");
  if (a.category_id !== b.category_id) out.push("category");
  if (!same(a.areas, b.areas)) out.push("tags");
  return out;
}
