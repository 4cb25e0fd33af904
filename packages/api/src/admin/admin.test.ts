import { findUserById, newId, QUALITY_REFRESH_MS, refreshQuestionQuality } from "@qbank/db";
import { createCategoryWithQuestions, insertTestTry, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/crypto.ts";
import { runMaintenance } from "../maintenance/sweep.ts";
import { CHANGED_MEANWHILE } from "./questions.ts";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const admin = () => signedIn(h, { level: 6 });
const form = (category: string, text = "A 30-year-old presents with chest pain. Diagnosis?") => ({
  category,
  text,
  option_1: "Pericarditis",
  option_2: "Angina",
  option_3: "Pneumonia",
  option_4: "GORD",
  option_5: "Costochondritis",
  solution: "Pleuritic pain relieved by sitting forward.",
  url: "",
});

describe("admin categories", () => {
  it("adds a hidden category, renames it, opens it to a level and deletes it only when empty", async () => {
    const { api } = await admin();
    expect(await failure(api.admin.categoryCreate({ name: "   " }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "name", message: "Please enter a category name." }],
    });
    expect((await failure(api.admin.categoryCreate({ name: "x".repeat(26) }))).items).toEqual([
      { object: "name", message: "The name can be at most 25 characters." },
    ]);
    const made = await api.admin.categoryCreate({ name: " Cardiology " });
    expect(made).toMatchObject({ name: "Cardiology", level: 6, question_count: 0 });
    expect((await failure(api.admin.categoryEdit({ id: made.id, name: "Cardio", level: 2.5 }))).items[0]?.object).toBe(
      "level",
    );
    await expect(api.admin.categoryEdit({ id: made.id, name: "Cardio", level: 3 })).resolves.toMatchObject({
      name: "Cardio",
      level: 3,
    });
    const question = await api.admin.questionCreate(form(made.id));
    expect(await failure(api.admin.categoryDelete({ id: made.id }))).toEqual({
      code: "CONFLICT",
      items: [{ object: "category", message: "Move or delete this category's questions before deleting it." }],
    });
    await api.admin.questionDelete({ id: question.id });
    await expect(api.admin.categoryDelete({ id: made.id })).resolves.toEqual({ id: made.id, deleted: true });
  });

  it("refuses every admin call to a learner", async () => {
    const { api } = await signedIn(h, { level: 5 });
    // Each call starts only when awaited, so none rejects while another is pending.
    for (const call of [() => api.admin.categories(), () => api.admin.questions({}), () => api.admin.users({})]) {
      expect((await failure(call())).code).toBe("FORBIDDEN");
    }
  });
});

describe("admin questions", () => {
  it("names each missing field, searches text and category, and edits without moving the key", async () => {
    const { api } = await admin();
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 0, name: "Nephrology Z" });
    const missing = await failure(api.admin.questionCreate({ ...form(cat.id), option_3: " ", solution: "" }));
    expect(missing.items).toEqual([
      { object: "option_3", message: "Please enter option 3." },
      { object: "solution", message: "Please enter the explanation." },
    ]);
    const made = await api.admin.questionCreate(form(cat.id, "Hyperkalaemia ECG?"));
    expect(made).toMatchObject({ option_1: "Pericarditis", category: { name: "Nephrology Z" }, image_url: null });
    expect((await api.admin.questions({ q: "hyperkal" })).map((q) => q.id)).toContain(made.id);
    expect((await api.admin.questions({ q: "nephrology z" })).map((q) => q.id)).toContain(made.id);
    expect(await api.admin.questions({ q: "%_" })).toEqual([]);

    const edited = await api.admin.questionEdit({
      ...form(cat.id, "Hyperkalaemia ECG changes?"),
      id: made.id,
      option_1: "Peaked T waves",
    });
    expect(edited).toMatchObject({ text: "Hyperkalaemia ECG changes?", option_1: "Peaked T waves" });
    const learner = await signedIn(h, { level: 4 });
    const run = await learner.api.qbank.start({ mode: "all", category: [cat.id] });
    const key = run.questions[0]!.answer_array.find((o) => o.text === "Peaked T waves")!;
    expect(key.number).toBe(1);
  });

  it("refuses a save over a change made since the form opened (409), but not over its tags", async () => {
    const { api } = await admin();
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 0 });
    const made = await api.admin.questionCreate(form(cat.id, "Which drug first?"));
    // Two tabs open the question at the same version.
    const opened = (await api.admin.question({ id: made.id })).version;
    const first = await api.admin.questionEdit({
      ...form(cat.id, "Which drug first?"),
      id: made.id,
      solution: "Fixed in tab 1.",
      version: opened,
    });
    expect(first.version).toBeGreaterThan(opened);
    const stale = await failure(
      api.admin.questionEdit({ ...form(cat.id, "Changed in tab 2?"), id: made.id, version: opened }),
    );
    expect(stale).toEqual({ code: "CONFLICT", items: [{ object: "version", message: CHANGED_MEANWHILE }] });
    expect(await api.admin.question({ id: made.id })).toMatchObject({
      text: "Which drug first?",
      solution: "Fixed in tab 1.",
    });

    // Tags saved beside the form move the version but take nothing from the form.
    const map = await api.content.map();
    await api.content.tag({ question_ids: [made.id], area_ids: [map.entries[0]!.id], mode: "set" });
    const tagged = await api.admin.questionEdit({
      ...form(cat.id, "Which drug first, now?"),
      id: made.id,
      solution: "Fixed in tab 1.",
      version: first.version,
    });
    expect(tagged).toMatchObject({ text: "Which drug first, now?" });
    // A client that sends no version (the legacy form) saves as before.
    await expect(
      api.admin.questionEdit({ ...form(cat.id, "Legacy save"), id: made.id, solution: "Fixed in tab 1." }),
    ).resolves.toMatchObject({ text: "Legacy save" });
  });

  it("pages the question list by 50, each question on one page only, and refuses a page below 1", async () => {
    const { api } = await admin();
    await createCategoryWithQuestions(h.deps.db, { level: 3, count: 60, name: "Paging Pool" });
    const first = await api.admin.questions({ q: "paging pool" });
    const second = await api.admin.questions({ q: "paging pool", page: 2 });
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(10);
    expect(new Set([...first, ...second].map((q) => q.id)).size).toBe(60);
    await expect(api.admin.questions({ q: "paging pool", page: 3 })).resolves.toEqual([]);
    const zero = await failure(api.admin.questions({ q: "paging pool", page: 0 }));
    expect(zero).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "page", message: "The page must be a whole number from 1." }],
    });
  });

  it("erases a question nobody met, and retires one in a learner's history", async () => {
    const { api } = await admin();
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 2 });
    const [fresh, used] = cat.questionIds as [string, string];
    const learner = await signedIn(h, { level: 3 });
    await insertTestTry(h.deps.db, { userId: learner.user.id, questionId: used, correct: true, at: h.clock.now() });
    await expect(api.admin.questionDelete({ id: fresh })).resolves.toEqual({ id: fresh, outcome: "deleted" });
    await expect(api.admin.questionDelete({ id: used })).resolves.toEqual({ id: used, outcome: "retired" });
    const page = await learner.api.qbank.category({ id: cat.id });
    expect(page.category.questions).toEqual([]);
    const tries = await h.deps.db.selectFrom("tries").select("id").where("question_id", "=", used).execute();
    expect(tries).toHaveLength(1);
    expect((await failure(api.admin.questionDelete({ id: fresh }))).code).toBe("NOT_FOUND");
  });
});

describe("the question list's MLA filter", () => {
  const mapIds = async (api: Awaited<ReturnType<typeof admin>>["api"]) => {
    const map = await api.content.map();
    return (name: string) => map.entries.find((e) => e.name === name)!.id;
  };

  it("lists the questions carrying an area, or none, with their tags, alongside the search and the order", async () => {
    const { api } = await admin();
    const area = await mapIds(api);
    const heart = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 3, name: "Tag filter heart" });
    const lungs = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 2, name: "Tag filter lungs" });
    const [h1, h2, h3] = heart.questionIds as [string, string, string];
    const [l1, l2] = lungs.questionIds as [string, string];
    await api.content.tag({ question_ids: [h1, h2, l1], area_ids: [area("Cardiovascular")] });
    await api.content.tag({ question_ids: [h1], area_ids: [area("Surgery"), area("Acute and emergency")] });
    const ids = async (input: { q?: string; area?: string; sort?: "newest" | "most_reported" }) =>
      (await api.admin.questions({ q: "Tag filter", ...input })).map((q) => q.id).sort();

    expect(await ids({ area: area("Cardiovascular") })).toEqual([h1, h2, l1].sort());
    expect(await ids({ area: area("Surgery"), sort: "most_reported" })).toEqual([h1]);
    expect(await ids({ area: "untagged" })).toEqual([h3, l2].sort());
    expect(await ids({ q: "tag filter heart", area: area("Cardiovascular") })).toEqual([h1, h2].sort());
    expect(await ids({ q: "tag filter lungs", area: "untagged" })).toEqual([l2]);
    expect(await ids({ area: "" })).toEqual([h1, h2, h3, l1, l2].sort());
    expect(await ids({ area: newId() })).toEqual([]);
    expect(await failure(api.admin.questions({ area: "cardio" }))).toEqual({
      code: "BAD_REQUEST",
      items: [{ object: "area", message: "Choose an MLA area by its id, or untagged." }],
    });

    const rows = await api.admin.questions({ q: "Tag filter heart" });
    expect(Object.fromEntries(rows.map((r) => [r.id, r.areas]))).toEqual({
      [h1]: ["Acute and emergency", "Cardiovascular", "Surgery"],
      [h2]: ["Cardiovascular"],
      [h3]: [],
    });
  });

  it("no longer lists or finds a tag whose entry a later map version retired", async () => {
    const { api } = await admin();
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 1, name: "Tag filter retired" });
    const [only] = cat.questionIds as [string];
    await api.content.mapUpload({
      file: Buffer.from("kind,name,areas\npresentation,Tag filter pain,Cardiovascular\n"),
    });
    const pain = (await mapIds(api))("Tag filter pain");
    await api.content.tag({ question_ids: [only], area_ids: [pain] });
    const listed = () => api.admin.questions({ q: "Tag filter retired", area: pain });
    expect((await listed()).map((q) => [q.id, q.areas])).toEqual([[only, ["Tag filter pain"]]]);

    await api.content.mapUpload({ file: Buffer.from("kind,name,areas\npresentation,Other pain,Cardiovascular\n") });
    expect(await listed()).toEqual([]);
    const untagged = await api.admin.questions({ q: "Tag filter retired", area: "untagged" });
    expect(untagged.map((q) => [q.id, q.areas])).toEqual([[only, []]]);
  });
});

describe("admin users", () => {
  it("searches by name or email, changes a role, ends the user's sessions and writes the audit", async () => {
    const actor = await admin();
    const target = await signedIn(h, { level: 2, first_name: "Zainab", second_name: "Quraishi" });
    const found = await actor.api.admin.users({ q: "zainab q" });
    expect(found.users.map((u) => u.id)).toEqual([target.user.id]);
    expect((await actor.api.admin.users({ q: target.user.email.toUpperCase() })).total).toBe(1);

    await expect(actor.api.admin.userLevel({ id: target.user.id, level: -1 })).resolves.toMatchObject({
      level: -1,
      level_label: "Blocked",
    });
    const sessions = await h.deps.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", target.user.id)
      .execute();
    expect(sessions.map((s) => s.id)).not.toContain(sha256Hex(target.session.id));
    const audit = await h.deps.db
      .selectFrom("level_changes")
      .selectAll()
      .where("user_id", "=", target.user.id)
      .execute();
    expect(audit).toMatchObject([{ from_level: 2, to_level: -1, reason: "admin", actor_id: actor.user.id }]);
  });

  it("answers 404 to a role or extra time given to an account erased since the list was read", async () => {
    const actor = await admin();
    const learner = await signedIn(h, { level: 2 });
    await learner.api.account.delete({ password: TEST_PASSWORD });
    const level = await failure(actor.api.admin.userLevel({ id: learner.user.id, level: 3 }));
    expect(level).toEqual({ code: "NOT_FOUND", items: [{ object: "user", message: "The user was not found." }] });
    const time = await failure(actor.api.admin.setUserExtraTime({ id: learner.user.id, percent: 25 }));
    expect(time.code).toBe("NOT_FOUND");
    // The admin is still signed in.
    await expect(actor.api.admin.users({ q: "" })).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it("keeps an admin from changing their own role, an Owner's, or making an Owner", async () => {
    const actor = await admin();
    const owner = await signedIn(h, { level: 7 });
    const learner = await signedIn(h, { level: 2 });
    expect((await failure(actor.api.admin.userLevel({ id: actor.user.id, level: 5 }))).items).toEqual([
      { object: "auth", message: "You cannot change your own role." },
    ]);
    expect((await failure(actor.api.admin.userLevel({ id: owner.user.id, level: 2 }))).code).toBe("FORBIDDEN");
    expect((await failure(actor.api.admin.userLevel({ id: learner.user.id, level: 7 }))).code).toBe("BAD_REQUEST");
    expect((await findUserById(h.deps.db, owner.user.id))?.level).toBe(7);
  });

  it("keeps a learner with a live plan on the plan's level: Admin, Hold, Blocked or back to the plan", async () => {
    const actor = await admin();
    const learner = await signedIn(h, { level: 2, first_name: "Trialing", second_name: "Learner" });
    const checkout = await learner.api.payments.buyPlan({ price: "silver" });
    await learner.api.payments.payOffline({ id: checkout.session_id });

    const listed = (await actor.api.admin.users({ q: "trialing learner" })).users[0];
    expect(listed).toMatchObject({
      level: 2.5,
      plan: { id: "silver", name: "Silver Plan", status: "trialing", level: 2.5, stopping: false },
    });
    const refused = await failure(actor.api.admin.userLevel({ id: learner.user.id, level: 4 }));
    expect(refused.code).toBe("CONFLICT");
    expect(refused.items).toEqual([
      {
        object: "level",
        message: "This learner's level follows their Silver Plan: choose Trial, Admin, Hold or Blocked.",
      },
    ]);
    expect((await findUserById(h.deps.db, learner.user.id))?.level).toBe(2.5);

    await expect(actor.api.admin.userLevel({ id: learner.user.id, level: 1 })).resolves.toMatchObject({
      level: 1,
      plan: { status: "trialing" },
    });
    await expect(actor.api.admin.userLevel({ id: learner.user.id, level: 2.5 })).resolves.toMatchObject({
      level_label: "Trial",
    });

    const planless = await signedIn(h, { level: 2 });
    const trial = await failure(actor.api.admin.userLevel({ id: planless.user.id, level: 2.5 }));
    expect(trial.items).toEqual([{ object: "level", message: "Trial comes only with a plan's free trial." }]);
    await expect(actor.api.admin.userLevel({ id: planless.user.id, level: 4 })).resolves.toMatchObject({
      level: 4,
      plan: null,
    });
  });
});

/** A finished practice run of `userId`'s with these first answers (1 is the key). */
async function answeredRun(
  userId: string,
  categoryId: string,
  answers: { question_id: string; option: number; seconds?: number | null }[],
) {
  const runId = newId();
  await h.deps.db
    .insertInto("runs")
    .values({
      id: runId,
      user_id: userId,
      mode: "all",
      category_ids: [categoryId],
      question_count: answers.length,
      started_at: h.clock.now(),
      deadline_at: null,
      ended_at: h.clock.now(),
    })
    .execute();
  await h.deps.db
    .insertInto("run_questions")
    .values(
      answers.map((a, i) => ({
        run_id: runId,
        position: i + 1,
        question_id: a.question_id,
        option_order: [1, 2, 3, 4, 5],
        answered_option: a.option,
        correct: a.option === 1,
        answered_at: h.clock.now(),
        answer_seconds: a.seconds ?? null,
      })),
    )
    .execute();
}

describe("question quality", () => {
  it("gives each question's answers, facility, discrimination, picks and open reports, computed as by hand", async () => {
    const { api } = await admin();
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 3, name: "Quality Q" });
    const [a, b, c] = cat.questionIds as [string, string, string];
    // Right (1) or the wrong option picked, per learner and question.
    const sheet: Record<string, number>[] = [
      { [a]: 1, [b]: 1, [c]: 1 },
      { [a]: 1, [b]: 4, [c]: 1 },
      { [a]: 2, [b]: 4, [c]: 1 },
      { [a]: 3, [b]: 1, [c]: 5 },
    ];
    // Seconds each learner spent on A before answering (the last one's time is not known).
    const secondsOnA = [40, 80, 50, null];
    for (const [n, answers] of sheet.entries()) {
      const learner = await signedIn(h, { level: 3 });
      await answeredRun(
        learner.user.id,
        cat.id,
        Object.entries(answers).map(([question_id, option]) => ({
          question_id,
          option,
          seconds: question_id === a ? secondsOnA[n] : null,
        })),
      );
    }
    const reporter = await signedIn(h, { level: 3 });
    await reporter.api.support.reportQuestion({ questionId: c, text: "Option E is also right." });

    // Figures are as of the sweep's last refresh: none yet, then all of them.
    expect((await api.admin.question({ id: a })).quality?.answered).toBe(0);
    h.clock.advance(QUALITY_REFRESH_MS);
    expect((await runMaintenance(h.deps)).qualityRefreshed).toBe(true);
    const list = await api.admin.questions({ q: "Quality Q", sort: "hardest" });
    const byId = Object.fromEntries(list.map((q) => [q.id, q.quality]));
    // A: right for learners 1-2; rest scores 1, .5, .5, .5 -> r = .25 / sqrt(1 x .1875) = .5774.
    expect(byId[a]).toEqual({
      answered: 4,
      facility: 0.5,
      discrimination: 0.5774,
      picks: [2, 1, 1, 0, 0],
      median_seconds: 50,
      open_reports: 0,
    });
    expect(byId[c]).toMatchObject({
      answered: 4,
      facility: 0.75,
      picks: [3, 0, 0, 0, 1],
      median_seconds: null,
      open_reports: 1,
    });
    expect(list.map((q) => q.id).slice(-1)).toEqual([c]);
    expect((await api.admin.question({ id: a })).quality).toEqual(byId[a]);
    expect((await api.admin.questions({ q: "Quality Q", sort: "most_reported" }))[0]?.id).toBe(c);
    expect(await api.admin.questions({ q: "Quality Q", sort: "unpicked_distractor" })).toEqual([]);
    expect((await failure(api.admin.questions({ q: "", sort: "sideways" as "newest" }))).code).toBe("BAD_REQUEST");

    // The next sweeps leave the figures alone until they are a quarter of an hour old.
    h.clock.advance(QUALITY_REFRESH_MS - 1000);
    expect((await runMaintenance(h.deps)).qualityRefreshed).toBe(false);
    h.clock.advance(1000);
    expect((await runMaintenance(h.deps)).qualityRefreshed).toBe(true);
  });

  it("recomputes the quality figures at once when an admin asks", async () => {
    const { api } = await admin();
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 1, name: "Fresh figures" });
    const [question] = cat.questionIds as [string];
    const learner = await signedIn(h, { level: 3 });
    await refreshQuestionQuality(h.deps.db, h.clock.now(), { force: true });
    await answeredRun(learner.user.id, cat.id, [{ question_id: question, option: 1 }]);
    h.clock.advance(60_000);
    // The sweep would wait a quarter of an hour; the list still shows the old figures.
    expect((await api.admin.questions({ q: "Fresh figures", sort: "newest" }))[0]?.quality.answered).toBe(0);
    expect(await api.admin.qualityRefresh()).toEqual({ refreshed_at: h.clock.now().toISOString(), every_minutes: 15 });
    expect((await api.admin.questions({ q: "Fresh figures", sort: "newest" }))[0]?.quality.answered).toBe(1);
    expect((await failure(learner.api.admin.qualityRefresh())).code).toBe("FORBIDDEN");
  });

  it("ranks the hardest and least discriminating among questions with enough answers first", async () => {
    const { api } = await admin();
    const cat = await createCategoryWithQuestions(h.deps.db, { level: 3, count: 2, name: "Sample size" });
    const [few, many] = cat.questionIds as [string, string];
    const learner = await signedIn(h, { level: 3 });
    // "few": 2 answers, both wrong (facility 0); "many": 20 answers, half right (facility .5).
    const answers = [
      ...Array.from({ length: 2 }, () => ({ question_id: few, option: 2 })),
      ...Array.from({ length: 20 }, (_, i) => ({ question_id: many, option: i % 2 === 0 ? 1 : 3 })),
    ];
    for (const answer of answers) await answeredRun(learner.user.id, cat.id, [answer]);
    await refreshQuestionQuality(h.deps.db, h.clock.now(), { force: true });
    expect(await api.admin.qualityStatus()).toEqual({ refreshed_at: h.clock.now().toISOString(), every_minutes: 15 });
    const hardest = await api.admin.questions({ q: "Sample size", sort: "hardest" });
    expect(hardest.map((q) => [q.id, q.quality.answered, q.quality.facility])).toEqual([
      [many, 20, 0.5],
      [few, 2, 0],
    ]);
    const leastDiscriminating = await api.admin.questions({ q: "Sample size", sort: "least_discriminating" });
    expect(leastDiscriminating.map((q) => q.id)).toEqual([many, few]);
  });
});
