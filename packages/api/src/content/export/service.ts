import { findCategoryInScope, listQuestionsForExport } from "@qbank/db";
import type { AuthedContext } from "../../context.ts";
import { notFound } from "../../shared/errors.ts";
import { Level } from "../../shared/levels.ts";
import type { ExportFormat } from "../constants.ts";
import { csvExport } from "./csv.ts";
import { moodleXml } from "./moodle-xml.ts";

type Ctx = Pick<AuthedContext, "db">;

const fileBase = (name: string) => name.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-|-$/g, "") || "questions";

/** A category's live questions (or the whole bank's) as a file to download. */
export async function exportQuestions(ctx: Ctx, input: { format: ExportFormat; category?: string | undefined }) {
  let base = "questions";
  if (input.category) {
    const category = await findCategoryInScope(ctx.db, input.category, {
      maxLevel: Level.MasteryPool,
      excludeLevels: [],
    });
    if (!category) throw notFound("category");
    base = `questions-${fileBase(category.name)}`;
  }
  const rows = await listQuestionsForExport(ctx.db, input.category ?? null);
  if (input.format === "csv") return csvExport(rows, base);
  return { name: `${base}.xml`, bytes: Buffer.from(moodleXml(rows), "utf8"), mime: "application/xml; charset=utf-8" };
}
