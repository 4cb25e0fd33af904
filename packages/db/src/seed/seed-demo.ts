import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import { newId } from "../ids.ts";
import { demoAreas } from "./demo-areas.ts";
import { demoBank } from "./demo-bank.ts";

export const DEMO_PASSWORD = "demo-password-1";

export const demoAccounts = [
  { email: "learner@example.com", first_name: "Lena", second_name: "Learner", level: 2, masteryAttempts: 0 },
  { email: "diamond@example.com", first_name: "Dev", second_name: "Diamond", level: 5, masteryAttempts: 2 },
  { email: "admin@example.com", first_name: "Ada", second_name: "Admin", level: 6, masteryAttempts: 0 },
] as const;

/** True when the database holds no users and no categories yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await sql<{ empty: boolean }>`
    select not exists (select 1 from users) and not exists (select 1 from categories) as empty
  `.execute(db);
  return row.rows[0]?.empty ?? false;
}

/**
 * Fills an empty database with the demo bank and the three demo accounts, in one transaction.
 * The caller hashes the demo password (hashing is a business rule of packages/api).
 */
export async function seedDemo(
  db: Db,
  demoPasswordHash: string,
  now: Date,
): Promise<{ categories: number; questions: number }> {
  return db.transaction().execute(async (trx) => {
    const areaRows = await trx
      .selectFrom("content_map_entries")
      .select(["id", "name"])
      .where("kind", "=", "clinical area")
      .where("retired_in", "is", null)
      .execute();
    const areaIds = new Map(areaRows.map((a) => [a.name, a.id]));
    let questions = 0;
    for (const category of demoBank) {
      const categoryId = newId();
      await trx
        .insertInto("categories")
        .values({ id: categoryId, name: category.name, level: category.level, rank: category.rank, created_at: now })
        .execute();
      const ids = category.questions.map(() => newId());
      await trx
        .insertInto("questions")
        .values(
          category.questions.map((q, i) => ({
            id: ids[i]!,
            category_id: categoryId,
            question_text: q.question_text,
            explanation_text: q.explanation_text,
            options: [...q.options],
            image_id: null,
            image_name: null,
            url: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const tags = ids.flatMap((questionId, i) =>
        (demoAreas[category.name]?.[i] ?? []).flatMap((name) => {
          const entryId = areaIds.get(name);
          return entryId ? [{ question_id: questionId, entry_id: entryId }] : [];
        }),
      );
      if (tags.length > 0) await trx.insertInto("question_areas").values(tags).execute();
      questions += category.questions.length;
    }
    for (const account of demoAccounts) {
      const userId = newId();
      await trx
        .insertInto("users")
        .values({
          id: userId,
          email: account.email,
          first_name: account.first_name,
          second_name: account.second_name,
          password_hash: demoPasswordHash,
          level: account.level,
          email_verified_at: now,
          qbank_reset_at: null,
          stripe_customer_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (account.masteryAttempts > 0) {
        await trx
          .insertInto("mastery_purchases")
          .values({
            id: newId(),
            user_id: userId,
            attempts: account.masteryAttempts,
            stripe_checkout_session_id: null,
            created_at: now,
          })
          .execute();
      }
    }
    return { categories: demoBank.length, questions };
  });
}
