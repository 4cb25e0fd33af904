import { randomUUID } from "node:crypto";
import { sha256Hex } from "../auth/crypto.ts";
import { createCategoryWithQuestions, insertTestAttempts, insertTestTry, TEST_NOW } from "@qbank/db/testing";
import type { UserRow } from "@qbank/db";
import { unzipSync, strFromU8 } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keyOf, wrongOf } from "#test/answers.ts";
import { failure } from "#test/expect-error.ts";
import { callerFor, createUser, lastMailedToken, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { createHarness } from "#test/harness.ts";
import { Level } from "../shared/levels.ts";
import { DEAD_DELETION_LINK, WRONG_PASSWORD } from "./deletion.ts";
import { pngImage } from "#test/images.ts";

/** UK GDPR rights through the procedures on a real database: a copy of one's data, and erasure. */

let h: Harness;
let categoryId: string;
let questions: string[];

beforeAll(async () => {
  h = await createHarness();
  ({ id: categoryId, questionIds: questions } = await createCategoryWithQuestions(h.deps.db, {
    count: 12,
    name: "Nephrology",
  }));
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

/** Tables that keep payment records after a deletion, for the accounts. */
const PAYMENT_TABLES = ["payments", "checkouts", "subscriptions", "mastery_purchases"];
/** A screenshot whose bytes carry the person's email, as a real one might show it on screen. */
const screenshotOf = (text: string) => Buffer.concat([pngImage(2, 2), Buffer.from(`tEXt${text}`)]);

let people = 0;

/**
 * A learner who has used everything the product keeps: answers in a practice run, a do-later
 * flag, revision keys, a review grade, a ticket with a screenshot and support's answer, a paid
 * plan and attempts, an exam adjustment, a Google sign-in, a password log-in from their own
 * address and a reset link. Returns what names them.
 */
async function activeLearner(options: { withRun?: boolean } = {}) {
  people += 1;
  const first = `Zebediah${people}x`;
  const second = `Quillfeather${people}y`;
  const email = `zq-${people}-${randomUUID().slice(0, 8)}@example.org`;
  const address = `198.51.100.${people}`;
  const learner = await signedIn(h, { email, first_name: first, second_name: second });
  const { api, user, session } = learner;
  const oauthId = `google-uid-${people}-8675309`;
  await h.deps.db
    .insertInto("oauth_accounts")
    .values({ provider: "google", provider_user_id: oauthId, user_id: user.id, created_at: h.clock.now() })
    .execute();

  if (options.withRun) {
    const run = await api.qbank.start({ mode: "all", category: [categoryId] });
    // Not the key's question: a wrong answer to it would add a second card that the one grade also counts for.
    const [a, b] = run.questions.filter((q) => q.id !== questions[4]);
    await api.qbank.submit({ run: run.run.id, question: a!.id, answer: keyOf(a!) });
    await api.qbank.submit({ run: run.run.id, question: b!.id, answer: wrongOf(b!) });
  } else {
    await insertTestTry(h.deps.db, { userId: user.id, questionId: questions[0]!, correct: true, at: h.clock.now() });
  }
  await api.qbank.doLaterAdd({ id: questions[3]! });
  await api.revisionKeys.save({ question: questions[4]! });
  const [card] = (await api.review.due()).cards.filter((c) => c.question.id === questions[4]);
  await api.review.grade({ card: card!.id, grade: 3 });
  await api.account.setAdjustment({
    extra_time_percent: 25,
    reading: { large_text: true, wide_spacing: false, dyslexia_font: false, reduced_motion: false },
  });

  const ticket = await api.support.create({
    text: `Hello, this is ${first} ${second} (${email}). A question is wrong.`,
    questionId: questions[5]!,
    attachment: screenshotOf(email),
  });
  const admin = await signedIn(h, { level: Level.Admin });
  await admin.api.support.answer({ id: ticket.id, text: `Thank you ${first}, we fixed it.` });
  await api.support.answer({ id: ticket.id, text: `Thanks! ${second}` });

  const plan = await api.payments.buyPlan({ price: "silver" });
  await api.payments.payOffline({ id: plan.session_id });
  await api.payments.skipTrial();
  await insertTestAttempts(h.deps.db, user.id, 2, h.clock.now());

  // A password log-in from the learner's own address: a second session and throttle counters.
  const fromHome = callerFor(h, { ip: address });
  await fromHome.api.auth.login({ email, password: TEST_PASSWORD });
  const loginSession = fromHome.cookies.at(-1)!.value;
  await fromHome.api.auth.requestReset({ email });

  const needles = [email, first, second, address, oauthId, session.id, sha256Hex(session.id)];
  needles.push(loginSession, sha256Hex(loginSession));
  return { ...learner, email, first, second, address, needles, ticketId: ticket.id };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every column of every table and materialised view in the test's schema, with its type. */
async function allColumns() {
  const { rows } = await sql<{ table: string; column: string; bytea: boolean }>`
    select c.relname as "table", a.attname as "column", a.atttypid = 'bytea'::regtype as bytea
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'm') and a.attnum > 0 and not a.attisdropped
    order by 1, 2
  `.execute(h.deps.db);
  return rows;
}

/**
 * Every column (as text: text, varchar, json, arrays, ids, all of them; bytea by its bytes)
 * of every table that holds any of the needles, as "table.column".
 */
async function columnsNaming(needles: string[]): Promise<string[]> {
  const patterns = needles.map((n) => `%${escapeLike(n)}%`);
  const hits: string[] = [];
  for (const { table, column, bytea } of await allColumns()) {
    const col = sql.ref(`${table}.${column}`);
    const test = bytea
      ? sql<boolean>`exists (select 1 from unnest(${needles}::text[]) n where position(convert_to(n, 'UTF8') in ${col}) > 0)`
      : sql<boolean>`${col}::text ilike any (${patterns}::text[])`;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${test}`.execute(
      h.deps.db,
    );
    if (rows[0]!.n > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/** Every row of every table, as sorted JSON per table: two snapshots are equal when nothing changed. */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables = [...new Set((await allColumns()).map((c) => c.table))];
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{ j: string }>`select to_jsonb(t)::text as j from ${sql.table(table)} t`.execute(
      h.deps.db,
    );
    out[table] = rows.map((r) => r.j).sort();
  }
  return out;
}

const unzip = (base64: string) => unzipSync(new Uint8Array(Buffer.from(base64, "base64")));

describe("Download my data", () => {
  it("holds the profile, answers with dates, flags, keys, review history, tickets with answers and payments", async () => {
    const p = await activeLearner({ withRun: true });
    await p.api.plan.setDate({ exam_date: "2026-07-01" });
    const file = await p.api.account.exportData();
    expect(file.file_name).toBe("plab-qbank-data-2026-06-17.zip");
    const files = unzip(file.content_base64);
    expect(Object.keys(files).sort()).toEqual(["answers.csv", "data.json", `screenshots/${p.ticketId}.png`]);
    const data = JSON.parse(strFromU8(files["data.json"]!)) as Record<string, unknown> & {
      answers: { correct: boolean; answered_at: string; your_answer: string }[];
    };

    expect(data.profile).toMatchObject({
      email: p.email,
      first_name: p.first,
      second_name: p.second,
      has_password: true,
    });
    expect(data.sign_in_providers).toEqual([
      {
        provider: "google",
        provider_user_id: expect.stringContaining("google-uid-") as string,
        linked_at: expect.any(String) as string,
      },
    ]);
    expect((data.sessions as unknown[]).length).toBe(2);
    expect(data.exam_adjustment).toMatchObject({ extra_time_percent: 25, large_text: true });
    expect(data.exam_plan).toEqual({
      exam_date: "2026-07-01",
      result: null,
      planned_at: TEST_NOW.replace("Z", ".000Z"),
    });
    expect(data.answers).toHaveLength(2);
    expect(data.answers.map((a) => a.correct).sort()).toEqual([false, true]);
    expect(data.answers[0]).toMatchObject({ answered_at: new Date(TEST_NOW).toISOString(), category: "Nephrology" });
    expect(data.answers.find((a) => !a.correct)?.your_answer).toMatch(/^Wrong/);
    expect(data.runs).toHaveLength(1);
    expect(data.do_later).toEqual([
      {
        question_id: questions[3],
        question: "Nephrology question 4?",
        category: "Nephrology",
        flagged_at: expect.any(String) as string,
      },
    ]);
    expect(data.revision_keys).toMatchObject([{ question_id: questions[4], answer: "Explanation 5 of Nephrology." }]);
    expect(data.review).toMatchObject({
      cards: expect.arrayContaining([expect.objectContaining({ kind: "key", question_id: questions[4] })]) as unknown,
      grades: [{ grade: 3, reviewed_at: new Date(TEST_NOW).toISOString() }],
    });
    expect(data.tickets).toMatchObject([
      {
        id: p.ticketId,
        category: "Question Error",
        status: "Open",
        screenshot: `screenshots/${p.ticketId}.png`,
        answers: [
          { from: "support", text: `Thank you ${p.first}, we fixed it.` },
          { from: "you", text: `Thanks! ${p.second}` },
        ],
      },
    ]);
    expect(data.payments).toMatchObject({
      payments: [{ description: "Silver Plan (local test payment)", amount: 25, currency: "usd" }],
      subscriptions: [{ plan: "silver", status: "active" }],
      mastery_mock_attempts: [{ attempts: 2, used: 0 }],
      checkouts: [{ purchase: "plan", price: "silver", status: "paid" }],
    });
    expect(Buffer.from(files[`screenshots/${p.ticketId}.png`]!).toString()).toContain(p.email);

    const csv = strFromU8(files["answers.csv"]!)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(csv[0]).toBe("answered_at,category,question_id,question,your_answer,correct_answer,correct,mode,seconds");
    expect(csv).toHaveLength(3);
    expect(csv[1]).toMatch(
      /^"2026-06-17T13:00:00.000Z","Nephrology","[0-9a-f-]{36}","Nephrology question \d+\?",".+","Right answer \d+",(true|false),"all",$/,
    );
  });

  it("defuses spreadsheet formulas in the answers file", async () => {
    const { answersCsv } = await import("./export.ts");
    const row = {
      answered_at: "2026-06-17T13:00:00.000Z",
      category: "=HYPERLINK(1)",
      question_id: "q",
      question: 'Say "hi"',
      your_answer: null,
      correct_answer: "-1",
      correct: false,
      mode: null,
      run_id: null,
      seconds: 12,
    };
    expect(answersCsv([row]).split("\r\n")[1]).toBe(
      `"2026-06-17T13:00:00.000Z","'=HYPERLINK(1)","q","Say ""hi""",,"'-1",false,,12`,
    );
  });

  it("carries 20 MB of screenshots in one download and names the ones left on their tickets", async () => {
    const { api } = await signedIn(h);
    // Five tickets, each with a 4.5 MB screenshot: the fifth would take the download past 20 MB.
    const shot = Buffer.concat([pngImage(8, 8), Buffer.alloc(4.5 * 1024 * 1024)]);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      h.clock.advance(1000);
      ids.push((await api.support.create({ category: "0", text: `Screenshot ${i + 1}`, attachment: shot })).id);
    }
    // Two downloads asked at once are built one after the other; both are whole.
    const [file, again] = await Promise.all([api.account.exportData(), api.account.exportData()]);
    expect(again.content_base64).toBe(file.content_base64);
    const files = unzip(file.content_base64);
    expect(Object.keys(files).filter((name) => name.startsWith("screenshots/"))).toEqual(
      ids.slice(0, 4).map((id) => `screenshots/${id}.png`),
    );
    expect(Buffer.from(files[`screenshots/${ids[0]}.png`]!).equals(shot)).toBe(true);
    const data = JSON.parse(strFromU8(files["data.json"]!)) as { tickets: Record<string, unknown>[] };
    expect(data.tickets[3]).toMatchObject({ screenshot: `screenshots/${ids[3]}.png` });
    expect(data.tickets[3]).not.toHaveProperty("screenshot_left_out");
    expect(data.tickets[4]).toMatchObject({
      id: ids[4],
      screenshot: null,
      screenshot_left_out: "Not in this download (it holds 20 MB of screenshots): open the ticket in Support.",
    });
  });

  it("lets an admin download a user's data, and nobody else", async () => {
    const p = await activeLearner();
    const admin = await signedIn(h, { level: Level.Admin });
    const data = JSON.parse(
      strFromU8(unzip((await admin.api.admin.userExport({ id: p.user.id })).content_base64)["data.json"]!),
    ) as {
      profile: { email: string };
    };
    expect(data.profile.email).toBe(p.email);
    const other = await signedIn(h);
    expect((await failure(other.api.admin.userExport({ id: p.user.id }))).code).toBe("FORBIDDEN");
    expect((await failure(admin.api.admin.userExport({ id: "0190a0a0-0000-7000-8000-000000000000" }))).code).toBe(
      "NOT_FOUND",
    );
  });
});

describe("Delete my account", () => {
  it("refuses a wrong or missing password with 400 and changes nothing but the sign-in limit's count", async () => {
    const p = await activeLearner();
    const { auth_throttle: _before, ...before } = await snapshot();
    expect(await failure(p.api.account.delete({ password: "not the password" }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "password", message: WRONG_PASSWORD }],
    });
    expect(await failure(p.api.account.delete({ password: "" }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "password", message: "Please enter your password." }],
    });
    const { auth_throttle: throttles, ...after } = await snapshot();
    expect(after).toEqual(before);
    expect(throttles!.filter((t) => t.includes(`login:pair:${p.user.email}`))).toHaveLength(1);
  });

  it("stops the plan, ends every session and leaves nothing that names the person but the payment records", async () => {
    const p = await activeLearner({ withRun: true });
    const counts = async () => ({
      runs: (
        await h.deps.db.selectFrom("run_questions").select("run_id").where("answered_option", "is not", null).execute()
      ).length,
      learners: (
        await h.deps.db
          .selectFrom("question_answer_counts")
          .select(sql<number>`sum(learners)::int`.as("n"))
          .executeTakeFirst()
      )?.n,
      payments: (await h.deps.db.selectFrom("payments").select("id").where("user_id", "=", p.user.id).execute()).length,
    });
    const kept = await counts();
    expect(await columnsNaming(p.needles)).not.toEqual([]);

    const deleting = callerFor(h, { user: p.user, session: p.session, ip: p.address });
    await expect(deleting.api.account.delete({ password: TEST_PASSWORD })).resolves.toEqual({ ok: true });

    expect(deleting.cookies.at(-1)?.value).toBe("");
    expect((await h.deps.lucia.validateSession(p.session.id)).session).toBeNull();
    const hits = await columnsNaming(p.needles);
    expect(hits.filter((c) => !PAYMENT_TABLES.includes(c.split(".")[0]!))).toEqual([]);

    // Kept: the payment records under the anonymous row, answers behind the figures and shares.
    expect(await counts()).toEqual(kept);
    const sub = await h.deps.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", p.user.id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe("canceled");
    const row = await h.deps.db.selectFrom("users").selectAll().where("id", "=", p.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${p.user.id}@deleted.invalid`,
      first_name: "Deleted",
      second_name: "account",
      password_hash: null,
      level: Level.Blocked,
      deleted_at: new Date(TEST_NOW),
    });

    // The old password and the old session no longer open anything.
    expect((await failure(callerFor(h).api.auth.login({ email: p.email, password: TEST_PASSWORD }))).code).toBe(
      "UNAUTHORIZED",
    );
  });

  it("leaves the same state after two parallel deletions as after one", async () => {
    const once = await activeLearner();
    const twice = await activeLearner();
    await once.api.account.delete({ password: TEST_PASSWORD });
    await Promise.all([
      twice.api.account.delete({ password: TEST_PASSWORD }),
      twice.api.account.delete({ password: TEST_PASSWORD }),
    ]);
    const [a, b] = await Promise.all([stateOf(once.user), stateOf(twice.user)]);
    expect(b).toEqual(a);
    expect(Object.keys(a).sort()).toEqual(["checkouts", "mastery_purchases", "payments", "subscriptions", "users"]);
  });

  it("mails a confirmation link to an account without a password, and the link deletes it once", async () => {
    const { api, user } = await signedIn(h, {
      password_hash: null,
      email: `social-${randomUUID().slice(0, 8)}@example.org`,
    });
    expect(await failure(api.account.delete({ password: "anything" }))).toMatchObject({ code: "BAD_REQUEST" });
    await api.account.requestDeletionLink();
    const token = lastMailedToken(h, user.email, "token");
    const stranger = callerFor(h);
    expect(await failure(stranger.api.account.deleteByLink({ token: "not-a-token" }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "token", message: DEAD_DELETION_LINK }],
    });
    await expect(stranger.api.account.deleteByLink({ token })).resolves.toEqual({ ok: true, user: user.id });
    expect(await columnsNaming([user.email])).toEqual([]);
    expect((await failure(stranger.api.account.deleteByLink({ token }))).code).toBe("BAD_REQUEST");
  });

  it("a password account is asked for its password rather than sent a link", async () => {
    const { api } = await signedIn(h);
    expect(await failure(api.account.requestDeletionLink())).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "password", message: "Please enter your password to delete your account." }],
    });
  });
});

describe("an admin deletes a user", () => {
  it("erases the user as their own deletion does and drops them from the list", async () => {
    const p = await activeLearner({ withRun: true });
    const admin = await signedIn(h, { level: Level.Admin });
    await expect(admin.api.admin.userDelete({ id: p.user.id })).resolves.toEqual({ ok: true });
    await expect(admin.api.admin.userDelete({ id: p.user.id })).resolves.toEqual({ ok: true });
    // The address of a password log-in is known only from this person's own requests (see decisions).
    const hits = await columnsNaming(p.needles.filter((n) => n !== p.address));
    expect(hits.filter((c) => !PAYMENT_TABLES.includes(c.split(".")[0]!))).toEqual([]);
    expect((await admin.api.admin.users({ q: p.email, page: 1 })).total).toBe(0);
    expect((await failure(admin.api.admin.userExport({ id: p.user.id }))).code).toBe("NOT_FOUND");
  });

  it("refuses an admin's own account, an Owner's, and a learner's attempt", async () => {
    const admin = await signedIn(h, { level: Level.Admin });
    const owner = await createUser(h, { level: Level.Owner });
    expect((await failure(admin.api.admin.userDelete({ id: admin.user.id }))).code).toBe("FORBIDDEN");
    expect((await failure(admin.api.admin.userDelete({ id: owner.id }))).code).toBe("FORBIDDEN");
    const learner = await signedIn(h);
    expect((await failure(learner.api.admin.userDelete({ id: owner.id }))).code).toBe("FORBIDDEN");
    expect(
      await h.deps.db.selectFrom("users").select("deleted_at").where("id", "=", owner.id).executeTakeFirst(),
    ).toEqual({
      deleted_at: null,
    });
  });
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?/g;

/**
 * Every row that belongs to a person (it holds their id, or the id of a row that does), by
 * table, with ids and database-made times blanked so two people's states can be compared.
 */
async function stateOf(user: UserRow): Promise<Record<string, string[]>> {
  const all = await snapshot();
  const ids = new Set([user.id]);
  const related: Record<string, string[]> = {};
  for (let pass = 0; pass < 2; pass++) {
    for (const [table, rows] of Object.entries(all)) {
      for (const row of rows) {
        if (![...ids].some((id) => row.includes(id))) continue;
        const id = (JSON.parse(row) as { id?: unknown }).id;
        if (typeof id === "string") ids.add(id);
        related[table] = [...new Set([...(related[table] ?? []), row])];
      }
    }
  }
  return Object.fromEntries(
    Object.entries(related).map(([table, rows]) => [
      table,
      rows.map((r) => r.replaceAll(user.id, "<person>").replace(UUID, "<id>").replace(TIME, "<time>")).sort(),
    ]),
  );
}
