import { readFileSync } from "node:fs";
import { startImportRun, toSessionUser } from "@qbank/db";
import { TEST_NOW } from "@qbank/db/testing";
import { zipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, createUser, signedIn, type Harness } from "#test/harness.ts";
import { createCaller } from "../root.ts";
import { runImportJob } from "./import/job.ts";
import type { ImportJob, ImportOutcome } from "./schemas.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Import jobs queued and not run yet, in the order queued. */
let waiting: string[] = [];
beforeEach(() => {
  waiting = [];
});

/** Runs the queued import jobs, one at a time in order as a runner does; the first failure is thrown at the end. */
async function runQueued() {
  let failure: Error | undefined;
  for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
    try {
      await runImportJob(h.deps, id);
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (failure) throw failure;
}

/** A queued job's run again, as the runner's retry runs it. */
const retry = (id: string) => runImportJob(h.deps, id);

/** An admin whose uploads queue jobs that no runner takes until the test runs them. */
async function adminWithIdleRunner() {
  const user = await createUser(h, { level: 6 });
  const session = await h.deps.lucia.createSession(user.id, {});
  return createCaller({
    ...h.deps,
    jobs: {
      wake: () => Promise.resolve(),
      queueImport: (id) => {
        waiting.push(id);
        return Promise.resolve();
      },
    },
    user: toSessionUser(user),
    session,
    ip: "203.0.113.7",
    userAgent: "vitest",
    setCookie: () => undefined,
  });
}

function jobOf(outcome: ImportOutcome): ImportJob {
  if (!("job" in outcome)) throw new Error("the upload should have become a job");
  return outcome.job;
}

/** An Aiken file of `n` questions in one category. */
function aiken(n: number, prefix: string): Buffer {
  const items = Array.from(
    { length: n },
    (_, i) => `${prefix} question ${i + 1}?\nA. One\nB. Two\nC. Three\nD. Four\nE. Five\nANSWER: ${"ABCDE"[i % 5]}\n`,
  );
  return Buffer.from(items.join("\n"));
}

const questionsLike = async (prefix: string) =>
  Number(
    (
      await h.deps.db
        .selectFrom("questions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("question_text", "like", `${prefix}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Makes the database refuse one question's insert, as a process stopping mid-batch would; returns the undo. */
async function refuseQuestion(text: string): Promise<() => Promise<void>> {
  await sql`create function refuse_question() returns trigger language plpgsql as $$
    begin
      if new.question_text = ${sql.lit(text)} then raise exception 'stopped'; end if;
      return new;
    end $$`.execute(h.deps.db);
  await sql`create trigger refuse_question before insert on questions
    for each row execute function refuse_question()`.execute(h.deps.db);
  return async () => {
    await sql`drop trigger refuse_question on questions`.execute(h.deps.db);
    await sql`drop function refuse_question()`.execute(h.deps.db);
  };
}

describe("import as a job", () => {
  it("queues a large upload and answers its progress, then the counts the same upload answers inline", async () => {
    const api = await adminWithIdleRunner();
    const padded = Buffer.concat([fixture("cardiology.xml"), Buffer.from(`<!-- ${"x".repeat(5 * 1024 * 1024)} -->\n`)]);
    const queued = jobOf(await api.content.importFile({ file: padded, file_name: "cardiology.xml" }));
    expect(queued).toMatchObject({
      file_name: "cardiology.xml",
      dry_run: false,
      status: "queued",
      phase: "waiting",
      done: 0,
      total: 0,
      result: null,
      problems: [],
      created_at: new Date(TEST_NOW).toISOString(),
      finished_at: null,
    });
    expect(await api.content.importJob({ id: queued.id })).toEqual(queued);
    const parts = await h.deps.db
      .selectFrom("import_job_parts")
      .select("part")
      .where("job_id", "=", queued.id)
      .orderBy("part")
      .execute();
    expect(parts.map((p) => p.part)).toEqual([0, 1, 2, 3, 4, 5]);

    await runQueued();
    const done = await api.content.importJob({ id: queued.id });
    expect(done).toMatchObject({ status: "done", phase: "finished", done: 2, total: 2 });
    const categories = await api.admin.categories();
    const idOf = (name: string) => categories.find((c) => c.name === name)?.id;
    expect(done.result).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: [{ item: "item 2 (Aspirin true or false)", reason: 'Questions of type "truefalse" are not imported.' }],
      errors: [],
      warnings: [
        { item: "item 1 (Chest pain at rest)", message: 'The tag "week 3" is not an MLA area; it is not imported.' },
      ],
      new_categories: [
        { id: idOf("Cardiology"), name: "Cardiology" },
        { id: idOf("Respiratory"), name: "Respiratory" },
      ],
    });
    expect(idOf("Cardiology")).toEqual(expect.any(String));
    expect(await questionsLike("A 58-year-old man")).toBe(1);
    const kept = await h.deps.db
      .selectFrom("import_job_parts")
      .select("part")
      .where("job_id", "=", queued.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it("reads a zip job from its stored parts: the directory at its end, the CSV and the picture from their ranges", async () => {
    const api = await adminWithIdleRunner();
    const { id: category } = await api.admin.categoryCreate({ name: "Zipped" });
    const padding = Buffer.alloc(2_500_000);
    for (let i = 0; i < padding.length; i++) padding[i] = (i * 2654435761) >>> 24;
    const zip = Buffer.from(
      zipSync({
        "padding.bin": [padding, { level: 0 }],
        "bank/dermatology.csv": fixture("dermatology.csv"),
        "bank/lesion.png": fixture("ecg.png"),
      }),
    );
    const queued = jobOf(
      await api.content.importFile({ file: zip, file_name: "dermatology.zip", background: true, category }),
    );
    await runQueued();
    expect((await api.content.importJob({ id: queued.id })).result).toMatchObject({ created: 2, updated: 0 });
    const pictured = await h.deps.db
      .selectFrom("questions")
      .innerJoin("images", "images.id", "questions.image_id")
      .select("images.size")
      .where("question_text", "like", "A pearly nodule%")
      .executeTakeFirstOrThrow();
    expect(pictured.size).toBe(fixture("ecg.png").length);
  });

  it("imports a small zip of a large file as a job, as the large file would be", async () => {
    const api = await adminWithIdleRunner();
    const words = ["renal", "cardiac", "hepatic", "acute", "chronic", "pain", "fever", "rash"];
    const comment = Array.from({ length: 900_000 }, (_, i) => words[((i * 2654435761) % 7919) % 8]).join(" ");
    const padded = Buffer.concat([fixture("cardiology.xml"), Buffer.from(`<!-- ${comment} -->\n`)]);
    const zip = Buffer.from(zipSync({ "cardiology.xml": padded }));
    expect(padded.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(zip.length).toBeLessThan(5 * 1024 * 1024);
    const queued = jobOf(await api.content.importFile({ file: zip, file_name: "cardiology.zip", dry_run: true }));
    await runQueued();
    expect(await api.content.importJob({ id: queued.id })).toMatchObject({ status: "done", done: 2, total: 2 });
  });

  it("records a refused file's problems as the inline answer lists them, and writes nothing", async () => {
    const api = await adminWithIdleRunner();
    const queued = jobOf(
      await api.content.importFile({ file: fixture("problems.xml"), file_name: "problems.xml", background: "true" }),
    );
    await runQueued();
    const refused = await api.content.importJob({ id: queued.id });
    const inline = await failure(api.content.importFile({ file: fixture("problems.xml"), file_name: "problems.xml" }));
    expect(refused).toMatchObject({ status: "refused", phase: "finished", result: null });
    expect(refused.problems).toEqual(inline.items);
    expect(await questionsLike("Raised creatinine")).toBe(0);
  });

  it("records an item with a NUL byte as a refusal the database can keep", async () => {
    const api = await adminWithIdleRunner();
    const { id: category } = await api.admin.categoryCreate({ name: "Nul bytes" });
    const file = Buffer.concat([Buffer.from("\0"), aiken(3, "Nul")]);
    const queued = jobOf(await api.content.importFile({ file, file_name: "nul.aiken", background: true, category }));
    await runQueued();
    const job = await api.content.importJob({ id: queued.id });
    expect(job).toMatchObject({ status: "refused", result: null });
    expect(job.problems).toEqual([
      {
        object: expect.stringMatching(/^item 1 \(\uFFFDNul/),
        message: "The text contains a character that is not allowed.",
      },
    ]);
    expect(await questionsLike("Nul question")).toBe(0);
  });

  it("checks the whole file before writing: a bad last item after 600 good ones writes nothing", async () => {
    const api = await adminWithIdleRunner();
    const category = (await api.admin.categories()).at(0)!;
    const file = Buffer.concat([aiken(600, "Late"), Buffer.from("\nLate broken question\nANSWER: A\n")]);
    // A Blob, as the server passes an upload on disk: read as a stream, never whole.
    const queued = jobOf(
      await api.content.importFile({
        file: new Blob([new Uint8Array(file)]),
        file_name: "late.aiken",
        background: true,
        category: category.id,
      }),
    );
    await runQueued();
    const job = await api.content.importJob({ id: queued.id });
    expect(job.status).toBe("refused");
    expect(job.problems).toEqual([
      {
        object: "item 601 (Late broken question)",
        message: "The Aiken file could not be read: a question needs a stem and lettered options.",
      },
    ]);
    expect(await questionsLike("Late question")).toBe(0);
  });

  it("lists at most 1,000 skipped items of a job and counts the rest", async () => {
    const api = await adminWithIdleRunner();
    const category = (await api.admin.categories()).at(0)!;
    const rows = Array.from({ length: 1_200 }, (_, i) => `Many bad ${i + 1},a,b,9`);
    const file = Buffer.from(`text,option_1,option_2,correct\n${rows.join("\n")}\n`);
    const queued = jobOf(
      await api.content.importFile({
        file,
        file_name: "bad.csv",
        background: true,
        skip_invalid: true,
        dry_run: true,
        category: category.id,
      }),
    );
    await runQueued();
    const job = await api.content.importJob({ id: queued.id });
    expect(job.status).toBe("done");
    expect(job.result!.created).toBe(0);
    expect(job.result!.skipped).toHaveLength(1_001);
    expect(job.result!.skipped.at(-1)).toEqual({ item: "200 more items", reason: "Not listed." });
  });

  it("lists a dry run job's warnings and the categories it would create, without ids, and creates none", async () => {
    const api = await adminWithIdleRunner();
    const gift = [
      "$CATEGORY: $course$/Dry Ophthalmology",
      "",
      "::Red eye:: Painful red eye with a fixed mid-dilated pupil? {",
      "=Acute angle-closure glaucoma#Yes, an emergency.",
      "~Conjunctivitis",
      "~Episcleritis",
      "~Uveitis",
      "~Subconjunctival haemorrhage",
      "}",
      "",
    ].join("\n");
    const queued = jobOf(
      await api.content.importFile({ file: Buffer.from(gift), file_name: "eye.gift", background: true, dry_run: true }),
    );
    await runQueued();
    expect((await api.content.importJob({ id: queued.id })).result).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      skipped: [],
      errors: [],
      warnings: [
        {
          item: "item 1 (Red eye)",
          message: "The feedback on option 1 is not imported; the bank keeps one explanation per question.",
        },
      ],
      new_categories: [{ id: null, name: "Dry Ophthalmology" }],
    });
    expect((await api.admin.categories()).some((c) => c.name === "Dry Ophthalmology")).toBe(false);
  });

  it("runs a dry run as a job: the counts, nothing written", async () => {
    const api = await adminWithIdleRunner();
    const queued = jobOf(
      await api.content.importFile({ file: aiken(3, "Dry"), file_name: "dry.aiken", background: true, dry_run: true }),
    );
    const category = (await api.admin.categories()).at(0)!;
    expect(queued.dry_run).toBe(true);
    await runQueued();
    const job = await api.content.importJob({ id: queued.id });
    expect(job.status).toBe("refused");
    expect(job.problems[0]).toEqual({
      object: "item 1 (Dry question 1?)",
      message: "The item names no category: choose one for the import.",
    });
    const again = jobOf(
      await api.content.importFile({
        file: aiken(3, "Dry"),
        file_name: "dry.aiken",
        background: true,
        dry_run: true,
        category: category.id,
      }),
    );
    await runQueued();
    expect((await api.content.importJob({ id: again.id })).result).toMatchObject({ created: 3, updated: 0 });
    expect(await questionsLike("Dry question")).toBe(0);
  });

  it("resumes a job whose run stopped, from the last batch it wrote, without writing anything twice", async () => {
    const api = await adminWithIdleRunner();
    const category = await api.admin.categoryCreate({ name: "Resumed" });
    const queued = jobOf(
      await api.content.importFile({
        file: aiken(600, "Resume"),
        file_name: "resume.aiken",
        category: category.id,
        background: true,
      }),
    );
    // The database refuses question 400 for now: the run stops inside its second batch.
    const allow = await refuseQuestion("Resume question 400?");
    await expect(runQueued()).rejects.toThrow();
    expect(await api.content.importJob({ id: queued.id })).toMatchObject({
      status: "running",
      phase: "writing",
      done: 250,
      total: 600,
    });
    expect(await questionsLike("Resume question")).toBe(250);
    await allow();

    // The runner's retry resumes it.
    await retry(queued.id);
    const done = await api.content.importJob({ id: queued.id });
    expect(done).toMatchObject({ status: "done", done: 600, total: 600 });
    expect(done.result).toMatchObject({ created: 600, updated: 0, unchanged: 0 });
    expect(await questionsLike("Resume question")).toBe(600);
  });

  it("names the categories an earlier run of a resumed job created", async () => {
    const api = await adminWithIdleRunner();
    const questions = Array.from(
      { length: 300 },
      (_, i) => `Resumed category question ${i + 1}? {\n=One\n~Two\n~Three\n~Four\n~Five\n}\n`,
    );
    const gift = `$CATEGORY: $course$/Resumed Neurology\n\n${questions.join("\n")}`;
    const queued = jobOf(
      await api.content.importFile({ file: Buffer.from(gift), file_name: "n.gift", background: true }),
    );
    // The first batch (and the category) is written, then the run stops in the second.
    const allow = await refuseQuestion("Resumed category question 280?");
    await expect(runQueued()).rejects.toThrow();
    await allow();
    await retry(queued.id);
    const done = await api.content.importJob({ id: queued.id });
    const created = (await api.admin.categories()).find((c) => c.name === "Resumed Neurology");
    expect(done).toMatchObject({ status: "done", done: 300 });
    expect(done.result?.new_categories).toEqual([{ id: created?.id, name: "Resumed Neurology" }]);
  });

  it("gives a job up after two stopped runs", async () => {
    const api = await adminWithIdleRunner();
    const queued = jobOf(
      await api.content.importFile({ file: fixture("cardiology.xml"), file_name: "c.xml", background: true }),
    );
    // Two runs that started and stopped before they read anything (their processes died).
    for (let run = 0; run < 2; run++) expect((await startImportRun(h.deps.db, queued.id))?.id).toBe(queued.id);
    // The run after them (pg-boss's, from the queue of stopped imports) ends the job.
    await retry(queued.id);
    expect(await api.content.importJob({ id: queued.id })).toMatchObject({
      status: "failed",
      problems: [
        {
          object: "file",
          message: "The import stopped before it finished, twice. Please upload the file again.",
        },
      ],
    });
  });

  it("ends a job whose run was cut off while reading its file, without another try, and runs the next", async () => {
    const api = await adminWithIdleRunner();
    const category = await api.admin.categoryCreate({ name: "Killer" });
    const killer = jobOf(
      await api.content.importFile({
        file: aiken(3, "Killer"),
        file_name: "k.aiken",
        category: category.id,
        background: true,
      }),
    );
    const next = jobOf(
      await api.content.importFile({
        file: aiken(2, "After"),
        file_name: "a.aiken",
        category: category.id,
        background: true,
      }),
    );
    // A run that took the job and died while reading it: the process never finished or failed it.
    expect((await startImportRun(h.deps.db, killer.id))?.id).toBe(killer.id);
    await sql`update import_jobs set phase = 'reading' where id = ${killer.id}`.execute(h.deps.db);
    await runQueued();
    expect(await api.content.importJob({ id: killer.id })).toMatchObject({
      status: "failed",
      problems: [{ object: "file", message: "The server stopped while reading this file; it was not imported." }],
    });
    expect(await questionsLike("Killer question")).toBe(0);
    expect(await api.content.importJob({ id: next.id })).toMatchObject({ status: "done", done: 2 });
    const parts = await h.deps.db
      .selectFrom("import_job_parts")
      .select("job_id")
      .where("job_id", "=", killer.id)
      .execute();
    expect(parts).toEqual([]);
  });

  it("runs the jobs behind one whose run fails, and the failed one on its retry", async () => {
    const api = await adminWithIdleRunner();
    const category = await api.admin.categoryCreate({ name: "Stuck" });
    const stuck = jobOf(
      await api.content.importFile({
        file: aiken(2, "Stuck"),
        file_name: "s.aiken",
        category: category.id,
        background: true,
      }),
    );
    const behind = jobOf(
      await api.content.importFile({
        file: aiken(2, "Behind"),
        file_name: "b.aiken",
        category: category.id,
        background: true,
      }),
    );
    await sql`create function refuse_stuck() returns trigger language plpgsql as $$
      begin
        if new.question_text like 'Stuck question%' then raise exception 'stopped'; end if;
        return new;
      end $$`.execute(h.deps.db);
    await sql`create trigger refuse_stuck before insert on questions
      for each row execute function refuse_stuck()`.execute(h.deps.db);
    await expect(runQueued()).rejects.toThrow();
    expect(await api.content.importJob({ id: behind.id })).toMatchObject({ status: "done", done: 2 });
    expect((await api.content.importJob({ id: stuck.id })).status).toBe("running");
    await sql`drop trigger refuse_stuck on questions`.execute(h.deps.db);
    await retry(stuck.id);
    expect(await api.content.importJob({ id: stuck.id })).toMatchObject({ status: "done", done: 2 });
  });

  it("answers an unknown job with 404 and is for admins only", async () => {
    const api = await adminWithIdleRunner();
    expect((await failure(api.content.importJob({ id: "00000000-0000-4000-8000-000000000000" }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await failure(api.content.importJob({ id: "nope" }))).items).toEqual([
      { object: "id", message: "Unknown import." },
    ]);
    const { api: learner } = await signedIn(h, { level: 5 });
    expect((await failure(learner.content.importJob({ id: "00000000-0000-4000-8000-000000000000" }))).code).toBe(
      "FORBIDDEN",
    );
  });
});
