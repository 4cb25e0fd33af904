import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { wrongOf } from "#test/answers.ts";

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** The tables the erasure empties of the person's rows: any row left was written after it. */
const ERASED_TABLES = [
  "tickets",
  "ticket_answers",
  "revision_keys",
  "do_later",
  "review_cards",
  "review_logs",
  "tries",
  "device_requests",
] as const;

async function rowsLeft(userId: string): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const table of ERASED_TABLES) {
    const rows = await h.deps.db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute();
    if (rows.length > 0) left[table] = rows.length;
  }
  return left;
}

type Writer = "ticket" | "key" | "flag" | "answer" | "profile" | "grade" | "reply" | "close" | "unkey";
// Writers that only insert, and writers that first touch a row of the person's the erasure
// deletes (a ticket's answer and close, a key's deletion): the lock order of both kinds.
const WRITERS: Writer[] = ["ticket", "key", "flag", "answer", "profile", "grade", "reply", "close", "unkey"];

describe("writes of an account's own session while the account is erased", () => {
  it(
    "commit before the erasure and are erased with it, or are refused with 401, in 10 rounds of 20 writers",
    { timeout: 120_000 },
    async () => {
      const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 12 });
      for (let round = 0; round < 10; round++) {
        const { api, user } = await signedIn(h, { level: 5 });
        const run = await api.qbank.start({ mode: "all", category: [cat.id] });
        const questions = run.questions;
        for (const q of questions.slice(0, 4))
          await api.qbank.submit({ run: run.run.id, question: q.id, answer: wrongOf(q) });
        const cards = (await api.review.due()).cards.map((c) => c.id);
        expect(cards.length).toBeGreaterThanOrEqual(4);
        const tickets = await Promise.all(
          [0, 1].map((t) => api.support.create({ text: `Question ${t} looks wrong.`, category: "0" })),
        );
        const keys = await Promise.all(
          questions.slice(4, 8).map(async (q) => (await api.revisionKeys.save({ question: q.id })).id),
        );

        const write = (kind: Writer, i: number): Promise<unknown> => {
          const q = questions[i % questions.length]!;
          switch (kind) {
            case "ticket":
              return api.support.create({ text: `Please help ${user.email}, attempt ${i}.`, category: "0" });
            case "key":
              return api.revisionKeys.save({ question: q.id, device_id: randomUUID() });
            case "flag":
              return api.qbank.doLaterAdd({ id: q.id, device_id: randomUUID() });
            case "answer":
              return api.qbank.submit({ run: run.run.id, question: q.id, answer: wrongOf(q), device_id: randomUUID() });
            case "profile":
              return api.account.updateProfile({ first_name: "Ann", second_name: `Lee ${i}` });
            case "reply":
              return api.support.answer({ id: tickets[i % 2]!.id, text: `More detail ${i}.` });
            case "close":
              return api.support.close({ id: tickets[i % 2]!.id });
            case "unkey": {
              // Each key is deleted once: then the writer saves one instead.
              const key = keys.shift();
              return key ? api.revisionKeys.delete({ id: key }) : api.revisionKeys.save({ question: q.id });
            }
            case "grade": {
              // Each card is due once: a card graded, the writer changes the profile instead.
              const card = cards.shift();
              return card
                ? api.review.grade({ card, grade: 3 })
                : api.account.updateProfile({ first_name: "Ann", second_name: `Lee ${i}` });
            }
          }
        };

        let erased = false;
        const refusals: unknown[] = [];
        const afterErasure: PromiseSettledResult<unknown>[] = [];
        const deletion = api.account.delete({ password: TEST_PASSWORD }).finally(() => (erased = true));
        // Each writer writes a few times in a row while the erasure runs, then once after it.
        // (Writers that never pause would hold the account's row shared and keep the erasure
        // waiting: the database lets new shared locks in past a waiting exclusive one.)
        const writer = async (n: number) => {
          const kind = WRITERS[n % WRITERS.length]!;
          for (let i = n; !erased && i < 20 * 4; i += 20) {
            await write(kind, i).catch((e: unknown) => refusals.push(e));
          }
          await deletion.catch(() => undefined);
          afterErasure.push(...(await Promise.allSettled([write(kind, n)])));
        };
        const [deleted] = await Promise.all([deletion, ...Array.from({ length: 20 }, (_, n) => writer(n))]);

        expect(deleted).toEqual({ ok: true });
        for (const e of refusals) {
          expect(e, `round ${round}`).toBeInstanceOf(TRPCError);
          expect((e as TRPCError).code, `round ${round}: ${String(e)}`).toBe("UNAUTHORIZED");
        }
        expect(afterErasure).toHaveLength(20);
        for (const s of afterErasure) {
          expect(s.status, `round ${round}`).toBe("rejected");
          if (s.status === "rejected") expect((s.reason as TRPCError).code).toBe("UNAUTHORIZED");
        }
        expect(await rowsLeft(user.id), `round ${round}`).toEqual({});
        const row = await h.deps.db
          .selectFrom("users")
          .select(["first_name", "second_name", "deleted_at"])
          .where("id", "=", user.id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ first_name: "Deleted", second_name: "account" });
        expect(row.deleted_at).not.toBeNull();
      }
    },
  );
});
