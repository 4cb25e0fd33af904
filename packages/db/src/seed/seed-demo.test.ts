import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../create-db.ts";
import { createTestDb, TEST_NOW } from "../../test/testing.ts";
import { demoAreas } from "./demo-areas.ts";
import { demoBank } from "./demo-bank.ts";
import { seedDemo } from "./seed-demo.ts";

describe("the demo seed's MLA map", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemo(handle.db, "not-a-real-hash", new Date(TEST_NOW));
  });
  afterAll(() => handle.close());

  it("names only clinical areas of the map, one list per demo question", async () => {
    const live = await handle.db
      .selectFrom("content_map_entries")
      .select("name")
      .where("kind", "=", "clinical area")
      .execute();
    const names = new Set(live.map((a) => a.name));
    for (const category of demoBank) {
      expect(demoAreas[category.name], category.name).toHaveLength(category.questions.length);
      for (const areas of demoAreas[category.name]!) {
        expect(areas.length).toBeGreaterThan(0);
        for (const area of areas) expect(names, area).toContain(area);
      }
    }
  });

  it("tags every demo question to at least one clinical area, and covers most areas", async () => {
    const { rows } = await sql<{ untagged: number; questions: number; areas: number }>`
      select
        (select count(*)::int from questions q
          where not exists (select 1 from question_areas qa where qa.question_id = q.id)) as untagged,
        (select count(*)::int from questions) as questions,
        (select count(distinct entry_id)::int from question_areas) as areas
    `.execute(handle.db);
    expect(rows[0]).toEqual({ untagged: 0, questions: 84, areas: expect.any(Number) as number });
    expect(rows[0]!.areas).toBeGreaterThanOrEqual(20);
  });
});
