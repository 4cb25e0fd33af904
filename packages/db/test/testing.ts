import { readFile, writeFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type Db, type DbHandle } from "../src/create-db.ts";
import { newId } from "../src/ids.ts";
import { recordFirstAnswers } from "../src/queries/first-answers.ts";
import { migrateToLatest } from "../src/migrate.ts";
import type { NewUser, UserRow } from "../src/schema.ts";

/**
 * Test databases. With TEST_DATABASE_URL each call gets its own freshly migrated schema in
 * that PostgreSQL database; without it, a copy of one migrated PGlite template.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** Where every test's clock starts: a Wednesday afternoon in London, far from any boundary. */
export const TEST_NOW = "2026-06-17T13:00:00Z";
const TEMPLATE_ENV = "QBANK_PGLITE_TEMPLATE";

/** Run once per test run (vitest globalSetup): migrates a PGlite and dumps it to a file. */
export async function preparePgliteTemplate(): Promise<string | undefined> {
  if (testDatabaseUrl) return undefined;
  const handle = await createDb();
  await migrateToLatest(handle.db);
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const file = join(await mkdtemp(join(tmpdir(), "qbank-test-")), "template.tar");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return file;
}

export async function createTestDb(): Promise<DbHandle> {
  if (testDatabaseUrl) return createPostgresSchemaDb(testDatabaseUrl);
  const file = process.env[TEMPLATE_ENV];
  if (!file) {
    const handle = await createDb();
    await migrateToLatest(handle.db);
    return handle;
  }
  const tarball = await readFile(file);
  return createDb({ loadDataDir: new Blob([tarball]) });
}

async function createPostgresSchemaDb(url: string): Promise<DbHandle> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await createDb({ databaseUrl: url, searchPath: schema, maxConnections: 25 });
  try {
    await migrateToLatest(handle.db, schema);
  } catch (error) {
    await handle.close();
    await dropSchema(url, schema);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropSchema(url, schema);
    },
  };
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  await cleanup.query(`drop schema if exists ${schema} cascade`);
  await cleanup.end();
}

/** A confirmed user; every field can be overridden (a level, a reset time, no password). */
export async function insertTestUser(
  db: Db,
  fields: Partial<NewUser> & { password_hash: string | null; email_verified_at: Date | null },
): Promise<UserRow> {
  const id = fields.id ?? newId();
  return db
    .insertInto("users")
    .values({
      id,
      email: `user-${id}@example.com`,
      first_name: "Test",
      second_name: "User",
      level: 2,
      qbank_reset_at: null,
      stripe_customer_id: null,
      created_at: new Date(TEST_NOW),
      updated_at: new Date(TEST_NOW),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One answer in a learner's history, at a chosen instant. */
export async function insertTestTry(
  db: Db,
  t: { userId: string; questionId: string; correct: boolean; at: Date; runId?: string },
): Promise<void> {
  await db
    .insertInto("tries")
    .values({
      id: newId(),
      user_id: t.userId,
      question_id: t.questionId,
      run_id: t.runId ?? null,
      correct: t.correct,
      created_at: t.at,
    })
    .execute();
}

/** Mastery-mock attempts bought by a learner. */
export async function insertTestAttempts(db: Db, userId: string, attempts: number, at: Date): Promise<void> {
  await db
    .insertInto("mastery_purchases")
    .values({ id: newId(), user_id: userId, attempts, stripe_checkout_session_id: null, created_at: at })
    .execute();
}

/** A category with `count` questions whose option 1 is the key ("Right answer N"). */
export async function createCategoryWithQuestions(
  db: Db,
  options: { level?: number; count?: number; name?: string; rank?: number } = {},
): Promise<{ id: string; name: string; questionIds: string[] }> {
  const id = newId();
  const name = options.name ?? `Cat ${id.slice(-6)}`;
  await db
    .insertInto("categories")
    .values({ id, name, level: options.level ?? 2, rank: options.rank ?? 1, created_at: new Date(TEST_NOW) })
    .execute();
  const questionIds = Array.from({ length: options.count ?? 5 }, () => newId());
  if (questionIds.length > 0) {
    await db
      .insertInto("questions")
      .values(
        questionIds.map((qid, i) => ({
          id: qid,
          category_id: id,
          question_text: `${name} question ${i + 1}?`,
          explanation_text: `Explanation ${i + 1} of ${name}.`,
          options: [`Right answer ${i + 1}`, "Wrong B", "Wrong C", "Wrong D", "Wrong E"],
          image_id: null,
          image_name: null,
          url: null,
          created_at: new Date(TEST_NOW),
          updated_at: new Date(TEST_NOW),
        })),
      )
      .execute();
  }
  return { id, name, questionIds };
}

/**
 * First answers of new learners to one question, one learner per stored option number in
 * `picks` (1 is the key), recorded as the app records them (counters included).
 */
export async function insertTestFirstAnswers(db: Db, questionId: string, picks: number[], at: Date): Promise<void> {
  const rows = [];
  for (const option of picks) {
    const user = await insertTestUser(db, { password_hash: null, email_verified_at: at, level: 3 });
    rows.push({ user_id: user.id, question_id: questionId, option, correct: option === 1, answered_at: at });
  }
  await recordFirstAnswers(db, rows);
}
