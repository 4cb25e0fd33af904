import { Level } from "@qbank/api/client";

/** What each category level means to an admin (a category's level is who may see it). */
export const categoryLevelLabels: Record<number, string> = {
  [Level.Basic]: "Basic (demo)",
  [Level.Silver]: "Silver",
  [Level.Gold]: "Gold",
  [Level.Diamond]: "Diamond",
  [Level.Admin]: "Hidden",
  [Level.MasteryPool]: "Master Mock pool",
};
export const categoryLevelLabel = (level: number): string => categoryLevelLabels[level] ?? `Level ${level}`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
