import { addQuestionAreas, listLiveEntries } from "@qbank/db";
import { createCategoryWithQuestions, insertTestTry, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const csv = (text: string) => Buffer.from(text);
const entryId = async (name: string) => (await listLiveEntries(h.deps.db)).find((e) => e.name === name)!.id;

describe("the MLA content map", () => {
  it("starts with the 24 clinical areas", async () => {
    const { api } = await signedIn(h, { level: 6 });
    const map = await api.content.map();
    expect(map.version).toBe(1);
    expect(map.entries).toHaveLength(24);
    expect(map.entries.every((e) => e.kind === "clinical area")).toBe(true);
    expect(map.entries.map((e) => e.name)).toContain("Ear, nose and throat");
  });

  it("takes presentations and conditions from a CSV, with a dry run, every problem listed, and versions", async () => {
    const { api } = await signedIn(h, { level: 6 });
    const refused = await failure(
      api.content.mapUpload({
        file: csv(
          "kind,name,areas\npresentation,Chest pain,Cardiovascular;Astrology\nsymptom,Cough,Respiratory\ncondition,Asthma,\n",
        ),
      }),
    );
    expect(refused.items).toEqual([
      {
        object: "row 2",
        message: 'Unknown kind "symptom": use clinical area, professional knowledge, presentation, condition.',
      },
      { object: "row 3", message: "A condition needs one or more areas." },
    ]);
    const unknownArea = await failure(
      api.content.mapUpload({ file: csv("kind,name,areas\npresentation,Chest pain,Cardiovascular;Astrology\n") }),
    );
    expect(unknownArea.items).toEqual([{ object: "row 1", message: 'Unknown clinical area "Astrology".' }]);

    const file = csv(
      'kind,name,areas\npresentation,Chest pain,Cardiovascular;Acute and emergency\ncondition,Asthma,Respiratory;Child health\nprofessional knowledge,"Ethics and law",\n',
    );
    expect(await api.content.mapUpload({ file, dry_run: true })).toEqual({
      version: 2,
      added: 3,
      retired: 0,
      relinked: 0,
      unchanged: 0,
      entries: {
        added: [
          { kind: "presentation", name: "Chest pain" },
          { kind: "condition", name: "Asthma" },
          { kind: "professional knowledge", name: "Ethics and law" },
        ],
        retired: [],
        relinked: [],
      },
    });
    expect((await api.content.map()).version).toBe(1);
    h.clock.set("2026-06-18T10:00:00Z");
    expect(await api.content.mapUpload({ file })).toEqual({
      version: 2,
      added: 3,
      retired: 0,
      relinked: 0,
      unchanged: 0,
      entries: {
        added: [
          { kind: "presentation", name: "Chest pain" },
          { kind: "condition", name: "Asthma" },
          { kind: "professional knowledge", name: "Ethics and law" },
        ],
        retired: [],
        relinked: [],
      },
    });
    const map = await api.content.map();
    expect(map.entries.find((e) => e.name === "Asthma")).toMatchObject({
      kind: "condition",
      areas: ["Child health", "Respiratory"],
    });
    expect(await api.content.mapUpload({ file })).toEqual({
      version: 2,
      added: 0,
      retired: 0,
      relinked: 0,
      unchanged: 3,
      entries: { added: [], retired: [], relinked: [] },
    });

    // Version 3 lists other conditions (Asthma is retired) and relinks Chest pain; the question tagged with Asthma keeps its tag.
    const asthma = await entryId("Asthma");
    const cat = await createCategoryWithQuestions(h.deps.db, { count: 1 });
    await addQuestionAreas(h.deps.db, cat.questionIds, [asthma]);
    const next = csv(
      "kind,name,areas\npresentation,Chest pain,Cardiovascular\ncondition,Pneumonia,Respiratory\nprofessional knowledge,Ethics and law,\n",
    );
    expect(await api.content.mapUpload({ file: next })).toEqual({
      version: 3,
      added: 1,
      retired: 1,
      relinked: 1,
      unchanged: 1,
      entries: {
        added: [{ kind: "condition", name: "Pneumonia" }],
        retired: [{ kind: "condition", name: "Asthma" }],
        relinked: [{ kind: "presentation", name: "Chest pain" }],
      },
    });
    expect((await api.content.map()).entries.some((e) => e.name === "Asthma")).toBe(false);
    const tags = await h.deps.db
      .selectFrom("question_areas")
      .selectAll()
      .where("question_id", "=", cat.questionIds[0]!)
      .execute();
    expect(tags).toEqual([{ question_id: cat.questionIds[0], entry_id: asthma }]);
  });

  it("renames an entry, refusing a name its kind already has", async () => {
    const { api } = await signedIn(h, { level: 6 });
    const id = await entryId("Surgery");
    expect((await failure(api.content.mapEntryEdit({ id, name: "Cancer" }))).items).toEqual([
      { object: "name", message: "The map already has an entry of this kind with this name." },
    ]);
    const map = await api.content.mapEntryEdit({ id, name: "Surgery and trauma" });
    expect(map.entries.some((e) => e.name === "Surgery and trauma")).toBe(true);
    await api.content.mapEntryEdit({ id, name: "Surgery" });
  });

  it("gives a learner each area's questions they may practise, answered and right by their latest try", async () => {
    const cardio = await entryId("Cardiovascular");
    const open = await createCategoryWithQuestions(h.deps.db, { level: 2, count: 3 });
    const hidden = await createCategoryWithQuestions(h.deps.db, { level: 6, count: 2 });
    await addQuestionAreas(h.deps.db, [...open.questionIds, ...hidden.questionIds], [cardio]);
    const { api, user } = await signedIn(h, { level: 3 });
    const [q1, q2] = open.questionIds as [string, string];
    await insertTestTry(h.deps.db, {
      userId: user.id,
      questionId: q1,
      correct: false,
      at: new Date("2026-06-16T10:00:00Z"),
    });
    await insertTestTry(h.deps.db, {
      userId: user.id,
      questionId: q1,
      correct: true,
      at: new Date("2026-06-16T11:00:00Z"),
    });
    await insertTestTry(h.deps.db, {
      userId: user.id,
      questionId: q2,
      correct: false,
      at: new Date("2026-06-16T11:00:00Z"),
    });
    const areas = await api.content.areas();
    expect(areas.find((a) => a.name === "Cardiovascular")).toEqual({
      id: cardio,
      name: "Cardiovascular",
      kind: "clinical area",
      questions: 3,
      answered: 2,
      correct: 1,
    });
    expect(areas.find((a) => a.name === "Cancer")).toMatchObject({ questions: 0, answered: 0, correct: 0 });
    const admin = (await signedIn(h, { level: 6 })).api;
    expect((await admin.content.map()).entries.find((e) => e.name === "Cardiovascular")?.questions).toBe(5);
  });

  it("starts a practice run from MLA areas across the learner's categories", async () => {
    const respiratory = await entryId("Respiratory");
    const one = await createCategoryWithQuestions(h.deps.db, { level: 2, count: 3 });
    const two = await createCategoryWithQuestions(h.deps.db, { level: 2, count: 3 });
    const hidden = await createCategoryWithQuestions(h.deps.db, { level: 6, count: 2 });
    const tagged = [one.questionIds[0]!, two.questionIds[1]!];
    await addQuestionAreas(h.deps.db, [...tagged, ...hidden.questionIds], [respiratory]);
    const { api } = await signedIn(h, { level: 4 });
    const run = await api.qbank.start({ mode: "all", areas: [respiratory] });
    expect(run.questions.map((q) => q.id).sort()).toEqual([...tagged].sort());
    expect(run.length).toBe(2);
    const within = await api.qbank.start({ mode: "all", areas: [respiratory], category: [two.id] });
    expect(within.questions.map((q) => q.id)).toEqual([two.questionIds[1]]);
    expect((await failure(api.qbank.start({ mode: "all", areas: [one.id] }))).code).toBe("NOT_FOUND");
    expect((await failure(api.qbank.start({ mode: "all" }))).items).toEqual([
      { object: "category", message: "Please choose at least one category." },
    ]);
  });
});
