import { createCategoryWithQuestions, insertTestAttempts, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { DEADLINE_GRACE_MS, EXAM_TIME_MS } from "../qbank/constants.ts";

let h: Harness;
const plain = { large_text: false, wide_spacing: false, dyslexia_font: false, reduced_motion: false };
const at = Date.parse(TEST_NOW);
/** The deadline a timed run started at TEST_NOW has with this much extra time. */
const deadlineWith = (percent: number) => new Date(at + EXAM_TIME_MS * (1 + percent / 100) + DEADLINE_GRACE_MS);

beforeAll(async () => {
  h = await createHarness();
  await createCategoryWithQuestions(h.deps.db, { level: 5, count: 12 });
  await createCategoryWithQuestions(h.deps.db, { level: 9, count: 4 });
});
afterAll(() => h.close());

describe("extra time on timed runs", () => {
  it("starts a mock with the standard three hours when the learner has no adjustment", async () => {
    const { api } = await signedIn(h, { level: 5 });
    expect(await api.account.adjustment()).toEqual({
      extra_time_percent: 0,
      granted_percent: null,
      extra_time_choices: [0, 25],
      reading: plain,
    });
    const mock = await api.qbank.startMock();
    expect(mock.run.deadline).toBe(deadlineWith(0).toISOString());
  });

  it("moves a mock's server deadline by exactly 25%: 3:45:00 plus the grace", async () => {
    const { api } = await signedIn(h, { level: 5 });
    await api.account.setAdjustment({ extra_time_percent: 25, reading: plain });
    const mock = await api.qbank.startMock();
    expect(Date.parse(mock.run.deadline!) - at).toBe(3.75 * 3_600_000 + DEADLINE_GRACE_MS);
    // The server keeps it: an answer after the longer deadline is refused, one before taken.
    const [a, b] = mock.questions;
    h.clock.set(new Date(Date.parse(mock.run.deadline!) - 1000));
    await expect(api.qbank.submit({ run: mock.run.id, question: a!.id, answer: 1 })).resolves.toMatchObject({
      first: true,
    });
    h.clock.set(new Date(Date.parse(mock.run.deadline!) + 1000));
    const late = await failure(api.qbank.submit({ run: mock.run.id, question: b!.id, answer: 1 }));
    expect(late.items).toEqual([{ object: "run", message: "Time is up: this mock has ended." }]);
    h.clock.set(TEST_NOW);
  });

  it("gives a mastery mock the same extra time", async () => {
    const { api, user } = await signedIn(h, { level: 3 });
    await insertTestAttempts(h.deps.db, user.id, 1, h.clock.now());
    await api.account.setAdjustment({ extra_time_percent: 25, reading: plain });
    const mastery = await api.qbank.startMastery();
    expect(mastery.run.deadline).toBe(deadlineWith(25).toISOString());
  });

  it("keeps an open run's deadline when the adjustment changes, and uses the new one on the next run", async () => {
    const { api } = await signedIn(h, { level: 5 });
    const first = await api.qbank.startMock();
    await api.account.setAdjustment({ extra_time_percent: 25, reading: plain });
    const resumed = await api.qbank.startMock();
    expect(resumed.run).toMatchObject({ id: first.run.id, deadline: deadlineWith(0).toISOString() });
  });

  it("lets an admin grant another percentage, which the learner may then choose or switch off", async () => {
    const admin = await signedIn(h, { level: 6 });
    const learner = await signedIn(h, { level: 5 });
    expect(await admin.api.admin.setUserExtraTime({ id: learner.user.id, percent: 50 })).toEqual({
      id: learner.user.id,
      extra_time_percent: 50,
      granted_percent: 50,
    });
    expect(await learner.api.account.adjustment()).toMatchObject({
      extra_time_percent: 50,
      extra_time_choices: [0, 25, 50],
    });
    expect((await learner.api.qbank.startMock()).run.deadline).toBe(deadlineWith(50).toISOString());

    await learner.api.qbank.end({ id: (await learner.api.qbank.startMock()).run.id });
    await learner.api.account.setAdjustment({ extra_time_percent: 0, reading: plain });
    expect((await learner.api.qbank.startMock()).run.deadline).toBe(deadlineWith(0).toISOString());
    expect(await admin.api.admin.userExtraTime({ id: learner.user.id })).toEqual({
      id: learner.user.id,
      extra_time_percent: 0,
      granted_percent: 50,
    });

    // 0 ends the grant.
    await admin.api.admin.setUserExtraTime({ id: learner.user.id, percent: 0 });
    expect(await learner.api.account.adjustment()).toMatchObject({
      granted_percent: null,
      extra_time_choices: [0, 25],
    });
  });
});

describe("bounds and access", () => {
  it("refuses a percentage the learner was not granted, with a clear message", async () => {
    const { api } = await signedIn(h, { level: 5 });
    const refused = await failure(api.account.setAdjustment({ extra_time_percent: 50, reading: plain }));
    expect(refused).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "extra_time_percent", message: "Extra time of 50% has not been granted to you." }],
    });
    const outOfRange = await failure(api.account.setAdjustment({ extra_time_percent: 101, reading: plain }));
    expect(outOfRange.code).toBe("BAD_REQUEST");
    expect(await api.account.adjustment()).toMatchObject({ extra_time_percent: 0 });
  });

  it("bounds the admin's percentage to whole numbers from 0 to 100", async () => {
    const admin = await signedIn(h, { level: 6 });
    const { user } = await signedIn(h, { level: 5 });
    for (const percent of [-1, 101, 12.5, Number.NaN]) {
      const refused = await failure(admin.api.admin.setUserExtraTime({ id: user.id, percent }));
      expect(refused).toEqual({
        code: "BAD_REQUEST",
        items: [{ object: "percent", message: "Extra time is a whole percentage from 0 to 100." }],
      });
    }
    expect((await admin.api.admin.setUserExtraTime({ id: user.id, percent: 100 })).extra_time_percent).toBe(100);
    const unknown = await failure(
      admin.api.admin.setUserExtraTime({ id: "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11", percent: 25 }),
    );
    expect(unknown.code).toBe("NOT_FOUND");
  });

  it("lets only admins grant extra time", async () => {
    const learner = await signedIn(h, { level: 5 });
    const refused = await failure(learner.api.admin.setUserExtraTime({ id: learner.user.id, percent: 50 }));
    expect(refused.code).toBe("FORBIDDEN");
    expect((await failure(learner.api.admin.userExtraTime({ id: learner.user.id }))).code).toBe("FORBIDDEN");
  });
});

describe("reading profile", () => {
  it("is kept on the account with the extra time", async () => {
    const { api } = await signedIn(h, { level: 2 });
    const reading = { large_text: true, wide_spacing: true, dyslexia_font: true, reduced_motion: false };
    await api.account.setAdjustment({ extra_time_percent: 25, reading });
    expect(await api.account.adjustment()).toEqual({
      extra_time_percent: 25,
      granted_percent: null,
      extra_time_choices: [0, 25],
      reading,
    });
  });
});
