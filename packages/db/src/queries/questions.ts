import type { Db } from "../create-db.ts";
import { prepared } from "../prepared.ts";

export interface QuestionWithCategory {
  id: string;
  category_id: string;
  category_name: string;
  category_level: number;
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

const categoryQuestions = prepared((db, v: { categoryId: string }) =>
  db
    .selectFrom("questions")
    .select(["id", "question_text"])
    .where("category_id", "=", v.categoryId)
    .where("retired_at", "is", null)
    .orderBy("id"),
);

export function listCategoryQuestions(db: Db, categoryId: string): Promise<{ id: string; question_text: string }[]> {
  return categoryQuestions(db, { categoryId });
}
