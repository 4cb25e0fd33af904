import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { levelInScope, type CategoryScope } from "./categories.ts";

export interface QuestionWithCategory {
  id: string;
  category_id: string;
  category_name: string;
  category_level: number;
  name: string | null;
  question_text: string;
  explanation_text: string;
  options: string[];
  image_id: string | null;
  image_name: string | null;
  url: string | null;
}

const withCategory = (db: Db) =>
  db
    .selectFrom("questions as q")
    .innerJoin("categories as c", "c.id", "q.category_id")
    .select([
      "q.id",
      "q.category_id",
      "c.name as category_name",
      "c.level as category_level",
      "q.name",
      "q.question_text",
      "q.explanation_text",
      "q.options",
      "q.image_id",
      "q.image_name",
      "q.url",
    ]);

export function findQuestionWithCategory(db: Db, id: string): Promise<QuestionWithCategory | undefined> {
  return withCategory(db).where("q.id", "=", id).executeTakeFirst();
}

/** A question with its category, and whether that category is in the reader's scope. */
export function findQuestionForReader(
  db: Db,
  id: string,
  scope: CategoryScope,
): Promise<(QuestionWithCategory & { in_scope: boolean }) | undefined> {
  return withCategory(db)
    .select(levelInScope(sql.ref("c.level"), scope).as("in_scope"))
    .where("q.id", "=", id)
    .executeTakeFirst();
}
