import { createHash } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { ContentMapEntry } from "@qbank/db";
import { z } from "zod";
import type { ErrorItem } from "../../shared/error-items.ts";
import { checkImage } from "../../shared/images.ts";
import { CATEGORY_NAME_MAX, QUESTION_NAME_MAX } from "../../admin/schemas.ts";
import { TEXT_NOT_ALLOWED, UNSTORABLE_TEXT } from "../../shared/storable-text.ts";
import { itemName, type RawItem } from "./items.ts";
import { SeenItems } from "./seen.ts";

/** PLAB 1 questions have five options, one of them the answer. */
export const OPTION_COUNT = 5;
const TEXT_MAX = 20_000;

/** A checked item, ready to store: options with the key first, the picture checked. */
export interface ReadyItem {
  item: number;
  /** The file's name for it; null keeps the name a matching question already has. */
  name: string | null;
  external_id: string | null;
  /** An existing category's id, or the name of one the import creates. */
  category: { id: string } | { name: string };
  text: string;
  options: string[];
  explanation: string;
  image: { bytes: Buffer; mime: string; sha256: string; size: number; name: string } | null;
  url: string | null;
  area_ids: string[];
}

export interface Lookups {
  categories: { id: string; name: string }[];
  entries: ContentMapEntry[];
  defaultCategory: string | null;
}

const url = z.url({ protocol: /^https?$/ });

/** Areas by lower-cased name; a clinical area wins over a presentation of the same name. */
export function entriesByName(entries: ContentMapEntry[]): Map<string, ContentMapEntry> {
  const map = new Map<string, ContentMapEntry>();
  for (const e of entries) {
    const key = e.name.toLowerCase();
    if (!map.has(key) || e.kind === "clinical area") map.set(key, e);
  }
  return map;
}

function imageProblem(bytes: Buffer): string | undefined {
  try {
    checkImage(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof TRPCError) return error.message;
    throw error;
  }
}

/** Every text of an item that would be stored. */
const textsOf = (raw: RawItem): string[] => [
  raw.name ?? "",
  raw.external_id ?? "",
  raw.category ?? "",
  raw.text,
  ...raw.options.map((o) => o.text),
  raw.explanation,
  raw.url ?? "",
  raw.image?.name ?? "",
  ...raw.areas.map((a) => a.name),
];

/** Every problem of one item, in the words the 400 answer uses. */
function problemsOf(raw: RawItem, lookups: Lookups, areas: Map<string, ContentMapEntry>): string[] {
  if (raw.problems?.length) return raw.problems;
  const problems: string[] = [];
  if (!raw.text) problems.push("The question has no text.");
  if (raw.text.length > TEXT_MAX) problems.push(`The question is longer than ${TEXT_MAX} characters.`);
  if ((raw.name ?? "").trim().length > QUESTION_NAME_MAX)
    problems.push(`The name is longer than ${QUESTION_NAME_MAX} characters.`);
  if (raw.options.length !== OPTION_COUNT)
    problems.push(`A question needs ${OPTION_COUNT} options; this one has ${raw.options.length}.`);
  raw.options.forEach((o, i) => {
    if (!o.text) problems.push(`Option ${i + 1} is empty.`);
    if (o.text.length > TEXT_MAX) problems.push(`Option ${i + 1} is longer than ${TEXT_MAX} characters.`);
  });
  if (raw.explanation.length > TEXT_MAX) problems.push(`The explanation is longer than ${TEXT_MAX} characters.`);
  const keys = raw.options.filter((o) => o.correct).length;
  if (keys === 0) problems.push("No option is marked as the answer.");
  if (keys > 1) problems.push("More than one option is marked as the answer.");
  if (raw.image && !raw.image.bytes) problems.push(`The picture "${raw.image.name}" is not in the upload.`);
  const bad = raw.image?.bytes ? imageProblem(raw.image.bytes) : undefined;
  if (bad) problems.push(`The picture "${raw.image!.name}": ${bad}`);
  if (raw.url && !url.safeParse(raw.url).success) problems.push("The url must start with http:// or https://.");
  if (textsOf(raw).some((t) => UNSTORABLE_TEXT.test(t))) problems.push(TEXT_NOT_ALLOWED);
  for (const a of raw.areas)
    if (a.strict && !areas.has(a.name.toLowerCase())) problems.push(`Unknown MLA area "${a.name}".`);
  if (raw.category === null && !lookups.defaultCategory)
    problems.push("The item names no category: choose one for the import.");
  if (raw.category && raw.category.length > CATEGORY_NAME_MAX)
    problems.push(`The category name "${raw.category}" is longer than ${CATEGORY_NAME_MAX} characters.`);
  return problems;
}

function categoryOf(raw: RawItem, lookups: Lookups): ReadyItem["category"] {
  if (raw.category === null) return { id: lookups.defaultCategory! };
  const found = lookups.categories.find((c) => c.name.toLowerCase() === raw.category!.toLowerCase());
  return found ? { id: found.id } : { name: raw.category };
}

function ready(raw: RawItem, lookups: Lookups, areas: Map<string, ContentMapEntry>): ReadyItem {
  const key = raw.options.find((o) => o.correct)!;
  const image = raw.image?.bytes
    ? { ...checkImage(raw.image.bytes), bytes: raw.image.bytes, name: raw.image.name }
    : null;
  const areaIds = raw.areas.flatMap((a) => areas.get(a.name.toLowerCase())?.id ?? []);
  return {
    item: raw.item,
    name: raw.name?.trim() || null,
    external_id: raw.external_id,
    category: categoryOf(raw, lookups),
    text: raw.text,
    options: [key.text, ...raw.options.filter((o) => o !== key).map((o) => o.text)],
    explanation: raw.explanation,
    image,
    url: raw.url,
    area_ids: [...new Set(areaIds)].sort(),
  };
}

/**
 * What makes two items of one file the same question: the external id, else the category and
 * stem. Kept as a digest (see SeenItems), not as their stems.
 */
const identity = (r: ReadyItem) =>
  createHash("sha256")
    .update(
      r.external_id
        ? `id:${r.external_id}`
        : `stem:${"id" in r.category ? r.category.id : r.category.name.toLowerCase()}:${r.text}`,
    )
    .digest();

/** What an import leaves out of an item it imports, under the item's name. */
export interface ImportWarning {
  item: string;
  message: string;
}

/**
 * One item's outcome: ready to store (with what it loses, if anything), or refused with its
 * problems under its name.
 */
export type Checked = { ready: ReadyItem; warnings: ImportWarning[] } | { name: string; problems: string[] };

/**
 * Checks a file's items one at a time, in file order, remembering only what tells a repeated
 * item (an item twice in one file is one, the second refused): the same items always give the
 * same outcomes, so a file can be checked in one pass and written in another.
 */
export class ItemChecker {
  private readonly areas: Map<string, ContentMapEntry>;
  private readonly seen = new SeenItems();

  constructor(private readonly lookups: Lookups) {
    this.areas = entriesByName(lookups.entries);
  }

  /** Tags that name no MLA area (a strict one that does not is a problem instead). */
  private tagsLeftOut(raw: RawItem): string[] {
    return raw.areas
      .filter((a) => !a.strict && !this.areas.has(a.name.toLowerCase()))
      .map((a) => `The tag "${a.name}" is not an MLA area; it is not imported.`);
  }

  check(raw: RawItem): Checked {
    const problems = problemsOf(raw, this.lookups, this.areas);
    if (problems.length === 0) {
      const item = ready(raw, this.lookups, this.areas);
      const first = this.seen.firstOf(identity(item), raw.item);
      if (first === undefined) {
        const name = itemName(raw.item, raw.name, raw.text);
        const messages = [...(raw.warnings ?? []), ...this.tagsLeftOut(raw)];
        return { ready: item, warnings: messages.map((message) => ({ item: name, message })) };
      }
      problems.push(`The same question as item ${first}.`);
    }
    return { name: itemName(raw.item, raw.name, raw.text), problems };
  }
}

/** Splits a file's items into ready ones and problems (an item twice in one file is one). */
export function checkItems(
  raws: RawItem[],
  lookups: Lookups,
): {
  ready: ReadyItem[];
  warnings: ImportWarning[];
  problems: ErrorItem[];
  invalid: Map<number, string[]>;
  names: Map<number, string>;
} {
  const checker = new ItemChecker(lookups);
  const out: ReadyItem[] = [];
  const warnings: ImportWarning[] = [];
  const invalid = new Map<number, string[]>();
  const names = new Map<number, string>();
  for (const raw of raws) {
    const checked = checker.check(raw);
    if ("ready" in checked) {
      out.push(checked.ready);
      warnings.push(...checked.warnings);
    } else {
      invalid.set(raw.item, checked.problems);
      names.set(raw.item, checked.name);
    }
  }
  const problems = [...invalid].flatMap(([item, messages]) =>
    messages.map((message) => ({ object: names.get(item)!, message })),
  );
  return { ready: out, warnings, problems, invalid, names };
}
