import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures.ts";
import { hashPassword } from "@qbank/api";
import { createDb, DEMO_PASSWORD, migrateToLatest, newId, recordFirstAnswers, seedDemo, type Db } from "@qbank/db";
import { logIn, watchConsole } from "./helpers.ts";
import { ownServer } from "./own-server.ts";

/**
 * The shares of other learners' first answers need 20 learners, so each test here starts its own
 * server on a data folder seeded first through the database helpers: the demo bank, and 20
 * learners' first answers to every Cardiology question (12 on the key). A port and folder per
 * worker slot, so repeats on several workers never share one.
 */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const dataDir = resolve(`test-results/e2e-peers-data-${slot}`);
const server = ownServer({
  port: Number(process.env.E2E_PORT ?? 3100) + 5 + slot,
  dataDir,
  args: ["--import", "tsx", "src/main.ts"],
  cwd: resolve("apps/server"),
});
const PICKS = [...Array<number>(12).fill(1), 2, 2, 2, 2, 3, 3, 4, 5];

/** 20 learners (without a password: they never sign in) and their first answers to these questions. */
async function seedFirstAnswers(db: Db, questionIds: string[], now: Date): Promise<void> {
  const learners = PICKS.map(() => newId());
  await db
    .insertInto("users")
    .values(
      learners.map((id) => ({
        id,
        email: `peer-${id}@example.com`,
        first_name: "Peer",
        second_name: "Learner",
        password_hash: null,
        level: 3,
        email_verified_at: now,
        qbank_reset_at: null,
        stripe_customer_id: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const answers = questionIds.flatMap((question_id) =>
    PICKS.map((option, i) => ({ user_id: learners[i]!, question_id, option, correct: option === 1, answered_at: now })),
  );
  await recordFirstAnswers(db, answers);
}

async function seed(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(join(dataDir, "pglite"), { recursive: true });
  const handle = await createDb({ dataDir: join(dataDir, "pglite") });
  try {
    await migrateToLatest(handle.db);
    // A fixed instant: the shares count every first answer, whenever it was given.
    const now = new Date("2026-01-05T09:00:00Z");
    await seedDemo(handle.db, await hashPassword(DEMO_PASSWORD), now);
    const questions = await handle.db
      .selectFrom("questions as q")
      .innerJoin("categories as c", "c.id", "q.category_id")
      .select("q.id")
      .where("c.name", "=", "Cardiology")
      .execute();
    await seedFirstAnswers(
      handle.db,
      questions.map((q) => q.id),
      now,
    );
  } finally {
    await handle.close();
  }
}

test.use({ baseURL: server.baseURL });

test.beforeEach(async () => {
  test.setTimeout(120_000);
  await seed();
  await server.start();
});

test.afterEach(() => server.stop());

test("after a practice answer the player shows how others answered each option", async ({ page }) => {
  const problems = watchConsole(page);
  await logIn(page, "diamond@example.com");
  const cats = (await (await page.request.get("/api/qbank/categories")).json()) as {
    message: { _id: string; name: string }[];
  };
  const cardiology = cats.message.find((c) => c.name === "Cardiology")!;
  await page.goto(`/user/qbank/start?mode=all&category=${cardiology._id}`);
  await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(page.getByRole("region", { name: "How others answered" })).toHaveCount(0);

  await page.getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit" }).click();
  const peers = page.getByRole("region", { name: "How others answered" });
  await expect(peers).toBeVisible();
  // 21 learners now: this one and the 20 seeded, 12 of whom chose the key.
  await expect(peers.getByText(/^(61\.90|57\.14)% of learners got this right on their first answer\.$/)).toBeVisible();
  await expect(peers.getByRole("listitem")).toHaveCount(5);
  const shares = (await peers.locator(".peer-share").allTextContents()).map((t) => Number.parseFloat(t));
  expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
  // The learner's own first answer (option A on screen) is marked.
  await expect(peers.getByRole("listitem").first()).toContainText("(yours)");
  await expect(peers.getByText("(yours)")).toHaveCount(1);
  await expect(peers.locator(".peer-key .peer-share")).toHaveText(/^(61\.90|57\.14)%$/);
  expect(problems).toEqual([]);
});
