import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { lockWaiters, until } from "#test/lock-waits.ts";
import { wrongOf } from "#test/answers.ts";

let h: Harness;
let categoryId: string;

beforeAll(async () => {
  h = await createHarness();
  categoryId = (await createCategoryWithQuestions(h.deps.db, { level: 3, count: 12 })).id;
});
afterAll(() => h.close());

/** The tables the erasure works through, in its order, where the person has a row to hold. */
const STOPS = [
  "tickets",
  "do_later",
  "device_requests",
  "revision_keys",
  "review_cards",
  "review_logs",
  "exam_plans",
  "tries",
  "runs",
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** A learner with a row in each of the STOPS tables and the writers of their own rows. */
async function learnerWithData() {
  const { api, user } = await signedIn(h, { level: 5 });
  const run = await api.qbank.start({ mode: "all", category: [categoryId] });
  const questions = run.questions;
  for (const q of questions.slice(0, 4))
    await api.qbank.submit({ run: run.run.id, question: q.id, answer: wrongOf(q), device_id: randomUUID() });
  const cards = (await api.review.due()).cards.map((c) => c.id);
  await api.review.grade({ card: cards[0]!, grade: 3 });
  const ticket = await api.support.create({ text: "Question 3 looks wrong.", category: "0" });
  const key = await api.revisionKeys.save({ question: questions[5]!.id });
  await api.qbank.doLaterAdd({ id: questions[6]!.id });
  const examDate = new Date(h.clock.now().getTime() + 60 * DAY).toISOString().slice(0, 10);
  await api.plan.setDate({ exam_date: examDate });

  const writers: Record<string, () => Promise<unknown>> = {
    unkey: () => api.revisionKeys.delete({ id: key.id }),
    key: () => api.revisionKeys.save({ question: questions[7]!.id }),
    close: () => api.support.close({ id: ticket.id }),
    reply: () => api.support.answer({ id: ticket.id, text: "More detail." }),
    reset: () => api.qbank.reset(),
    grade: () => api.review.grade({ card: cards[1]!, grade: 1 }),
    answer: () => api.qbank.submit({ run: run.run.id, question: questions[8]!.id, answer: wrongOf(questions[8]!) }),
    flag: () => api.qbank.doLaterAdd({ id: questions[9]!.id }),
    unflag: () => api.qbank.doLaterRemove({ id: questions[6]!.id }),
    profile: () => api.account.updateProfile({ first_name: "Ann", second_name: "Lee" }),
    plan: () => api.plan.clear(),
  };
  return { api, user, writers };
}

async function rowsLeft(userId: string): Promise<string[]> {
  const left: string[] = [];
  const erased = STOPS.filter((t) => t !== "runs"); // runs stay, anonymised, behind the figures
  for (const table of [...erased, "ticket_answers", "learner_category_stats"] as const) {
    const row = await h.deps.db.selectFrom(table).select("user_id").where("user_id", "=", userId).executeTakeFirst();
    if (row) left.push(table);
  }
  return left;
}

describe("the erasure's lock order", () => {
  it.each(STOPS)(
    "stopped at %s, every write of the person's own rows commits before it or is refused 401, never a deadlock",
    async (stop) => {
      const { api, user, writers } = await learnerWithData();
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let held!: () => void;
      const holding = new Promise<void>((r) => (held = r));
      // Another transaction holds one of the person's rows, so the erasure stops there holding
      // everything it has deleted before it.
      const hold = h.deps.db.transaction().execute(async (trx) => {
        await sql`select 1 from ${sql.table(stop)} where user_id = ${user.id} limit 1 for update`.execute(trx);
        held();
        await released;
      });
      await holding;
      const deletion = api.account.delete({ password: TEST_PASSWORD });
      await until(async () => (await lockWaiters(h.deps.db)) >= 1);

      const settled = new Set<string>();
      const outcomes = Object.entries(writers).map(([name, write]) =>
        write()
          .then(
            () => ({ name, refusal: undefined }),
            (refusal: unknown) => ({ name, refusal }),
          )
          .finally(() => settled.add(name)),
      );
      // Each write has committed or waits on a lock before the erasure goes on.
      await until(async () => settled.size + (await lockWaiters(h.deps.db)) - 1 >= outcomes.length);
      release();
      await hold;

      expect(await deletion).toEqual({ ok: true });
      for (const { name, refusal } of await Promise.all(outcomes)) {
        if (refusal === undefined) continue;
        expect(refusal, name).toBeInstanceOf(TRPCError);
        expect((refusal as TRPCError).code, `${name}: ${(refusal as TRPCError).message}`).toBe("UNAUTHORIZED");
      }
      expect(await rowsLeft(user.id)).toEqual([]);
    },
    30_000,
  );
});
