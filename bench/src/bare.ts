/**
 * The baseline: a bare node:http + pg server answering each benchmarked endpoint with the same
 * SQL the app runs (reproduced from packages/db/src/queries/*, with the same parallelism and
 * transactions) and the work the product must do around it, written by hand: the session
 * cookie's look-up (the app's session query, by the SHA-256 of the id, with Lucia's sliding
 * expiry), the XSRF token's HMAC (checked on every request as the app does to decide whether to
 * issue a new one, and the header compared on POSTs), the app's fixed security headers and a
 * request id on every answer. It leaves out the framework: Express and its middleware, tRPC,
 * zod input and output checks, the legacy envelope's key renaming, logging.
 *
 *   BENCH_DATABASE_URL=... BARE_SESSION_SECRET=... BARE_HEADERS='{"name":"value"}' PORT=4000 \
 *     node --import tsx bench/src/bare.ts
 *
 * With BARE_FRAMEWORK=express the same routes run on a bare Express 5 app instead (Express's
 * routing and JSON body parser, nothing else of the app's); with BARE_FRAMEWORK=stack on the
 * client's whole stack without the app's own code (stack-floor.ts).
 *
 * Same paths as the app's legacy REST adapter, so the harness sends the same requests, plus
 * GET /__bench/runs and POST /__bench/cleanup for the exam runs it created (the harness deletes
 * them after the run so the benchmark leaves the database as it found it).
 */
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import express from "express";
import pg from "pg";
import {
  addStackRoutes,
  luciaSessions,
  throughKysely,
  type Handler as StackHandler,
  type Queries,
  type QueryPool,
  type SessionRow,
} from "./stack-floor.ts";
import { benchDatabaseUrl } from "./common.ts";

const TIMEZONE = process.env.APP_TIMEZONE ?? "Europe/London";
const EXAM_QUESTIONS = 180;
const PAGE_SIZE = 10;
const TIMED_RUN_MS = 3 * 60 * 60 * 1000 + 5_000;
const EXCLUDED_LEVELS = [6, 9];
const EPOCH = new Date(0);

/** A UUIDv7 as the app makes them (time-ordered), without loading the app's packages. */
function newId(): string {
  const bytes = randomBytes(16);
  const ms = BigInt(Date.now());
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The app reads int8 as number; so does the baseline.
pg.types.setTypeParser(20, Number);

const framework =
  process.env.BARE_FRAMEWORK === "express" || process.env.BARE_FRAMEWORK === "stack"
    ? process.env.BARE_FRAMEWORK
    : "node:http";

const pgPool = new pg.Pool({ connectionString: benchDatabaseUrl(), max: 10 });
/** The stack's floor runs the same statements through Kysely. */
const pool: QueryPool = framework === "stack" ? throughKysely(pgPool) : pgPool;

type Queryable = Queries;
async function rows<T extends pg.QueryResultRow>(db: Queryable, text: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(text, params)).rows;
}

interface User {
  id: string;
  level: number;
  since: Date;
}

const SESSION_COOKIE = "qbank_session";
const XSRF_COOKIE = "XSRF-TOKEN";
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = 30 * DAY_MS;
const secret = process.env.BARE_SESSION_SECRET ?? "";
/** The app's fixed security headers, as the harness read them from one of its answers. */
const fixedHeaders = JSON.parse(process.env.BARE_HEADERS ?? "{}") as Record<string, string>;

function cookiesOf(req: IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return out;
}

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
const xsrfMac = (value: string, sessionId: string) =>
  createHmac("sha256", secret)
    .update(`${sha256Hex(sessionId)}.${value}`)
    .digest("base64url");

/** The app's signed double-submit token: a value and its HMAC bound to the session. */
function xsrfValid(token: string | undefined, sessionId: string): boolean {
  if (!token || token.length > 200) return false;
  const [value, signature] = token.split(".");
  if (!value || !signature) return false;
  const expected = Buffer.from(xsrfMac(value, sessionId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The session's learner by the id's SHA-256 with its expiry (packages/db/src/queries/sessions.ts). */
async function findSession(sessionId: string): Promise<{ user: SessionRow; expiresAt: Date } | undefined> {
  const [row] = await rows<SessionRow & { session_expires_at: Date }>(
    pool,
    `select "users".*, "sessions"."id" as "session_id", "sessions"."expires_at" as "session_expires_at"
     from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = $1
       and "sessions"."epoch" = "users"."session_epoch"`,
    [sha256Hex(sessionId)],
  );
  return row && { user: row, expiresAt: row.session_expires_at };
}

async function renewSession(sessionId: string, expiresAt: Date): Promise<void> {
  await pool.query(`update "sessions" set "expires_at" = $1 where "id" = $2`, [expiresAt, sha256Hex(sessionId)]);
}

/** The live session's learner, renewed in the second half of its 30 days: by hand, or by Lucia on the stack. */
const sessionUser =
  framework === "stack"
    ? luciaSessions(findSession, renewSession)
    : async (sessionId: string): Promise<SessionRow | undefined> => {
        const found = await findSession(sessionId);
        if (!found || found.expiresAt.getTime() <= Date.now()) return undefined;
        if (found.expiresAt.getTime() - Date.now() < SESSION_MS / 2) {
          await renewSession(sessionId, new Date(Date.now() + SESSION_MS));
        }
        return found.user;
      };

/**
 * The learner of the session cookie, read on every request with the app's query
 * (packages/db/src/queries/sessions.ts), renewed as Lucia does in the second half of its
 * 30 days; then the XSRF rules. A string is the refusal's status and message.
 */
async function userOf(req: IncomingMessage, res: ServerResponse): Promise<User | [number, string]> {
  const cookies = cookiesOf(req);
  const sessionId = cookies.get(SESSION_COOKIE);
  if (!sessionId) return [401, "Please sign in"];
  const row = await sessionUser(sessionId);
  if (!row) return [401, "Please sign in"];
  const token = cookies.get(XSRF_COOKIE);
  const tokenValid = xsrfValid(token, sessionId);
  if (req.method === "POST" && !(tokenValid && req.headers["x-xsrf-token"] === token)) {
    return [403, "Your session has expired. Please reload the page and try again."];
  }
  if (!tokenValid) {
    const value = randomBytes(18).toString("base64url");
    res.setHeader("set-cookie", `${XSRF_COOKIE}=${value}.${xsrfMac(value, sessionId)}; Path=/; SameSite=Lax`);
  }
  return { id: row.id, level: row.level, since: row.qbank_reset_at ?? EPOCH };
}

// ---- the app's queries (packages/db/src/queries/*), same SQL ----

async function rightWrongByCategory(db: Queryable, u: User, categoryIds?: string[]) {
  const filter = categoryIds ? `and category_id = any($2::uuid[])` : "";
  const found = await rows<{ category_id: string; right_count: number; wrong_count: number }>(
    db,
    `select s.category_id, s.right_count, s.wrong_count from learner_category_stats s where s.user_id = $1 ${filter}`,
    categoryIds ? [u.id, categoryIds] : [u.id],
  );
  return new Map(found.map((r) => [r.category_id, { right: r.right_count, wrong: r.wrong_count }]));
}

/** tries.ts triesInCategory: the category's live questions gathered in the statement. */
async function triesInCategory(u: User, categoryId: string) {
  return byQuestion(
    await rows<{ id: string; question_id: string; correct: boolean }>(
      pool,
      `select "id", "question_id", "correct" from "tries"
       where "user_id" = $1
         and question_id = any(array(select id from questions where category_id = $2 and retired_at is null))
         and "created_at" > $3
       order by "question_id", "created_at", "id"`,
      [u.id, categoryId, u.since],
    ),
  );
}

function byQuestion(found: { id: string; question_id: string; correct: boolean }[]) {
  const out = new Map<string, { id: string; correct: boolean }[]>();
  for (const r of found) {
    const list = out.get(r.question_id) ?? [];
    list.push({ id: r.id, correct: r.correct });
    out.set(r.question_id, list);
  }
  return out;
}

async function triesForQuestions(u: User, questionIds: string[]) {
  if (questionIds.length === 0) return new Map<string, { id: string; correct: boolean }[]>();
  const found = await rows<{ id: string; question_id: string; correct: boolean }>(
    pool,
    `select "id", "question_id", "correct" from "tries"
     where "user_id" = $1 and question_id = any($2::uuid[])
       and "created_at" > $3
     order by "question_id", "created_at", "id"`,
    [u.id, questionIds, u.since],
  );
  return byQuestion(found);
}

interface RunRow {
  id: string;
  user_id: string;
  mode: string;
  category_ids: string[];
  question_count: number;
  started_at: Date;
  deadline_at: Date | null;
  ended_at: Date | null;
}

const runTally = async (db: Queryable, runId: string) =>
  (
    await rows<{ total: number; answered: number; correct: number }>(
      db,
      `select count(*)::int as "total", count(answered_option)::int as "answered",
              count(*) filter (where correct)::int as "correct"
       from "run_questions" where "run_id" = $1`,
      [runId],
    )
  )[0]!;

function runQuestions(runId: string, page: { limit?: number; questionId?: string }) {
  const params: unknown[] = [runId];
  let where = `where "rq"."run_id" = $1`;
  if (page.questionId !== undefined) {
    params.push(page.questionId);
    where += ` and "rq"."question_id" = $${params.length}`;
  }
  let limit = "";
  if (page.limit !== undefined) {
    params.push(page.limit);
    limit = ` limit $${params.length}`;
  }
  return rows<{
    position: number;
    question_id: string;
    option_order: number[];
    answered_option: number | null;
    correct: boolean | null;
    question_text: string;
    explanation_text: string;
    options: string[];
    image_name: string | null;
    url: string | null;
    category_id: string;
    category_name: string;
    has_image: boolean;
  }>(
    pool,
    `select "rq"."position", "rq"."question_id", "rq"."option_order", "rq"."answered_option", "rq"."correct",
            "q"."question_text", "q"."explanation_text", "q"."options", "q"."image_name", "q"."url",
            "c"."id" as "category_id", "c"."name" as "category_name", q.image_id is not null as "has_image"
     from "run_questions" as "rq"
     inner join "questions" as "q" on "q"."id" = "rq"."question_id"
     inner join "categories" as "c" on "c"."id" = "q"."category_id"
     ${where} order by "rq"."position"${limit}`,
    params,
  );
}

// ---- endpoints ----

type Handler = StackHandler<User>;

/** GET /api/qbank/categories: bank.categories. */
const listLearnerCategories = (u: User) =>
  rows<{
    id: string;
    name: string;
    level: number;
    rank: number;
    question_count: number;
    right: number;
    wrong: number;
    flagged: number;
  }>(
    pool,
    `select c.id, c.name, c.level, c.rank,
            c.live_question_count as question_count,
            coalesce(s.right_count, 0) as right,
            coalesce(s.wrong_count, 0) as wrong,
            coalesce(f.flagged, 0) as flagged
     from categories c
     left join learner_category_stats s on s.user_id = $1 and s.category_id = c.id
     left join (
       select q.category_id, count(*)::int as flagged
       from do_later d join questions q on q.id = d.question_id
       where d.user_id = $1
       group by q.category_id
     ) f on f.category_id = c.id
     where c.level <= $2 and c.level <> all($3::int[])
     order by c.rank, c.name, c.id`,
    [u.id, u.level, EXCLUDED_LEVELS],
  );

const categories: Handler = (u) => listLearnerCategories(u);

/** POST /api/qbank/category {id}: bank.category. */
const category: Handler = async (u, body) => {
  const id = String(body.id);
  const [found] = await rows<{ id: string; name: string; level: number; rank: number }>(
    pool,
    `select "id", "name", "level", "rank" from "categories" where "id" = $1 and "level" <= $2 and level <> all($3::int[])`,
    [id, u.level, EXCLUDED_LEVELS],
  );
  if (!found) return undefined;
  const [questions, tries, counts] = await Promise.all([
    rows<{ id: string; question_text: string }>(
      pool,
      `select "id", "question_text" from "questions" where "category_id" = $1 and "retired_at" is null order by "id"`,
      [id],
    ),
    triesInCategory(u, id),
    rightWrongByCategory(pool, u, [id]),
  ]);
  return {
    right: counts.get(id)?.right ?? 0,
    wrong: counts.get(id)?.wrong ?? 0,
    category: {
      ...found,
      questions: questions.map((q) => ({ id: q.id, question_text: q.question_text, tries: tries.get(q.id) ?? [] })),
    },
  };
};

const CATEGORY_PAGE_SIZE = 50;
const CATEGORY_ORDERS: Record<number, string> = {
  0: "p.number",
  1: "p.right_tries desc, p.number",
  2: "p.wrong_tries desc, p.number",
  3: "p.right_tries + p.wrong_tries desc, p.number",
};

/** GET /trpc/qbank.categoryPage?input={id, sort, cursor}: bank.categoryPage. */
const categoryPage: Handler = async (u, _body, url) => {
  const input = JSON.parse(url.searchParams.get("input") ?? "{}") as { id?: string; sort?: number; cursor?: number };
  const id = String(input.id);
  const offset = input.cursor ?? 0;
  const [found] = await rows<{ id: string; name: string; level: number; rank: number; question_count: number }>(
    pool,
    `select "id", "name", "level", "rank", "live_question_count" as "question_count" from "categories"
     where "id" = $1 and "level" <= $2 and level <> all($3::int[])`,
    [id, u.level, EXCLUDED_LEVELS],
  );
  if (!found) return undefined;
  const order = CATEGORY_ORDERS[input.sort ?? 0]!;
  const [questions, counts] = await Promise.all([
    rows<{ id: string; number: number; question_text: string; tries: unknown }>(
      pool,
      `with live as (
         select q.id, row_number() over (order by q.id)::int as number
         from questions q where q.category_id = $1 and q.retired_at is null
       ),
       counts as (
         select t.question_id,
                count(*) filter (where t.correct)::int as right_tries,
                count(*) filter (where not t.correct)::int as wrong_tries
         from tries t
         where t.user_id = $2 and t.question_id in (select id from live) and t.created_at > $3
         group by t.question_id
       ),
       page as (
         select p.* from (
           select l.id, l.number, coalesce(c.right_tries, 0) as right_tries, coalesce(c.wrong_tries, 0) as wrong_tries
           from live l left join counts c on c.question_id = l.id
         ) p
         order by ${order}
         limit $4 offset $5
       )
       select p.id, p.number, q.question_text,
              coalesce((
                select json_agg(json_build_object('id', t.id, 'correct', t.correct) order by t.created_at, t.id)
                from tries t
                where t.user_id = $2 and t.question_id = p.id and t.created_at > $3
              ), '[]'::json) as tries
       from page p
       join questions q on q.id = p.id
       order by ${order}`,
      [id, u.id, u.since, CATEGORY_PAGE_SIZE + 1, offset],
    ),
    rightWrongByCategory(pool, u, [id]),
  ]);
  const { question_count: total, ...category } = found;
  return {
    result: {
      data: {
        right: counts.get(id)?.right ?? 0,
        wrong: counts.get(id)?.wrong ?? 0,
        total,
        category,
        questions: questions.slice(0, CATEGORY_PAGE_SIZE),
        next: questions.length > CATEGORY_PAGE_SIZE ? offset + CATEGORY_PAGE_SIZE : null,
      },
    },
  };
};

function shuffled(): number[] {
  const order = [1, 2, 3, 4, 5];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Exam runs this server created: the harness submits answers to them, then has them deleted. */
const created: { id: string; user_id: string; questions: string[] }[] = [];

async function timedPage(u: User, run: RunRow) {
  const tally = await runTally(pool, run.id);
  const upTo = Math.max(PAGE_SIZE, Math.ceil((tally.answered + 1) / PAGE_SIZE) * PAGE_SIZE);
  const page = await runQuestions(run.id, { limit: upTo });
  const ids = page.map((r) => r.question_id);
  const [tries, saved, doLater] = await Promise.all([
    triesForQuestions(u, ids),
    rows<{ question_id: string }>(
      pool,
      `select "question_id" from "revision_keys" where "user_id" = $1 and question_id = any($2::uuid[])`,
      [u.id, ids],
    ),
    rows<{ question_id: string }>(
      pool,
      `select "question_id" from "do_later" where "user_id" = $1 and question_id = any($2::uuid[])
       order by "created_at", "question_id"`,
      [u.id, ids],
    ),
  ]);
  const savedIds = new Set(saved.map((r) => r.question_id));
  return {
    run: { id: run.id, mode: run.mode, deadline_at: run.deadline_at, ended: false },
    questions: page.map((r) => ({
      _id: r.question_id,
      question_text: r.question_text,
      answer_array: r.option_order.map((n, i) => ({ number: i + 1, text: r.options[n - 1] })),
      category: { _id: r.category_id, name: r.category_name },
      image_name: r.image_name,
      url: r.url,
      tries: tries.get(r.question_id) ?? [],
      saved: savedIds.has(r.question_id),
    })),
    doLater: doLater.map((r) => r.question_id),
    length: run.question_count,
  };
}

/**
 * POST /api/qbank/start/mock: runs.startExam (a learner without an open exam gets a new one), in
 * one transaction holding the learner's row lock, as the app's.
 */
const startMock: Handler = async (u) => {
  const now = new Date();
  const client = await pool.connect();
  let run: RunRow;
  try {
    await client.query("begin");
    await client.query(`select "id" from "users" where "id" = $1 for update`, [u.id]);
    await rows<RunRow>(
      client,
      `select * from "runs" where "ended_at" is null and "deadline_at" <= $1 and "user_id" = $2`,
      [now, u.id],
    );
    const [open] = await rows<RunRow>(
      client,
      `select * from "runs" where "user_id" = $1 and "ended_at" is null and "deadline_at" > $2
       order by "started_at" desc, "id" desc limit $3`,
      [u.id, now, 1],
    );
    if (open?.mode === "exam") {
      run = open;
    } else {
      const categoryIds = (
        await rows<{ id: string }>(
          client,
          `select "id" from "categories" where "level" <= $1 and level <> all($2::int[])`,
          [u.level, EXCLUDED_LEVELS],
        )
      ).map((r) => r.id);
      const ids = (
        await rows<{ id: string }>(
          client,
          `select "id" from "questions" where category_id = any($1::uuid[])
             and "retired_at" is null order by random() limit $2`,
          [categoryIds, EXAM_QUESTIONS],
        )
      ).map((r) => r.id);
      await client.query(
        `update "runs" set "ended_at" = $1 where "user_id" = $2 and "ended_at" is null and "deadline_at" is null`,
        [now, u.id],
      );
      const [adjustment] = await rows<{ extra_time_percent: number }>(
        client,
        `select "extra_time_percent" from "account_adjustments" where "user_id" = $1`,
        [u.id],
      );
      const allowed = TIMED_RUN_MS * (1 + (adjustment?.extra_time_percent ?? 0) / 100);
      [run] = (await rows<RunRow>(
        client,
        `insert into "runs" ("id", "user_id", "mode", "category_ids", "question_count", "started_at", "deadline_at")
         values ($1, $2, $3, $4, $5, $6, $7) returning *`,
        [newId(), u.id, "exam", categoryIds, 0, now, new Date(now.getTime() + allowed)],
      )) as [RunRow];
      await client.query(
        `insert into run_questions (run_id, position, question_id, option_order)
         select $1::uuid, $2::int + q.n::int, q.question_id, q.option_order::int[]
         from unnest($3::uuid[], $4::text[]) with ordinality as q(question_id, option_order, n)`,
        [run.id, 0, ids, ids.map(() => `{${shuffled().join(",")}}`)],
      );
      await client.query(`update "runs" set "question_count" = $1 where "id" = $2`, [ids.length, run.id]);
      run = { ...run, question_count: ids.length };
      created.push({ id: run.id, user_id: u.id, questions: ids });
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  return timedPage(u, run);
};

/** Seconds on a timed run's question, capped (packages/db/src/queries/pacing.ts). */
const QUESTION_TIME_CAP_SECONDS = 600;

/** POST /api/qbank/submit {question, answer}: runs.submit on the learner's open run holding the question. */
const submit: Handler = async (u, body) => {
  const question = String(body.question);
  const answer = Number(body.answer);
  const now = new Date();
  const [run] = await rows<RunRow>(
    pool,
    `select "r".* from "runs" as "r" where "r"."user_id" = $1 and "r"."ended_at" is null
       and ("r"."deadline_at" is null or "r"."deadline_at" > $2)
       and exists (select "rq"."run_id" from "run_questions" as "rq" where "rq"."run_id" = "r"."id" and "rq"."question_id" = $3)
     order by "r"."started_at" desc, "r"."id" desc limit $4`,
    [u.id, now, question, 1],
  );
  if (!run) return undefined;
  const [rq] = await rows<{ option_order: number[]; answered_option: number | null; correct: boolean | null }>(
    pool,
    `select "option_order", "answered_option", "correct" from "run_questions" where "run_id" = $1 and "question_id" = $2`,
    [run.id, question],
  );
  if (!rq) return undefined;
  const timed = run.mode === "exam" || run.mode === "mastery";
  const stored = timed ? rq.option_order[answer - 1]! : answer;
  const correct = stored === 1;
  const cap = QUESTION_TIME_CAP_SECONDS;
  const client = await pool.connect();
  let first: boolean;
  try {
    await client.query("begin");
    // The answer holds the live account against its erasure, then the run against its end.
    const live = await client.query(`select "id" from "users" where "id" = $1 and "deleted_at" is null for key share`, [
      u.id,
    ]);
    const locked = await client.query(`select * from "runs" where "id" = $1 for share`, [run.id]);
    if (live.rowCount !== 1 || locked.rowCount !== 1) throw new Error("the learner or the run is gone");
    const answered = await client.query(
      `update "run_questions" set "answered_option" = $1, "correct" = $2, "answered_at" = $3, "answer_seconds" = least($4::int, round(case
          when shown_at is not null then seen_seconds + least($5::int, greatest(0, extract(epoch from ($6::timestamptz - "shown_at"))))
          when seen_seconds > 0 then seen_seconds
          else least($7::int, greatest(0, extract(epoch from ($8::timestamptz - (select greatest(r.started_at, max(x.answered_at)) from runs r
                              left join run_questions x on x.run_id = r.id and x.answered_at is not null
                              where r.id = $9::uuid group by r.started_at))))) end)::int), "shown_at" = $10
       where "run_id" = $11 and "question_id" = $12 and "answered_option" is null
         and exists (select "runs"."id" from "runs" where "runs"."id" = $13 and "runs"."ended_at" is null
                       and ("runs"."deadline_at" is null or "runs"."deadline_at" > $14))
       returning "position"`,
      [stored, correct, now, cap, cap, now, cap, now, run.id, null, run.id, question, run.id, now],
    );
    first = answered.rowCount === 1;
    if (first && !timed) {
      await client.query(
        `insert into "tries" ("id", "user_id", "question_id", "run_id", "correct", "created_at")
         values ($1, $2, $3, $4, $5, $6)`,
        [newId(), u.id, question, run.id, correct, now],
      );
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  const [, tally] = await Promise.all([runQuestions(run.id, { questionId: question }), runTally(pool, run.id)]);
  return { question, chosen: answer, first, answered: tally.answered, total: run.question_count };
};

const latestTryTotals = async (u: User) =>
  (
    await rows<{ all: number; right: number }>(
      pool,
      `select coalesce(sum(s.right_count + s.wrong_count), 0)::int as all, coalesce(sum(s.right_count), 0)::int as right
       from learner_category_stats s where s.user_id = $1`,
      [u.id],
    )
  )[0] ?? { all: 0, right: 0 };

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

const questionPercentage = async (u: User) => {
  const t = await latestTryTotals(u);
  return { right: percent(t.right, t.all), wrong: percent(t.all - t.right, t.all), all: t.all };
};

async function periodStats(u: User, period: "day" | "week") {
  const step = period === "day" ? "interval '1 day'" : "interval '7 days'";
  const count = period === "day" ? 7 : 12;
  const found = await rows<{ start: string; correct: number; wrong: number }>(
    pool,
    `with periods as (
       select generate_series(
         date_trunc($1, now() at time zone $2) - ${step} * $3,
         date_trunc($4, now() at time zone $5),
         ${step}
       ) as local_start
     )
     select to_char(p.local_start, 'YYYY-MM-DD') as start,
            count(t.correct) filter (where t.correct)::int as correct,
            count(t.correct) filter (where not t.correct)::int as wrong
     from periods p
     left join tries t
       on t.user_id = $6
      and t.created_at >= (p.local_start at time zone $7)
      and t.created_at < ((p.local_start + ${step}) at time zone $8)
      and t.created_at > $9
     group by p.local_start
     order by p.local_start`,
    [period, TIMEZONE, count - 1, period, TIMEZONE, u.id, TIMEZONE, TIMEZONE, u.since],
  );
  return found.map((r) => ({ start: r.start, stats: { correct: r.correct, wrong: r.wrong } }));
}

async function categoryStats(u: User) {
  return (await listLearnerCategories(u)).map(({ name, right, wrong, question_count }) => ({
    name,
    data: { right, wrong, not_answered: Math.max(0, question_count - right - wrong) },
  }));
}

const performance: Handler = async (u) => {
  const [question_percentage, cats, day, week] = await Promise.all([
    questionPercentage(u),
    categoryStats(u),
    periodStats(u, "day"),
    periodStats(u, "week"),
  ]);
  return { result: { data: { question_percentage, categories: cats, day, week } } };
};

/** GET /api/user/revision-keys?skip&size&query: listRevisionKeys (a page with its total). */
const revisionKeys: Handler = async (u, _body, url) => {
  const skip = Number(url.searchParams.get("skip") ?? 0);
  const size = Number(url.searchParams.get("size") ?? 10);
  const query = url.searchParams.get("query") ?? "";
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const keys = `with "k" as materialized (
       select "rk"."id", "rk"."question_id", "q"."question_text", "rk"."answer", "rk"."category_id",
              "c"."name" as "category_name", "rk"."created_at"
       from "revision_keys" as "rk"
       inner join "questions" as "q" on "q"."id" = "rk"."question_id"
       inner join "categories" as "c" on "c"."id" = "rk"."category_id"
       where "rk"."user_id" = $1)`;
  const search =
    query === ""
      ? ""
      : ` where ("k"."question_text" ilike $2 escape '\\' or "k"."answer" ilike $3 escape '\\' or "k"."category_name" ilike $4 escape '\\')`;
  const params: unknown[] = query === "" ? [u.id] : [u.id, pattern, pattern, pattern];
  const page = await rows<Record<string, unknown> & { total: number }>(
    pool,
    `${keys} select "k".*, count(*) over () as "total" from "k"${search}
     order by "k"."created_at" desc, "k"."id" desc
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, size, skip],
  );
  if (page[0] || skip === 0)
    return { revisions: page.map(({ total: _, ...r }) => r), count: Number(page[0]?.total ?? 0) };
  const [total] = await rows<{ n: number }>(pool, `${keys} select count(*) as "n" from "k"${search}`, params);
  return { revisions: [], count: Number(total?.n ?? 0) };
};

// ---- GET /api/plan: readPlan (packages/api/src/plan/service.ts), its statements and arithmetic ----

const DAY = 86_400_000;
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIMEZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const localDay = (now: Date) => {
  const parts: Record<string, string> = {};
  for (const p of dayFormat.formatToParts(now)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
};
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const addDays = (day: string, n: number) => new Date(utcOf(day) + n * DAY).toISOString().slice(0, 10);
const weekdayOf = (day: string) => (new Date(utcOf(day)).getUTCDay() + 6) % 7;
const isRestDay = (day: string) => weekdayOf(day) === 6;
function studyDays(from: string, to: string) {
  const days = Math.round((utcOf(to) - utcOf(from)) / DAY);
  if (days <= 0) return 0;
  const untilRest = (6 - weekdayOf(from) + 7) % 7;
  return days - Math.floor(days / 7) - (untilRest < days % 7 ? 1 : 0);
}
const perDay = (left: number, days: number) => (days === 0 ? 0 : Math.ceil(left / days));

interface PlanFigures {
  unseen: number;
  first_seen_today: number;
  first_seen_week: number;
  done_today: number;
  done_week: number;
  reviews_due: number;
}

const planFigures = async (u: User, categoryIds: string[], today: string, weekStart: string, examDay: string) =>
  (
    await rows<PlanFigures>(
      pool,
      `with week as (
         select t.question_id, t.created_at from tries t
         where t.user_id = $1 and t.created_at > $2 and t.created_at >= ($3::date::timestamp at time zone $4)
       ),
       week_firsts as (
         select w.question_id, min(w.created_at) as first_at from week w
         where not exists (
           select 1 from tries e
           where e.user_id = $1 and e.question_id = w.question_id
             and e.created_at > $2 and e.created_at < ($3::date::timestamp at time zone $4))
         group by w.question_id
       ),
       first_seen as (
         select f.first_at from week_firsts f join questions q on q.id = f.question_id
         where q.category_id = any($5::uuid[]) and q.retired_at is null
       )
       select
         ((select coalesce(sum(c.live_question_count), 0)::int from categories c where c.id = any($5::uuid[]))
           - (select coalesce(sum(s.right_count + s.wrong_count), 0)::int from learner_category_stats s
               where s.user_id = $1 and s.category_id = any($5::uuid[]))
           + (select count(*)::int from questions q
               where q.category_id = any($5::uuid[]) and q.retired_at is not null
                 and exists (select 1 from tries t
                   where t.user_id = $1 and t.question_id = q.id and t.created_at > $2))) as unseen,
         (select count(*)::int from first_seen where first_at >= ($6::date::timestamp at time zone $4)) as first_seen_today,
         (select count(*)::int from first_seen) as first_seen_week,
         (select count(*)::int from week where created_at >= ($6::date::timestamp at time zone $4)) as done_today,
         (select count(*)::int from week) as done_week,
         (select count(distinct c.question_id)::int from review_cards c join questions q on q.id = c.question_id
           where c.user_id = $1 and q.retired_at is null
             and c.due < ($7::date::timestamp at time zone $4)) as reviews_due`,
      [u.id, u.since, weekStart, TIMEZONE, categoryIds, today, examDay],
    )
  )[0]!;

async function weakestAreas(u: User) {
  const found = await rows<{ id: string; name: string; answered: number; correct: number }>(
    pool,
    `with latest as (
       select distinct on (t.question_id) t.question_id, t.correct
       from tries t where t.user_id = $1 and t.created_at > $2
       order by t.question_id, t.created_at desc
     )
     select e.id, e.name, count(*)::int as answered, count(*) filter (where l.correct)::int as correct
     from latest l
     join questions q on q.id = l.question_id
     join categories c on c.id = q.category_id
     join question_areas qa on qa.question_id = l.question_id
     join content_map_entries e on e.id = qa.entry_id
     where q.retired_at is null and e.retired_in is null and (c.level <= $3 and c.level <> all($4::int[]))
     group by e.id, e.name`,
    [u.id, u.since, u.level, EXCLUDED_LEVELS],
  );
  return found
    .map((r) => ({ _id: r.id, name: r.name, right_pct: percent(r.correct, r.answered), answered: r.answered }))
    .sort((a, b) => a.right_pct - b.right_pct || b.answered - a.answered || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map(({ answered: _, ...area }) => area);
}

const plan: Handler = async (u) => {
  const today = localDay(new Date());
  const [[exam], categoryIds] = await Promise.all([
    rows<{ exam_date: string; result: string | null; created_at: Date }>(
      pool,
      `select to_char(exam_date, 'YYYY-MM-DD') as "exam_date", "result", "created_at" from "exam_plans" where "user_id" = $1`,
      [u.id],
    ),
    rows<{ id: string }>(pool, `select "id" from "categories" where ("level" <= $1 and "level" <> all($2::int[]))`, [
      u.level,
      EXCLUDED_LEVELS,
    ]),
  ]);
  const monday = addDays(today, -weekdayOf(today));
  const made = exam ? localDay(exam.created_at) : monday;
  const weekFrom = made > monday && made <= today ? made : monday;
  const examDay = exam && exam.exam_date > today ? exam.exam_date : addDays(today, 1);
  const [f, weakest_areas] = await Promise.all([
    planFigures(
      u,
      categoryIds.map((c) => c.id),
      today,
      weekFrom,
      examDay,
    ),
    weakestAreas(u),
  ]);
  const common = { rest_day: isRestDay(today), due_reviews: f.reviews_due, unseen: f.unseen, weakest_areas };
  if (!exam) {
    return {
      exam_date: null,
      days_left: null,
      daily_target: null,
      today: { done: f.done_today, target: null },
      week: { done: f.done_week, target: null },
      on_track: null,
      ...common,
      exam_passed: false,
      result: null,
    };
  }
  const daysLeft = Math.round((utcOf(exam.exam_date) - utcOf(today)) / DAY);
  const passed = daysLeft < 0;
  const daily = perDay(f.unseen + f.first_seen_today + f.reviews_due, studyDays(today, exam.exam_date));
  const weekly = perDay(f.unseen + f.first_seen_week + f.reviews_due, studyDays(weekFrom, exam.exam_date));
  const beforeToday = studyDays(weekFrom, [today, exam.exam_date].sort()[0]!);
  const studyToday = !isRestDay(today) && today < exam.exam_date;
  return {
    exam_date: exam.exam_date,
    days_left: daysLeft,
    daily_target: passed ? null : daily,
    today: { done: f.done_today, target: passed ? null : studyToday ? daily : 0 },
    week: { done: f.done_week, target: passed ? null : weekly * (beforeToday + (studyToday ? 1 : 0)) },
    on_track: passed ? null : f.done_week >= weekly * beforeToday,
    ...common,
    exam_passed: passed,
    result: exam.result,
  };
};

const routes: Record<string, Handler> = {
  "GET /api/qbank/categories": categories,
  "POST /api/qbank/category": category,
  "GET /trpc/qbank.categoryPage": categoryPage,
  "POST /api/qbank/start/mock": startMock,
  "POST /api/qbank/submit": submit,
  "GET /api/stats/questions": questionPercentage,
  "GET /api/stats/day": (u) => periodStats(u, "day"),
  "GET /api/stats/week": (u) => periodStats(u, "week"),
  "GET /api/stats/categories": categoryStats,
  "GET /api/plan": plan,
  "GET /trpc/stats.performance": performance,
  "GET /api/user/revision-keys": revisionKeys,
};

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...fixedHeaders,
    "x-request-id": randomUUID(),
    "cache-control": "no-store",
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const key = `${req.method} ${url.pathname}`;
  if (key === "GET /healthz") return send(res, 200, { status: "ok" });
  if (key === "GET /__bench/runs") return send(res, 200, created);
  if (key === "POST /__bench/cleanup") {
    const ids = created.splice(0).map((r) => r.id);
    const result = await pool.query(`delete from runs where id = any($1::uuid[])`, [ids]);
    return send(res, 200, { deleted: result.rowCount });
  }
  const handler = routes[key];
  if (!handler) return send(res, 404, { message: [{ object: "path", message: "Not found" }] });
  const body = req.method === "POST" ? await readBody(req) : {};
  const user = await userOf(req, res);
  if (Array.isArray(user)) return send(res, user[0], { message: [{ object: "session", message: user[1] }] });
  const result = await handler(user, body, url);
  if (result === undefined) return send(res, 404, { message: [{ object: "id", message: "Not found" }] });
  // tRPC answers {result: {data}} (the handler shapes it); the legacy REST paths {message}.
  send(res, 200, url.pathname.startsWith("/trpc/") ? result : { message: result });
}

/** The routes on Express alone: each path's handler called straight from its route. */
function addRoutes(app: express.Express) {
  for (const [key, handler] of Object.entries(routes)) {
    const [method, path] = key.split(" ") as ["GET" | "POST", string];
    const route = async (req: express.Request, res: express.Response) => {
      const user = await userOf(req, res);
      if (Array.isArray(user)) return send(res, user[0], { message: [{ object: "session", message: user[1] }] });
      const url = new URL(req.originalUrl, "http://127.0.0.1");
      const result = await handler(user, (req.body ?? {}) as Record<string, unknown>, url);
      if (result === undefined) return send(res, 404, { message: [{ object: "id", message: "Not found" }] });
      send(res, 200, path.startsWith("/trpc/") ? result : { message: result });
    };
    if (method === "GET") app.get(path, route);
    else app.post(path, route);
  }
}

/**
 * The same routes on a bare Express 5 app (`BARE_FRAMEWORK=express`), or on Express with tRPC
 * and zod as the app uses them (`BARE_FRAMEWORK=stack`, stack-floor.ts).
 * Express matches the paths and parses the JSON bodies; the session, XSRF and SQL work is the
 * same functions as the node:http baseline's.
 */
function expressApp(framework: "express" | "stack") {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(express.json({ limit: "100kb" }));
  app.get("/healthz", (_req, res) => send(res, 200, { status: "ok" }));
  app.get("/__bench/runs", (_req, res) => send(res, 200, created));
  app.post("/__bench/cleanup", async (_req, res) => {
    const ids = created.splice(0).map((r) => r.id);
    const result = await pool.query(`delete from runs where id = any($1::uuid[])`, [ids]);
    send(res, 200, { deleted: result.rowCount });
  });
  if (framework === "stack") addStackRoutes(app, { routes, userOf, send, fixedHeaders });
  else addRoutes(app);
  app.use((_req: express.Request, res: express.Response) =>
    send(res, 404, { message: [{ object: "path", message: "Not found" }] }),
  );
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, { message: [{ object: "server", message: "Something went wrong" }] });
  });
  return app;
}

const nodeListener = (req: IncomingMessage, res: ServerResponse) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, { message: [{ object: "server", message: "Something went wrong" }] });
  });
};
const server = createServer(framework === "node:http" ? nodeListener : expressApp(framework));
server.keepAliveTimeout = 60_000;
const port = Number(process.env.PORT ?? 0);
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  console.log(`bare ${framework} listening on ${typeof address === "object" && address ? address.port : port}`);
});

function shutdown() {
  server.close(() => {
    pool.end().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 5_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
