import { createCaller, FixedClock, type ApiDeps, type JobQueue } from "@qbank/api";
import { startImportRun, toSessionUser, type DbHandle } from "@qbank/db";
import { createTestDb, insertTestUser, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "../deps.ts";
import { readEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { inProcessJobs } from "./in-process.ts";
import type { JobRunner } from "./job-runner.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const env = readEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000" }, {});
const logger = createLogger("silent");
const depsWith = (jobs: JobQueue): ApiDeps =>
  createDeps(env, handle.db, logger, jobs, {
    clock: new FixedClock(TEST_NOW),
    mailer: { send: () => Promise.resolve() },
  });
/** Jobs queued with no runner to take them: as a stop leaves them. */
const idle: JobQueue = { wake: () => Promise.resolve(), queueImport: () => Promise.resolve() };

/** An Aiken file of `n` questions. */
const aiken = (n: number, prefix: string) =>
  Buffer.from(
    Array.from(
      { length: n },
      (_, i) => `${prefix} ${i + 1}?\nA. One\nB. Two\nC. Three\nD. Four\nE. Five\nANSWER: A\n`,
    ).join("\n"),
  );

async function adminOn(deps: ApiDeps) {
  const user = await insertTestUser(handle.db, {
    password_hash: null,
    email_verified_at: new Date(TEST_NOW),
    level: 6,
  });
  const session = await deps.lucia.createSession(user.id, {});
  const api = createCaller({
    ...deps,
    user: toSessionUser(user),
    session,
    ip: "203.0.113.7",
    userAgent: "vitest",
    setCookie: () => undefined,
  });
  const category = await api.admin.categoryCreate({ name: `Runner ${user.id.slice(-12)}` });
  const upload = async (prefix: string, n = 3) => {
    const outcome = await api.content.importFile({
      file: aiken(n, prefix),
      file_name: "q.aiken",
      category: category.id,
      background: true,
    });
    if (!("job" in outcome)) throw new Error("the upload should have become a job");
    return outcome.job.id;
  };
  return { api, upload };
}

describe("the in-process runner's imports", () => {
  it("runs at start the jobs a stop left queued or cut off, then each upload as a job of its own", async () => {
    const before = await adminOn(depsWith(idle));
    const left = await before.upload("Left queued");
    const cut = await before.upload("Cut off", 600);
    // A run that started the job and stopped before it finished: its process died.
    await startImportRun(handle.db, cut);

    const runs: string[] = [];
    let runner: JobRunner | undefined = undefined;
    const deps = depsWith({ wake: (job) => runner!.wake(job), queueImport: (id) => runner!.queueImport(id) });
    runner = inProcessJobs(
      () => deps,
      logger,
      (job, outcome) => runs.push(`${job} ${outcome}`),
    );
    await runner.start();
    const status = async (id: string) => (await before.api.content.importJob({ id })).status;
    await expect.poll(() => Promise.all([status(left), status(cut)]), { timeout: 60_000 }).toEqual(["done", "done"]);
    expect((await before.api.content.importJob({ id: cut })).result).toMatchObject({ created: 600 });

    const after = await adminOn(deps);
    const first = await after.upload("First");
    const second = await after.upload("Second");
    await expect
      .poll(() => Promise.all([status(first), status(second)]), { timeout: 60_000 })
      .toEqual(["done", "done"]);
    expect(runs.filter((r) => r.startsWith("import"))).toEqual(["import ok", "import ok", "import ok", "import ok"]);
    await runner.stop();
  });
});
