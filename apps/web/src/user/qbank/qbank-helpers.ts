import { hasFullBank, sortOptions, type practiceModes } from "@qbank/api/client";
import { errorItems, httpStatus, type RouterOutputs } from "../../app/trpc.ts";

export type CategoryCard = RouterOutputs["qbank"]["categories"][number];
export type CategoryQuestion = RouterOutputs["qbank"]["categoryPage"]["questions"][number];

export type PracticeMode = (typeof practiceModes)[number];

/** The start buttons, in the order they are shown. */
export const startModes: readonly { mode: PracticeMode; label: string }[] = [
  { mode: "all", label: "Start Random" },
  { mode: "new", label: "Start New" },
  { mode: "wrong", label: "Incorrect" },
  { mode: "marked", label: "Flagged" },
];

export const bankTitle = (level: number): string => (hasFullBank(level) ? "QBank" : "Demo Qbank");

/** `/user/qbank/start?mode=new&category=id1,id2` (commas kept readable). */
export function startHref(mode: PracticeMode, categoryIds: readonly string[]): string {
  return `/user/qbank/start?mode=${mode}&category=${categoryIds.map(encodeURIComponent).join(",")}`;
}

/** `/user/qbank/start?mode=all&areas=id1,id2`: a practice run over MLA areas, across categories. */
export function areasStartHref(areaIds: readonly string[]): string {
  return `/user/qbank/start?mode=all&areas=${areaIds.map(encodeURIComponent).join(",")}`;
}

/** The player on a run already started: `/user/qbank/start?mode=exam&run=id`. */
export const runHref = (run: { mode: string; id: string }): string =>
  `/user/qbank/start?mode=${run.mode}&run=${run.id}`;

export const categoryHref = (id: string): string => `/user/qbank/category/${encodeURIComponent(id)}`;

/** Sort keys of the category page: 1 Most Right, 2 Most Wrong, 3 Most Answers. */
export type SortKey = keyof typeof sortOptions;
export const sortKeys = Object.keys(sortOptions).map(Number) as SortKey[];
export const isSortKey = (value: number): value is SortKey => (sortKeys as number[]).includes(value);

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A failed call in words a learner understands. */
export function plainError(error: unknown, what: string): string {
  if (httpStatus(error) === undefined)
    return `We couldn't load ${what}. Please check your internet connection and try again.`;
  const message = errorItems(error)[0]?.message;
  return message && message !== "Something went wrong"
    ? `We couldn't load ${what}. ${message}`
    : `We couldn't load ${what} because of a problem on our side. Please try again in a moment.`;
}
