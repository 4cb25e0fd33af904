import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMED_RUN_MS } from "../qbank/constants.ts";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { SET_ASIDE_AFTER } from "./schemas.ts";
import { runMaintenance } from "./sweep.ts";

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  await createCategoryWithQuestions(h.deps.db, { level: 2, count: 20, name: "Sweep bank" });
});
afterAll(async () => {
  await h.close();
});

/** A run the database refuses to end: a trigger fails every update of that one run. */
async function poison(runId: string) {
  await sql
    .raw(
      `create or replace function poisoned_run() returns trigger language plpgsql as $$
       begin
         if old.id = '${runId}' then raise exception 'poisoned run %', old.id; end if;
         return new;
       end $$`,
    )
    .execute(h.deps.db);
  await sql`create trigger poisoned_run before update on runs for each row execute function poisoned_run()`.execute(
    h.deps.db,
  );
}
async function cure() {
  await sql`drop trigger poisoned_run on runs`.execute(h.deps.db);
  await sql`drop function poisoned_run()`.execute(h.deps.db);
}

const isEnded = async (runId: string) =>
  (await h.deps.db.selectFrom("runs").select("ended_at").where("id", "=", runId).executeTakeFirstOrThrow()).ended_at !==
  null;

describe("the minute sweep with one poisoned run", () => {
  it("closes the other runs and keeps purging, counts the failures and sets the run aside at the third", async () => {
    const poisoned = await signedIn(h, { level: 5 });
    const healthy = await signedIn(h, { level: 5 });
    const admin = await signedIn(h, { level: 6 });
    const bad = (await poisoned.api.qbank.startMock()).run.id;
    const good = (await healthy.api.qbank.startMock()).run.id;
    // Sessions that have expired by the time of the sweep: the purge after the runs must still happen.
    h.clock.set(new Date(Date.parse(TEST_NOW) + TIMED_RUN_MS + 60_000));
    await h.deps.db
      .updateTable("sessions")
      .set({ expires_at: new Date(TEST_NOW) })
      .where("user_id", "=", healthy.user.id)
      .execute();
    await poison(bad);

    const first = await runMaintenance(h.deps);
    expect(first.closedRuns).toBe(1);
    expect(await isEnded(good)).toBe(true);
    expect(await isEnded(bad)).toBe(false);
    expect(first.sessions).toBeGreaterThanOrEqual(1);
    expect(first.failures).toEqual([
      { step: "overdue_runs", item: bad, error: expect.stringContaining("poisoned run") as string, setAside: false },
    ]);
    // The steps after the failing one still ran: the quality figures are as of this sweep.
    expect(first.qualityRefreshed).toBe(true);
    expect((await admin.api.admin.qualityStatus()).refreshed_at).toBe(h.clock.now().toISOString());

    for (let sweep = 2; sweep <= SET_ASIDE_AFTER; sweep++) {
      const again = await runMaintenance(h.deps);
      expect(again.failures).toEqual([expect.objectContaining({ item: bad, setAside: sweep === SET_ASIDE_AFTER })]);
    }
    // Set aside: later sweeps leave it alone, and admins see it.
    expect((await runMaintenance(h.deps)).failures).toEqual([]);
    const listed = await admin.api.admin.sweepSetAside();
    expect(listed).toEqual([
      expect.objectContaining({ step: "overdue_runs", item_id: bad, failures: SET_ASIDE_AFTER }),
    ]);
    expect(listed[0]!.last_error).toContain("poisoned run");
    expect((await failure(healthy.api.admin.sweepSetAside())).code).toBe("FORBIDDEN");

    // Once the cause is gone, an admin puts it back and the next sweep closes it.
    await cure();
    await expect(admin.api.admin.releaseSweepItem({ step: "overdue_runs", item_id: bad })).resolves.toEqual({
      released: true,
    });
    expect((await failure(admin.api.admin.releaseSweepItem({ step: "overdue_runs", item_id: bad }))).code).toBe(
      "NOT_FOUND",
    );
    const healed = await runMaintenance(h.deps);
    expect(healed.closedRuns).toBe(1);
    expect(await isEnded(bad)).toBe(true);
    expect(await admin.api.admin.sweepSetAside()).toEqual([]);
    h.clock.set(TEST_NOW);
  });
});
