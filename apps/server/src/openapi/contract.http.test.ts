import { readFile } from "node:fs/promises";
import { compileErrors, validate } from "@readme/openapi-parser";
import { createCategoryWithQuestions, insertTestAttempts, insertTestTry } from "@qbank/db/testing";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyRoutes } from "../legacy/routes.ts";
import { answered, contractProblem, document } from "../test/contract.ts";
import { LegacyClient, loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";
import { openApiPath, openApiDocument } from "./document.ts";
import { otherPaths } from "./other-paths.ts";

/**
 * The published contract (docs/openapi.json) against the server: a valid OpenAPI 3.1
 * document, the same set of paths as the route table, and one valid request per documented
 * operation whose answer (checked by the test client against the document) is its success.
 */

const SECRET = "whsec_contract_test";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
});
afterAll(() => server.close());

const operations = (doc: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
    .sort();

/** The success an operation documents: its 2xx, or the redirect of a browser link. */
function successOf(operation: string): string {
  const [method, path] = operation.split(" ") as [string, string];
  const responses = Object.keys(document.paths[path]![method]!.responses as object);
  return responses.find((status) => /^[23]/.test(status) && status !== "304")!;
}

const form = (fields: Record<string, string>, file?: Buffer) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "x.png");
  return body;
};

const message = <T>(res: { status: number; text: string; body: { message: unknown } }): T => {
  expect(res.status, res.text).toBe(200);
  return res.body.message as T;
};

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await validate(structuredClone(openApiDocument()) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("is what the server answers at /api/openapi.json and what docs/openapi.json holds", async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(document);
    const committed = await readFile(new URL("../../../../docs/openapi.json", import.meta.url), "utf8");
    expect(JSON.parse(committed), "docs/openapi.json is stale: run `npm run openapi`").toEqual(document);
  });

  it("lists every row of the route table and every path served beside it, and nothing else", () => {
    const served = [
      ...legacyRoutes.map((row) => `${row.method} ${openApiPath(row.path)}`),
      ...otherPaths.map((other) => `${other.method} ${other.path}`),
    ].sort();
    expect(operations(document)).toEqual(served);
    expect(served.length).toBeGreaterThan(70);
  });

  it("is browsable at /api/docs with Swagger UI, its scripts served from this origin", async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.every((attrs) => / src="\/api\/docs\//.test(attrs))).toBe(true);
    for (const asset of [
      "/api/docs/assets/swagger-ui-bundle.js",
      "/api/docs/assets/swagger-ui.css",
      "/api/docs/viewer.js",
    ]) {
      const res = await fetch(`${server.url}${asset}`);
      expect(res.status, asset).toBe(200);
      expect((await res.text()).length, asset).toBeGreaterThan(50);
    }
    expect((await fetch(`${server.url}/api/docs/assets/index.html`)).status).toBe(404);
  });
});

describe("the test client's check against the document", () => {
  it("passes a documented answer and refuses a wrong body or an undocumented status", () => {
    const answer = { method: "GET", path: "/api/qbank/values", contentType: "application/json" };
    expect(contractProblem({ ...answer, status: 200, body: { message: [] } })).toBeNull();
    expect(
      contractProblem({ ...answer, status: 401, body: { message: [{ object: "auth", message: "No" }] } }),
    ).toBeNull();
    expect(contractProblem({ ...answer, status: 200, body: { message: 5 } })).toMatch(/breaks the document/);
    expect(contractProblem({ ...answer, status: 401, body: { message: [] } })).toMatch(/breaks the document/);
    expect(contractProblem({ ...answer, status: 418, body: {} })).toMatch(/lists no 418 answer/);
    expect(contractProblem({ ...answer, path: "/api/nowhere", status: 404, body: {} })).toBeNull();
  });
});

describe("every documented operation", () => {
  it("answers a valid request, as the right user, with its documented success", async () => {
    const db = server.handle.db;
    const cat = await createCategoryWithQuestions(db, { level: 2, count: 12, name: "Contract bank" });
    await createCategoryWithQuestions(db, { level: 9, count: 3, name: "Contract mastery pool" });
    const learner = await loggedInLearner(server, 2);
    const gold = await loggedInLearner(server, 4);
    const admin = (await loggedInLearner(server, 6)).client;
    const l = learner.client;

    // Auth
    const visitor = new LegacyClient(server.url);
    message(await visitor.get("/api/auth/getuserdata"));
    message(await l.post("/api/auth", { to: "/user/dashboard" }));
    const signup = {
      email: "contract-signup@example.com",
      first_name: "Con",
      second_name: "Tract",
      password: "contract-password-1",
      confirm_password: "contract-password-1",
    };
    message(await visitor.post("/api/auth/signup", signup));
    const confirm = new URL([...server.mail].reverse().find((m) => m.to === signup.email)!.link!);
    expect((await visitor.get(`${confirm.pathname}${confirm.search}`)).status).toBe(303);
    message(await visitor.post("/api/auth/reset", { email: signup.email }));
    const reset = new URL([...server.mail].reverse().find((m) => m.to === signup.email)!.link!);
    message(
      await visitor.post("/api/auth/change", {
        email: reset.searchParams.get("email"),
        password_reset: reset.searchParams.get("id"),
        password: "contract-password-2",
        confirm_password: "contract-password-2",
      }),
    );
    message(await visitor.post("/api/auth/login", { email: signup.email, password: "contract-password-2" }));
    message(await visitor.get("/api/auth/logout"));
    for (const provider of ["google", "facebook"]) {
      expect((await visitor.get(`/api/auth/${provider}`)).status).toBe(302);
      expect((await visitor.get(`/api/auth/${provider}/callback`)).status).toBe(302);
    }

    // Question bank, with the run ids and the end of a run
    message(await l.get("/api/qbank/categories"));
    message(await l.post("/api/qbank/category", { id: cat.id }));
    message(await l.get(`/api/stats/category/${cat.id}`));
    const page = message<{ run: { _id: string }; questions: { _id: string }[] }>(
      await l.post("/api/qbank/start", { mode: "all", category: [cat.id] }),
    );
    const run = page.run._id;
    message(await l.post("/api/qbank/new", { run, questions: page.questions.map((q) => q._id) }));
    message(await l.post("/api/qbank/submit", { run, question: page.questions[0]!._id, answer: 1, correct: true }));
    message(await l.post("/api/qbank/end", { id: run }));
    message(await l.post("/api/qbank/dolater/add", { id: cat.questionIds[0] }));
    message(await l.post("/api/qbank/dolater/remove", { id: cat.questionIds[0] }));
    message(await l.get("/api/qbank/values"));
    message(await gold.client.get("/api/qbank/reset"));
    const mock = await loggedInLearner(server, 5);
    const mockPage = message<{ run: { _id: string }; questions: { _id: string }[] }>(
      await mock.client.post("/api/qbank/start/mock"),
    );
    message(
      await mock.client.post("/api/qbank/shown", { run: mockPage.run._id, question: mockPage.questions[0]!._id }),
    );
    message(await mock.client.get("/api/qbank/pace"));
    const mastery = await loggedInLearner(server, 2);
    await insertTestAttempts(db, mastery.id, 1, server.clock.now());
    message(await mastery.client.post("/api/qbank/start/mastery-mock"));

    // Revision keys
    const key = message<{ _id: string }>(
      await l.post("/api/user/revision-keys/save", { question: cat.questionIds[1] }),
    );
    message(await l.get("/api/user/revision-keys?skip=0&size=10&query="));
    message(await l.get("/api/user/revision-keys/sorted-ids"));
    message(await l.get(`/api/user/revision-keys/${key._id}`));
    message(await l.delete(`/api/user/revision-keys/${key._id}`));

    // Support, with the ticket's screenshot
    const ticket = message<{ _id: string }>(
      await l.request(
        "POST",
        "/api/support",
        form({ questionId: cat.questionIds[2]!, category: "0", text: "Hi" }, PNG),
      ),
    );
    message(await l.get("/api/support/user"));
    message(await l.get(`/api/support/${ticket._id}`));
    expect((await l.get(`/api/media/ticket/${ticket._id}`)).status).toBe(200);
    message(await admin.get("/api/support/admin"));
    message(await admin.post("/api/support/answer/new", { id: ticket._id, text: "Thanks, fixed." }));
    message(await admin.post("/api/support/change", { id: ticket._id }));

    // Stats
    for (const path of ["questions", "week", "day", "categories", "track"]) message(await l.get(`/api/stats/${path}`));
    for (const path of ["visitors/day", "visitors/week", "tickets", "user"])
      message(await admin.get(`/api/stats/${path}`));

    // Payments, on the offline checkout, and the Stripe webhook
    message(await l.get("/api/user"));
    message(await l.get("/api/user/stripeuser"));
    message(await l.get("/api/user/stripe/price"));
    message(await l.get("/api/user/stripe/mastery-mock/price"));
    message(await l.post("/api/user/stripe/mastery-mock/purchase", { price: "mastery-1" }));
    const checkout = message<{ session_id: string }>(await l.post("/api/user/stripe/new", { price: "silver" }));
    expect((await l.post("/trpc/payments.payOffline", { id: checkout.session_id })).status).toBe(200);
    message(await l.get("/api/user/stripe/skip"));
    message(await l.get("/api/user/stripe/cancle"));
    message(await l.get("/api/user/stripe/start"));
    message(await l.post("/api/user/stripe/update"));
    message(await l.get("/api/user/stripe/delete"));
    const payload = JSON.stringify({ id: "evt_contract", object: "event", type: "customer.created", data: {} });
    const timestamp = Math.floor(server.clock.now().getTime() / 1000);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
    const hook = await visitor.request("POST", "/api/stripe/webhook", payload, {
      "content-type": "application/json",
      "stripe-signature": signature,
    });
    expect(hook.status, hook.text).toBe(200);

    // Admin, with a question image and a hosted picture
    const made = message<{ _id: string }>(await admin.post("/api/admin/category", { name: "Contract" }));
    message(await admin.get("/api/admin/category"));
    message(await admin.get(`/api/admin/category/${made._id}`));
    message(await admin.post(`/api/admin/category/edit/${made._id}`, { name: "Contract two", level: 2 }));
    const data = {
      category: made._id,
      text: "Which nerve is at risk in a mid-shaft humerus fracture?",
      option_1: "Radial",
      option_2: "Ulnar",
      option_3: "Median",
      option_4: "Axillary",
      option_5: "Musculocutaneous",
      url: "",
      solution: "The radial nerve runs in the spiral groove.",
    };
    const question = message<{ _id: string }>(
      await admin.request("POST", "/api/admin/question", form({ data: JSON.stringify(data) }, PNG)),
    );
    message(await admin.get("/api/admin/question?q=humerus"));
    message(await admin.get(`/api/admin/question/${question._id}`));
    expect((await admin.get(`/api/media/question/${question._id}`)).status).toBe(200);
    message(
      await admin.request(
        "POST",
        `/api/admin/question/edit/${question._id}`,
        form({ data: JSON.stringify({ ...data, option_1: "Radial nerve" }) }),
      ),
    );
    message(await admin.get(`/api/admin/question/${question._id}/del`));
    message(await admin.get(`/api/admin/category/${made._id}/del`));
    message(await admin.get("/api/admin/user"));
    message(await admin.post(`/api/admin/user/${mock.id}`, { level: 3 }));
    const hosted = message<{ _id: string }>(await admin.request("POST", "/api/admin/host", form({}, PNG)));
    expect((await visitor.get(`/api/media/hosted/${hosted._id}`)).status).toBe(200);
    const aiken = new FormData();
    aiken.set("category", cat.id);
    aiken.set("file", new Blob(["Stem?\nA. a\nB. b\nC. c\nD. d\nE. e\nANSWER: C\n"]), "one.aiken");
    message(await admin.request("POST", "/api/admin/import", aiken));
    aiken.set("background", "true");
    const job = message<{ job: { _id: string } }>(await admin.request("POST", "/api/admin/import", aiken)).job;
    message(await admin.get(`/api/admin/import/${job._id}`));
    expect((await admin.get(`/api/admin/export?format=csv&category=${cat.id}`)).status).toBe(200);
    message(await l.get("/api/qbank/areas"));
    const map = message<{ entries: { _id: string; name: string }[] }>(await admin.get("/api/admin/content-map"));
    const mapCsv = new FormData();
    mapCsv.set("dry_run", "true");
    mapCsv.set("file", new Blob(["kind,name,areas\npresentation,Cough,Respiratory\n"]), "map.csv");
    message(await admin.request("POST", "/api/admin/content-map", mapCsv));
    const surgery = map.entries.find((e) => e.name === "Surgery")!;
    message(await admin.post(`/api/admin/content-map/${surgery._id}`, { name: "Surgery" }));

    // Review cards: a saved key is due today
    const reviewer = await loggedInLearner(server, 3);
    message(await reviewer.client.post("/api/user/revision-keys/save", { question: cat.questionIds[3] }));
    const due = message<{ cards: { _id: string }[] }>(await reviewer.client.get("/api/user/review/due"));
    message(await reviewer.client.post("/api/user/review/grade", { card: due.cards[0]!._id, grade: 3 }));
    message(await reviewer.client.get("/api/user/review/summary"));

    // Exam adjustments, readiness and the pass mark
    message(await l.get("/api/user/adjustment"));
    message(
      await l.post("/api/user/adjustment", {
        extra_time_percent: 25,
        reading: { large_text: true, wide_spacing: false, dyslexia_font: false, reduced_motion: false },
      }),
    );
    message(await l.get("/api/stats/readiness"));
    message(await admin.post(`/api/admin/user/${learner.id}/extra-time`, { percent: 50 }));
    message(await admin.get("/api/admin/settings"));
    message(await admin.post("/api/admin/settings", { pass_mark: 63 }));

    // The plan to the exam date, today's session, the session builder and the percentile
    const planner = (await loggedInLearner(server, 3)).client;
    message(await planner.get("/api/plan"));
    message(await planner.put("/api/plan", { exam_date: "2026-06-24" }));
    message(await planner.post("/api/plan/today"));
    message(await planner.put("/api/plan", { exam_date: "2026-06-17" }));
    message(await planner.post("/api/plan/result", { result: "passed" }));
    message(await planner.delete("/api/plan"));
    const choice = { categories: [cat.id], pools: ["all"] };
    message(await planner.post("/api/qbank/start/custom/matches", choice));
    message(await planner.post("/api/qbank/start/custom", { ...choice, count: 10, timed: false }));
    message(await planner.get("/api/stats/percentile"));

    // The discussion under a question its readers have answered, and its moderation
    const discussed = page.questions[0]!._id;
    const voter = await loggedInLearner(server, 2);
    await insertTestTry(server.handle.db, {
      userId: voter.id,
      questionId: discussed,
      correct: false,
      at: server.clock.now(),
    });
    const comment = message<{ _id: string }>(
      await l.post(`/api/question/${discussed}/comments`, { text: "Radial nerve palsy gives a wrist drop." }),
    );
    message(await voter.client.get(`/api/question/${discussed}/comments?sort=helpful`));
    message(await l.put(`/api/comments/${comment._id}`, { text: "Radial nerve palsy: wrist drop." }));
    message(await voter.client.post(`/api/comments/${comment._id}/vote`, { helpful: true }));
    message(await voter.client.post(`/api/comments/${comment._id}/report`, { reason: "The key may be wrong." }));
    const own = message<{ _id: string }>(
      await voter.client.post(`/api/question/${discussed}/comments`, { text: "Spiral groove.", parent: comment._id }),
    );
    message(await voter.client.delete(`/api/comments/${own._id}`));
    message(await admin.get("/api/admin/comments?status=all"));
    message(await admin.post(`/api/admin/comments/${comment._id}/hide`));
    message(await admin.post(`/api/admin/comments/${comment._id}/restore`));
    message(await admin.delete(`/api/admin/comments/${comment._id}`));
    message(await admin.post(`/api/admin/users/${voter.id}/mute`, { days: 7 }));

    const missing = operations(document).filter((op) => !answered.has(`${op} ${successOf(op)}`));
    expect(missing, "documented operations never answered with their success").toEqual([]);
  });
});
