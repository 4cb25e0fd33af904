import { addQuestionAreas, listLiveEntries } from "@qbank/db";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type LegacyClient, type TestServer } from "../test/server.ts";

/** The legacy /api/admin paths over HTTP: envelopes, multipart question forms, images, roles. */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let server: TestServer;
let admin: LegacyClient;
let categoryId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await loggedInLearner(server, 6)).client;
  categoryId = (await createCategoryWithQuestions(server.handle.db, { level: 3, count: 0, name: "Http Admin" })).id;
});
afterAll(() => server.close());

const fields = (overrides: Record<string, string> = {}) => ({
  category: categoryId,
  text: "Which nerve is at risk in a mid-shaft humerus fracture?",
  option_1: "Radial",
  option_2: "Ulnar",
  option_3: "Median",
  option_4: "Axillary",
  option_5: "Musculocutaneous",
  url: "",
  solution: "The radial nerve runs in the spiral groove.",
  ...overrides,
});

function questionForm(data: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set("data", JSON.stringify(data));
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
const png = { bytes: PNG, name: "x.png", type: "image/png" };

describe("legacy /api/admin", () => {
  it("creates a question from the multipart form with an image, edits it keeping or replacing the image", async () => {
    const made = await admin.request("POST", "/api/admin/question", questionForm(fields(), png));
    expect(made.status, made.text).toBe(200);
    const question = made.body.message as { _id: string; image_url: string; image_name: string };
    expect(question.image_url).toBe(`/api/media/question/${question._id}`);
    expect((await admin.get(question.image_url)).headers.get("content-type")).toBe("image/png");

    const kept = await admin.request(
      "POST",
      `/api/admin/question/edit/${question._id}`,
      questionForm({ ...fields({ option_2: "Ulnar nerve" }), image_name: question.image_name }),
    );
    expect(kept.body.message).toMatchObject({ option_2: "Ulnar nerve", image_name: question.image_name });
    const removed = await admin.request(
      "POST",
      `/api/admin/question/edit/${question._id}`,
      questionForm({ ...fields(), image_name: "" }),
    );
    expect(removed.body.message).toMatchObject({ image_url: null });
    expect((await admin.get(`/api/admin/question/${question._id}`)).body.message).toMatchObject({ option_1: "Radial" });
    const listed = (await admin.get("/api/admin/question?q=spiral")).body.message as unknown[];
    expect(listed).toEqual([]);
    expect(((await admin.get("/api/admin/question?q=humerus")).body.message as { _id: string }[])[0]?._id).toBe(
      question._id,
    );
  });

  it("filters the question list by an MLA area or untagged, and lists each question's tags", async () => {
    const db = server.handle.db;
    const cat = await createCategoryWithQuestions(db, { level: 3, count: 2, name: "Http Tagged" });
    const [tagged, untagged] = cat.questionIds as [string, string];
    const surgery = (await listLiveEntries(db)).find((e) => e.name === "Surgery")!.id;
    await addQuestionAreas(db, [tagged], [surgery]);
    const list = async (query: string) =>
      (await admin.get(`/api/admin/question?q=Http+Tagged&${query}`)).body.message as {
        _id: string;
        areas: string[];
      }[];
    expect((await list(`area=${surgery}`)).map((q) => [q._id, q.areas])).toEqual([[tagged, ["Surgery"]]]);
    expect((await list("area=untagged")).map((q) => [q._id, q.areas])).toEqual([[untagged, []]]);
    expect(await list("area=")).toHaveLength(2);
    const bad = await admin.get("/api/admin/question?area=surgery");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: [{ object: "area", message: "Choose an MLA area by its id, or untagged." }] });
  });

  it("answers each bad field by name, and refuses SVG, a renamed text file and a 6 MB image", async () => {
    const bad = await admin.request("POST", "/api/admin/question", questionForm(fields({ text: "", option_5: "" })));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: [
        { object: "text", message: "Please enter the question." },
        { object: "option_5", message: "Please enter option 5." },
      ],
    });
    const notJson = new FormData();
    notJson.set("data", "{not json");
    expect((await admin.request("POST", "/api/admin/question", notJson)).status).toBe(400);
    for (const file of [
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: "x.svg", type: "image/svg+xml" },
      { bytes: Buffer.from("just text"), name: "photo.png", type: "image/png" },
    ]) {
      const refused = await admin.request("POST", "/api/admin/question", questionForm(fields(), file));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: [{ object: "file", message: "Please upload a PNG, JPEG, GIF or WebP image." }],
      });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await admin.request("POST", "/api/admin/question", questionForm(fields(), { ...png, bytes: big }));
    expect(tooBig.status).toBe(413);
  });

  it("says the form's JSON field is not JSON, or not an object, rather than naming every field missing", async () => {
    for (const [text, message] of [
      ["{not json", "The field is not valid JSON."],
      ["[1, 2]", "The field must be a JSON object."],
    ]) {
      const form = new FormData();
      form.set("data", text!);
      const refused = await admin.request("POST", "/api/admin/question", form);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: [{ object: "data", message }] });
    }
  });

  it("manages categories and roles, hosts a picture anyone can load, and refuses learners", async () => {
    const made = await admin.post("/api/admin/category", { name: "Dermatology" });
    const id = (made.body.message as { _id: string })._id;
    const edited = await admin.post(`/api/admin/category/edit/${id}`, { name: "Skin", level: 4 });
    expect(edited.body.message).toMatchObject({ name: "Skin", level: 4 });
    expect(((await admin.get("/api/admin/category")).body.message as { _id: string }[]).map((c) => c._id)).toContain(
      id,
    );
    expect((await admin.get(`/api/admin/category/${id}`)).body.message).toMatchObject({ name: "Skin", questions: [] });
    expect((await admin.get(`/api/admin/category/${id}/del`)).body.message).toEqual({ _id: id, deleted: true });

    const learner = await loggedInLearner(server, 2);
    const role = await admin.post(`/api/admin/user/${learner.id}`, { level: 3 });
    expect(role.body.message).toMatchObject({ level: 3, level_label: "Silver" });
    expect((await learner.client.get("/api/qbank/categories")).status).toBe(401);
    expect(
      ((await admin.get(`/api/admin/user?q=${encodeURIComponent(learner.email)}`)).body.message as { total: number })
        .total,
    ).toBe(1);

    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "x.png");
    const hosted = await admin.request("POST", "/api/admin/host", form);
    const url = (hosted.body.message as { url: string }).url;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/media\/hosted\//);
    const anyone = await fetch(`${server.url}${new URL(url).pathname}`);
    expect(anyone.status).toBe(200);

    const other = await loggedInLearner(server, 5);
    expect((await other.client.get("/api/admin/category")).status).toBe(403);
    expect((await other.client.post("/api/admin/category", { name: "Nope" })).status).toBe(403);
  });
});
