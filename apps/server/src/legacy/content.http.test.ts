import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type LegacyClient, type TestServer } from "../test/server.ts";

/** Question files over HTTP: the multipart import with its dry run and 400 list, the export as an attachment. */

let server: TestServer;
let admin: LegacyClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await loggedInLearner(server, 6)).client;
});
afterAll(() => server.close());

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../packages/api/src/content/fixtures/${name}`, import.meta.url));

function importForm(name: string, fields: Record<string, string> = {}, bytes = fixture(name)) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), name);
  return form;
}

describe("legacy /api/admin/import and /api/admin/export", () => {
  it("previews with dry_run, imports, then finds the same file unchanged", async () => {
    const dry = await admin.request("POST", "/api/admin/import", importForm("cardiology.xml", { dry_run: "true" }));
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.message).toMatchObject({
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
      warnings: [
        { item: "item 1 (Chest pain at rest)", message: 'The tag "week 3" is not an MLA area; it is not imported.' },
      ],
      new_categories: [
        { _id: null, name: "Cardiology" },
        { _id: null, name: "Respiratory" },
      ],
    });
    const done = await admin.request("POST", "/api/admin/import", importForm("cardiology.xml"));
    expect(done.body.message).toMatchObject({ created: 2 });
    const created = (done.body.message as { new_categories: { _id: string; name: string }[] }).new_categories;
    expect(created.map((c) => c.name)).toEqual(["Cardiology", "Respiratory"]);
    const page = await admin.request("GET", `/api/admin/category/${created[0]!._id}`);
    expect(page.status, page.text).toBe(200);
    const again = await admin.request("POST", "/api/admin/import", importForm("cardiology.xml"));
    expect(again.body.message).toMatchObject({ created: 0, unchanged: 2 });
  });

  it("answers 400 with every problem by item, and names a file it cannot read", async () => {
    const refused = await admin.request("POST", "/api/admin/import", importForm("problems.xml"));
    expect(refused.status).toBe(400);
    expect((refused.body.message as { object: string }[]).map((i) => i.object)).toEqual([
      "item 2 (Four options)",
      "item 3 (No key)",
      "item 3 (No key)",
      "item 4 (Not a picture)",
    ]);
    const unknown = await admin.request(
      "POST",
      "/api/admin/import",
      importForm("notes.txt", {}, Buffer.from("just some notes")),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual([
      {
        object: "format",
        message: "The format could not be told from the file; choose moodle-xml, gift, aiken or csv.",
      },
    ]);
    const badFlag = await admin.request("POST", "/api/admin/import", importForm("cardiology.xml", { dry_run: "yes" }));
    expect(badFlag.status).toBe(400);
  });

  it("imports as a job when asked, and answers the job's progress and counts by its id", async () => {
    const queued = await admin.request(
      "POST",
      "/api/admin/import",
      importForm("neurology.gift", { background: "true", dry_run: "true" }),
    );
    expect(queued.status, queued.text).toBe(200);
    const job = (queued.body.message as { job: { _id: string } }).job;
    expect(job).toMatchObject({ file_name: "neurology.gift", dry_run: true });
    // This server runs a job as soon as it is woken, so the answer is already the outcome.
    const progress = await admin.get(`/api/admin/import/${job._id}`);
    expect(progress.status, progress.text).toBe(200);
    expect(progress.body.message).toMatchObject({
      _id: job._id,
      status: "done",
      phase: "finished",
      done: 2,
      total: 2,
      result: { created: 2, updated: 0, unchanged: 0 },
      problems: [],
    });
    const unknown = await admin.get("/api/admin/import/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const bad = await admin.get("/api/admin/import/nope");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual([{ object: "id", message: "Unknown import." }]);
  });

  it("sends a Moodle XML export as an attachment, to admins only", async () => {
    const res = await admin.get("/api/admin/export?format=moodle-xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="questions.xml"');
    expect(res.text).toContain("<idnumber>CARD-001</idnumber>");
    expect((await admin.get("/api/admin/export?format=pdf")).status).toBe(400);
    const learner = (await loggedInLearner(server, 5)).client;
    expect((await learner.get("/api/admin/export?format=csv")).status).toBe(403);
    expect((await learner.request("POST", "/api/admin/import", importForm("cardiology.xml"))).status).toBe(403);
  });
});
