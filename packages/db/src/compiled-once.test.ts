import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./create-db.ts";
import { compiledOnce } from "./compiled-once.ts";
import { createCategoryWithQuestions, createTestDb } from "../test/testing.ts";

describe("compiledOnce", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  const byCategory = compiledOnce((db, v: { categoryId: string; skip: number; size: number }) =>
    db
      .selectFrom("questions")
      .select(["id", "category_id"])
      .where("category_id", "=", v.categoryId)
      .where("retired_at", "is", null)
      .orderBy("id")
      .offset(v.skip)
      .limit(v.size),
  );

  it("answers each call with that call's values, as the built statement would", async () => {
    const { db } = handle;
    const a = await createCategoryWithQuestions(db, { count: 4 });
    const b = await createCategoryWithQuestions(db, { count: 3 });
    for (const [category, skip, size] of [
      [a, 0, 10],
      [b, 1, 1],
      [a, 2, 5],
    ] as const) {
      const built = await db
        .selectFrom("questions")
        .select(["id", "category_id"])
        .where("category_id", "=", category.id)
        .where("retired_at", "is", null)
        .orderBy("id")
        .offset(skip)
        .limit(size)
        .execute();
      const rows = await byCategory(db, { categoryId: category.id, skip, size });
      expect(rows).toEqual(built);
      expect(rows.length).toBe(Math.min(size, category.questionIds.length - skip));
    }
  });

  it("fills a value used twice, keeps the values the build wrote itself, and runs in a transaction", async () => {
    const echo = compiledOnce((db, v: { word: string; n: number }) =>
      db.selectNoFrom([
        sql<string>`${v.word}::text`.as("first"),
        sql<string>`${v.word}::text || ${"!"}::text`.as("again"),
        sql<number>`${v.n}::int + ${1}::int`.as("next"),
      ]),
    );
    expect(await echo(handle.db, { word: "one", n: 1 })).toEqual([{ first: "one", again: "one!", next: 2 }]);
    const inside = await handle.db.transaction().execute((trx) => echo(trx, { word: "two", n: 41 }));
    expect(inside).toEqual([{ first: "two", again: "two!", next: 42 }]);
  });

  it("runs a `sql` template as well as a builder", async () => {
    const { db } = handle;
    const category = await createCategoryWithQuestions(db, { count: 2 });
    const count = compiledOnce(
      (_db, v: { categoryId: string }) =>
        sql<{ n: number }>`select count(*)::int as n from questions where category_id = ${v.categoryId}`,
    );
    expect(await count(db, { categoryId: category.id })).toEqual([{ n: 2 }]);
  });

  it("throws when a stand-in is used in a condition, `??`, text or arithmetic, instead of compiling the wrong statement", async () => {
    const { db } = handle;
    const misused = [
      compiledOnce((db, v: { flag: boolean; id: string }) =>
        db
          .selectFrom("questions")
          .select("id")
          .where("id", "=", v.flag ? v.id : "none"),
      ),
      compiledOnce((db, v: { limit?: number }) =>
        db
          .selectFrom("questions")
          .select("id")
          .limit(v.limit ?? 10),
      ),
      compiledOnce((db, v: { name: string }) =>
        db
          .selectFrom("categories")
          .select("id")
          .where("name", "=", "Topic " + v.name),
      ),
      compiledOnce((db, v: { name: string }) =>
        db.selectFrom("categories").select("id").where("name", "=", `${v.name}%`),
      ),
      compiledOnce((db, v: { page: number }) =>
        db
          .selectFrom("questions")
          .select("id")
          .offset(v.page * 10),
      ),
      compiledOnce((db, v: { size: number }) =>
        db
          .selectFrom("questions")
          .select("id")
          .limit(v.size > 100 ? 100 : v.size),
      ),
    ];
    const values = { flag: true, id: "x", name: "a", page: 1, size: 5 };
    for (const read of misused) await expect(read(db, values as never)).rejects.toThrow(/compiledOnce/);
  });
});
