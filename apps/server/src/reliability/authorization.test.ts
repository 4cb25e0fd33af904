import { createCategoryWithQuestions, insertTestAttempts } from "@qbank/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { procedureName } from "../legacy/adapter.ts";
import { legacyRoutes } from "../legacy/routes.ts";
import { loggedInLearner, startTestServer, type LegacyClient, type TestServer } from "../test/server.ts";
import {
  actorFor,
  expectNoFailures,
  procedureNames,
  procedures,
  recordFigures,
  ROLES,
  type Actor,
  type Reply,
  type Role,
} from "./support.ts";

/**
 * The authorization matrix: every legacy path and every procedure x anonymous, Blocked, Hold,
 * Basic, Silver, Diamond, Admin, on the actor's own objects and on another learner's, asserting
 * the status and that no foreign data appears.
 */

/**
 * Who may call each procedure: "public", "signed-in" (any account that may act) or the lowest
 * level. Blocked (-1) and Hold (1) accounts may call public procedures only
 * (docs/architecture.md, "Levels and scope"). A new procedure fails the first test until it has a line here.
 */
const ACCESS: Record<string, "public" | "signed-in" | number> = {
  "auth.userData": "public",
  "auth.providers": "public",
  "auth.supportContact": "public",
  "auth.guard": "public",
  "auth.signup": "public",
  "auth.confirmEmail": "public",
  "auth.login": "public",
  "auth.logout": "public",
  "auth.requestReset": "public",
  "auth.resendConfirmation": "public",
  "auth.resetLinkStatus": "public",
  "auth.changeWithToken": "public",
  "auth.changePassword": "signed-in",
  "account.get": "signed-in",
  "account.updateProfile": "signed-in",
  "account.adjustment": "signed-in",
  "account.setAdjustment": "signed-in",
  "qbank.categories": 2,
  "qbank.category": 2,
  "qbank.categoryPage": 2,
  "qbank.categoryStats": 2,
  "qbank.start": 2,
  "qbank.startMock": 5,
  "qbank.startMastery": 2,
  "qbank.more": 2,
  "qbank.run": 2,
  "qbank.openRun": 2,
  "qbank.openPractice": 2,
  "qbank.submit": 2,
  "qbank.end": 2,
  "qbank.shown": 2,
  "qbank.paceHistory": 2,
  "qbank.doLaterAdd": 2,
  "qbank.doLaterRemove": 2,
  "qbank.reset": 4,
  "qbank.labValues": 2,
  "qbank.customMatches": 2,
  "qbank.startCustom": 2,
  "plan.get": 2,
  "plan.setDate": 2,
  "plan.clear": 2,
  "plan.result": 2,
  "plan.startToday": 2,
  "stats.percentile": 2,
  "support.reportQuestion": 2,
  "support.create": 2,
  "support.mine": 2,
  "support.all": 6,
  "support.get": 2,
  "support.answer": 2,
  "support.close": 2,
  "media.ticketImage": 2,
  "media.hostedImage": "public",
  "admin.categories": 6,
  "admin.category": 6,
  "admin.categoryCreate": 6,
  "admin.categoryEdit": 6,
  "admin.categoryDelete": 6,
  "admin.questions": 6,
  "admin.qualityStatus": 6,
  "admin.qualityRefresh": 6,
  "admin.question": 6,
  "admin.questionCreate": 6,
  "admin.questionEdit": 6,
  "admin.questionDelete": 6,
  "admin.users": 6,
  "admin.userLevel": 6,
  "admin.userExtraTime": 6,
  "admin.setUserExtraTime": 6,
  "admin.settings": 6,
  "admin.setSettings": 6,
  "admin.hostPicture": 6,
  "revisionKeys.save": 2,
  "revisionKeys.list": 2,
  "revisionKeys.sortedIds": 2,
  "revisionKeys.get": 2,
  "revisionKeys.delete": 2,
  "media.questionImage": 2,
  "stats.performance": 2,
  "stats.questions": 2,
  "stats.categories": 2,
  "stats.day": 2,
  "stats.week": 2,
  "stats.readiness": 2,
  "stats.track": "public",
  "stats.admin": 6,
  "stats.visitorsDay": 6,
  "stats.visitorsWeek": 6,
  "stats.tickets": 6,
  "stats.users": 6,
  "account.exportData": "signed-in",
  "account.delete": "signed-in",
  "account.requestDeletionLink": "signed-in",
  "account.deleteByLink": "public",
  "admin.paymentRefusals": 6,
  "admin.sweepSetAside": 6,
  "admin.releaseSweepItem": 6,
  "admin.userExport": 6,
  "admin.userDelete": 6,
  "payments.trialOffer": "signed-in",
  "payments.user": "signed-in",
  "payments.plans": "signed-in",
  "payments.masteryPrices": "signed-in",
  "payments.buyPlan": 2,
  "payments.buyAttempts": 2,
  "payments.checkout": 2,
  "payments.payOffline": 2,
  "payments.cancelCheckout": 2,
  "payments.stop": 2,
  "payments.restart": 2,
  "payments.delete": 2,
  "payments.skipTrial": 2,
  "payments.billingPortal": 3,
  "payments.history": 2,
  "review.due": 2,
  "review.grade": 2,
  "review.summary": 2,
  "qbank.mark": 2,
  "content.areas": 2,
  "content.importFile": 6,
  "content.importJob": 6,
  "content.exportFile": 6,
  "content.map": 6,
  "content.mapUpload": 6,
  "content.mapEntryEdit": 6,
  "content.history": 6,
  "content.tags": 6,
  "content.tag": 6,
  "content.restore": 6,
  "discussion.list": 2,
  "discussion.open": 2,
  "discussion.question": 2,
  "discussion.post": 2,
  "discussion.edit": 2,
  "discussion.remove": 2,
  "discussion.vote": 2,
  "discussion.report": 2,
  "discussion.newReplies": 2,
  "discussion.markRepliesRead": 2,
  "discussion.profile": 2,
  "discussion.saveProfile": 2,
  "discussion.moderation": 6,
  "discussion.hide": 6,
  "discussion.restore": 6,
  "discussion.delete": 6,
  "discussion.mute": 6,
  "discussion.keyDoubts": 6,
};

/** Support's list shows every learner's tickets to admins: that is what it is for. */
const SHOWS_EVERY_LEARNER = new Set(["support.all"]);
const foreignLeak = (procedure: string, role: Role, res: Reply) =>
  SHOWS_EVERY_LEARNER.has(procedure) && role.level !== null && role.level >= 6 ? null : leaksForeign(res);

/** The status access alone decides, or "allowed" when the procedure's own answer decides. */
function accessStatus(procedure: string, role: Role): 401 | 403 | "allowed" {
  const rule = ACCESS[procedure];
  if (rule === undefined) throw new Error(`no access rule for ${procedure}`);
  if (rule === "public") return "allowed";
  if (role.level === null) return 401;
  if (role.level === -1 || role.level === 1) return 403;
  if (rule !== "signed-in" && role.level < rule) return 403;
  return "allowed";
}

const PASSWORD = "learner-password-1"; // loggedInLearner's
const UNKNOWN_UUID = "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11";

interface Own {
  run: string;
  question: string;
  key: string;
}

interface Cell {
  actor: Actor;
  own: Own;
}

interface RowSpec {
  /** What the actor sends on its own objects. */
  send: (c: Cell) => Promise<Reply>;
  /** The answer when access allows it (200 unless said). */
  allowed?: (role: Role) => number;
  /** Makes the objects the row needs while the actor is still a Basic learner. */
  needs?: ("run" | "key" | "attempt")[];
}

let server: TestServer;
let cat: { id: string; questionIds: string[] };
let foreign: {
  id: string;
  email: string;
  client: LegacyClient;
  run: string;
  question: string;
  key: string;
  ticket: string;
};
const figures = { cells: 0, foreignChecks: 0 };
let signups = 0;

const signupBody = () => {
  signups += 1;
  return {
    email: `matrix-signup-${signups}@example.com`,
    first_name: "Mat",
    second_name: "Rix",
    password: "matrix-password-1",
    confirm_password: "matrix-password-1",
  };
};

const reportForm = (question: string) => {
  const form = new FormData();
  form.set("questionId", question);
  form.set("category", "x");
  form.set("text", "The key looks wrong.");
  return form;
};

/** Every legacy row, by "METHOD /path": what to send on own objects and what access allows. */
const ROWS: Record<string, RowSpec> = {
  "POST /auth": {
    send: ({ actor }) => actor.client.post("/api/auth", { to: "/user/dashboard" }),
    // The navigation guard is public, but it answers for the learner area.
    allowed: (role) => (role.level === null ? 401 : role.level < 2 ? 403 : 200),
  },
  "POST /auth/signup": { send: ({ actor }) => actor.client.post("/api/auth/signup", signupBody()) },
  "POST /auth/login": {
    send: ({ actor }) =>
      actor.client.post("/api/auth/login", { email: actor.email ?? "nobody@example.com", password: PASSWORD }),
    allowed: (role) => (role.level === null ? 401 : role.level < 2 ? 403 : 200),
  },
  "POST /auth/reset": {
    send: ({ actor }) => actor.client.post("/api/auth/reset", { email: actor.email ?? "nobody@example.com" }),
  },
  "POST /auth/change": {
    send: ({ actor }) =>
      actor.client.post("/api/auth/change", {
        email: actor.email ?? "nobody@example.com",
        password_reset: "not-a-live-token",
        password: "another-password-1",
        confirm_password: "another-password-1",
      }),
    allowed: () => 400,
  },
  "GET /auth/getuserdata": { send: ({ actor }) => actor.client.get("/api/auth/getuserdata") },
  "GET /auth/logout": { send: ({ actor }) => actor.client.get("/api/auth/logout") },
  "GET /auth/confirm": { send: ({ actor }) => actor.client.get("/api/auth/confirm?token=unknown"), allowed: () => 303 },
  "GET /qbank/categories": { send: ({ actor }) => actor.client.get("/api/qbank/categories") },
  "POST /qbank/category": { send: ({ actor }) => actor.client.post("/api/qbank/category", { id: cat.id }) },
  "GET /stats/category/:id": { send: ({ actor }) => actor.client.get(`/api/stats/category/${cat.id}`) },
  "POST /qbank/start": {
    send: ({ actor }) => actor.client.post("/api/qbank/start", { mode: "new", category: [cat.id] }),
  },
  "POST /qbank/new": {
    needs: ["run"],
    send: ({ actor, own }) => actor.client.post("/api/qbank/new", { run: own.run, questions: [own.question] }),
  },
  "POST /qbank/start/mock": { send: ({ actor }) => actor.client.post("/api/qbank/start/mock") },
  "POST /qbank/start/custom": {
    send: ({ actor }) =>
      actor.client.post("/api/qbank/start/custom", { count: 10, categories: [cat.id], pools: ["all"], timed: false }),
  },
  "POST /qbank/start/custom/matches": {
    send: ({ actor }) => actor.client.post("/api/qbank/start/custom/matches", { categories: [cat.id], pools: ["all"] }),
  },
  "GET /plan": { send: ({ actor }) => actor.client.get("/api/plan") },
  // A past date, refused: no actor gets a plan, so the rows below answer the same in any order.
  "PUT /plan": { send: ({ actor }) => actor.client.put("/api/plan", { exam_date: "2000-01-01" }), allowed: () => 400 },
  "DELETE /plan": { send: ({ actor }) => actor.client.delete("/api/plan") },
  // No exam date set: today's session asks for one first.
  "POST /plan/today": { send: ({ actor }) => actor.client.post("/api/plan/today"), allowed: () => 400 },
  "POST /plan/result": {
    send: ({ actor }) => actor.client.post("/api/plan/result", { result: "passed" }),
    allowed: () => 400,
  },
  "GET /stats/percentile": { send: ({ actor }) => actor.client.get("/api/stats/percentile") },
  "POST /qbank/start/mastery-mock": {
    needs: ["attempt"],
    send: ({ actor }) => actor.client.post("/api/qbank/start/mastery-mock"),
  },
  "POST /qbank/submit": {
    needs: ["run"],
    send: ({ actor, own }) =>
      actor.client.post("/api/qbank/submit", { run: own.run, question: own.question, answer: 1, correct: true }),
  },
  "POST /qbank/end": {
    needs: ["run"],
    send: ({ actor, own }) => actor.client.post("/api/qbank/end", { id: own.run }),
  },
  "POST /qbank/shown": {
    needs: ["run"],
    send: ({ actor, own }) => actor.client.post("/api/qbank/shown", { run: own.run, question: own.question }),
  },
  "GET /qbank/pace": { send: ({ actor }) => actor.client.get("/api/qbank/pace") },
  "POST /qbank/dolater/add": {
    send: ({ actor }) => actor.client.post("/api/qbank/dolater/add", { id: cat.questionIds[0] }),
  },
  "POST /qbank/dolater/remove": {
    send: ({ actor }) => actor.client.post("/api/qbank/dolater/remove", { id: cat.questionIds[0] }),
  },
  "GET /qbank/reset": { send: ({ actor }) => actor.client.get("/api/qbank/reset") },
  "GET /qbank/values": { send: ({ actor }) => actor.client.get("/api/qbank/values") },
  "POST /support": {
    send: ({ actor }) => actor.client.request("POST", "/api/support", reportForm(cat.questionIds[1]!)),
  },
  "POST /user/revision-keys/save": {
    send: ({ actor }) => actor.client.post("/api/user/revision-keys/save", { question: cat.questionIds[2] }),
  },
  "GET /user/revision-keys": { needs: ["key"], send: ({ actor }) => actor.client.get("/api/user/revision-keys") },
  "GET /user/revision-keys/sorted-ids": {
    needs: ["key"],
    send: ({ actor }) => actor.client.get("/api/user/revision-keys/sorted-ids"),
  },
  "GET /user/revision-keys/:id": {
    needs: ["key"],
    send: ({ actor, own }) => actor.client.get(`/api/user/revision-keys/${own.key}`),
  },
  "DELETE /user/revision-keys/:id": {
    needs: ["key"],
    send: ({ actor, own }) => actor.client.delete(`/api/user/revision-keys/${own.key}`),
  },
  "GET /stats/questions": { send: ({ actor }) => actor.client.get("/api/stats/questions") },
  "GET /stats/week": { send: ({ actor }) => actor.client.get("/api/stats/week") },
  "GET /stats/day": { send: ({ actor }) => actor.client.get("/api/stats/day") },
  "GET /stats/categories": { send: ({ actor }) => actor.client.get("/api/stats/categories") },
  "GET /stats/track": { send: ({ actor }) => actor.client.get("/api/stats/track") },
  "GET /stats/visitors/day": { send: ({ actor }) => actor.client.get("/api/stats/visitors/day") },
  "GET /stats/visitors/week": { send: ({ actor }) => actor.client.get("/api/stats/visitors/week") },
  "GET /stats/tickets": { send: ({ actor }) => actor.client.get("/api/stats/tickets") },
  "GET /stats/user": { send: ({ actor }) => actor.client.get("/api/stats/user") },
  "GET /support/user": { send: ({ actor }) => actor.client.get("/api/support/user") },
  "GET /support/admin": { send: ({ actor }) => actor.client.get("/api/support/admin?sort=oldest&filter=open") },
  // An id nobody owns: every role that may look gets the same 404 as for another's ticket.
  "GET /support/:id": { send: ({ actor }) => actor.client.get(`/api/support/${UNKNOWN_UUID}`), allowed: () => 404 },
  "POST /support/answer/new": {
    send: ({ actor }) => actor.client.post("/api/support/answer/new", { id: UNKNOWN_UUID, text: "Hello" }),
    allowed: () => 404,
  },
  "POST /support/change": {
    send: ({ actor }) => actor.client.post("/api/support/change", { id: UNKNOWN_UUID }),
    allowed: () => 404,
  },
  "GET /admin/category": { send: ({ actor }) => actor.client.get("/api/admin/category") },
  "GET /admin/category/:id": {
    send: ({ actor }) => actor.client.get(`/api/admin/category/${UNKNOWN_UUID}`),
    allowed: () => 404,
  },
  "POST /admin/category": { send: ({ actor }) => actor.client.post("/api/admin/category", { name: "Matrix" }) },
  "POST /admin/category/edit/:id": {
    send: ({ actor }) => actor.client.post(`/api/admin/category/edit/${UNKNOWN_UUID}`, { name: "Matrix", level: 3 }),
    allowed: () => 404,
  },
  "GET /admin/category/:id/del": {
    send: ({ actor }) => actor.client.get(`/api/admin/category/${UNKNOWN_UUID}/del`),
    allowed: () => 404,
  },
  "GET /admin/question": { send: ({ actor }) => actor.client.get("/api/admin/question?q=matrix") },
  "GET /admin/question/:id": {
    send: ({ actor }) => actor.client.get(`/api/admin/question/${UNKNOWN_UUID}`),
    allowed: () => 404,
  },
  // An empty form: access decides first, then every field is named as missing.
  "POST /admin/question": {
    send: ({ actor }) => actor.client.request("POST", "/api/admin/question", new FormData()),
    allowed: () => 400,
  },
  "POST /admin/question/edit/:id": {
    send: ({ actor }) => actor.client.request("POST", `/api/admin/question/edit/${UNKNOWN_UUID}`, new FormData()),
    allowed: () => 400,
  },
  "GET /admin/question/:id/del": {
    send: ({ actor }) => actor.client.get(`/api/admin/question/${UNKNOWN_UUID}/del`),
    allowed: () => 404,
  },
  "GET /admin/user": { send: ({ actor }) => actor.client.get("/api/admin/user?q=nobody") },
  "POST /admin/user/:id": {
    send: ({ actor }) => actor.client.post(`/api/admin/user/${UNKNOWN_UUID}`, { level: 3 }),
    allowed: () => 404,
  },
  "POST /admin/host": {
    send: ({ actor }) => actor.client.request("POST", "/api/admin/host", new FormData()),
    allowed: () => 400,
  },
  "GET /user": { send: ({ actor }) => actor.client.get("/api/user") },
  "GET /user/stripeuser": { send: ({ actor }) => actor.client.get("/api/user/stripeuser") },
  "GET /user/stripe/price": { send: ({ actor }) => actor.client.get("/api/user/stripe/price") },
  "GET /user/stripe/mastery-mock/price": {
    send: ({ actor }) => actor.client.get("/api/user/stripe/mastery-mock/price"),
  },
  "POST /user/stripe/new": { send: ({ actor }) => actor.client.post("/api/user/stripe/new", { price: "silver" }) },
  "POST /user/stripe/mastery-mock/purchase": {
    send: ({ actor }) => actor.client.post("/api/user/stripe/mastery-mock/purchase", { price: "mastery-1" }),
  },
  // Without a plan there is nothing to stop, restart, delete or skip.
  "GET /user/stripe/cancle": { send: ({ actor }) => actor.client.get("/api/user/stripe/cancle"), allowed: () => 404 },
  "GET /user/stripe/start": { send: ({ actor }) => actor.client.get("/api/user/stripe/start"), allowed: () => 404 },
  "GET /user/stripe/delete": { send: ({ actor }) => actor.client.get("/api/user/stripe/delete"), allowed: () => 404 },
  "GET /user/stripe/skip": { send: ({ actor }) => actor.client.get("/api/user/stripe/skip"), allowed: () => 404 },
  "POST /user/stripe/update": { send: ({ actor }) => actor.client.post("/api/user/stripe/update") },
  "GET /user/review/due": { send: ({ actor }) => actor.client.get("/api/user/review/due") },
  "GET /user/review/summary": { send: ({ actor }) => actor.client.get("/api/user/review/summary") },
  "POST /user/review/grade": {
    send: ({ actor }) => actor.client.post("/api/user/review/grade", { card: UNKNOWN_UUID, grade: 3 }),
    allowed: () => 404,
  },
  "GET /user/adjustment": { send: ({ actor }) => actor.client.get("/api/user/adjustment") },
  "POST /user/adjustment": {
    send: ({ actor }) =>
      actor.client.post("/api/user/adjustment", {
        extra_time_percent: 25,
        reading: { large_text: true, wide_spacing: false, dyslexia_font: false, reduced_motion: false },
      }),
  },
  "GET /stats/readiness": { send: ({ actor }) => actor.client.get("/api/stats/readiness") },
  "POST /admin/import": {
    send: ({ actor }) => actor.client.request("POST", "/api/admin/import", new FormData()),
    allowed: () => 400,
  },
  "GET /admin/import/:id": {
    send: ({ actor }) => actor.client.get(`/api/admin/import/${UNKNOWN_UUID}`),
    allowed: () => 404,
  },
  "GET /qbank/areas": { send: ({ actor }) => actor.client.get("/api/qbank/areas") },
  "GET /admin/content-map": { send: ({ actor }) => actor.client.get("/api/admin/content-map") },
  "POST /admin/content-map": {
    send: ({ actor }) => actor.client.request("POST", "/api/admin/content-map", new FormData()),
    allowed: () => 400,
  },
  "POST /admin/content-map/:id": {
    send: ({ actor }) => actor.client.post(`/api/admin/content-map/${UNKNOWN_UUID}`, { name: "Matrix" }),
    allowed: () => 404,
  },
  "POST /admin/user/:id/extra-time": {
    send: ({ actor }) => actor.client.post(`/api/admin/user/${UNKNOWN_UUID}/extra-time`, { percent: 25 }),
    allowed: () => 404,
  },
  "GET /admin/settings": { send: ({ actor }) => actor.client.get("/api/admin/settings") },
  // The value it already has, so the matrix changes nothing another cell reads.
  "POST /admin/settings": { send: ({ actor }) => actor.client.post("/api/admin/settings", { pass_mark: 63 }) },
  // A question and comments nobody can reach: every role that may look gets the same 404.
  "GET /question/:id/comments": {
    send: ({ actor }) => actor.client.get(`/api/question/${UNKNOWN_UUID}/comments?sort=helpful`),
    allowed: () => 404,
  },
  "POST /question/:id/comments": {
    send: ({ actor }) => actor.client.post(`/api/question/${UNKNOWN_UUID}/comments`, { text: "Hello" }),
    allowed: () => 404,
  },
  "POST /comments/:id/vote": {
    send: ({ actor }) => actor.client.post(`/api/comments/${UNKNOWN_UUID}/vote`, { helpful: true }),
    allowed: () => 404,
  },
  "POST /comments/:id/report": {
    send: ({ actor }) => actor.client.post(`/api/comments/${UNKNOWN_UUID}/report`, { reason: "Spam" }),
    allowed: () => 404,
  },
  "PUT /comments/:id": {
    send: ({ actor }) => actor.client.request("PUT", `/api/comments/${UNKNOWN_UUID}`, { text: "Edited" }),
    allowed: () => 404,
  },
  "DELETE /comments/:id": {
    send: ({ actor }) => actor.client.delete(`/api/comments/${UNKNOWN_UUID}`),
    allowed: () => 404,
  },
  "GET /admin/comments": { send: ({ actor }) => actor.client.get("/api/admin/comments?status=reported") },
  "POST /admin/comments/:id/hide": {
    send: ({ actor }) => actor.client.post(`/api/admin/comments/${UNKNOWN_UUID}/hide`),
    allowed: () => 404,
  },
  "POST /admin/comments/:id/restore": {
    send: ({ actor }) => actor.client.post(`/api/admin/comments/${UNKNOWN_UUID}/restore`),
    allowed: () => 404,
  },
  "DELETE /admin/comments/:id": {
    send: ({ actor }) => actor.client.delete(`/api/admin/comments/${UNKNOWN_UUID}`),
    allowed: () => 404,
  },
  "POST /admin/users/:id/mute": {
    send: ({ actor }) => actor.client.post(`/api/admin/users/${UNKNOWN_UUID}/mute`, { days: 7 }),
    allowed: () => 404,
  },
};

const rowKey = (row: (typeof legacyRoutes)[number]) => `${row.method.toUpperCase()} ${row.path}`;

/** Makes the actor's own objects (before a Blocked or Hold demotion). */
async function prepare(actor: Actor, needs: RowSpec["needs"] = []): Promise<Own> {
  const own: Own = { run: UNKNOWN_UUID, question: cat.questionIds[0]!, key: UNKNOWN_UUID };
  if (actor.role.level === null) return own;
  if (needs.includes("run")) {
    const res = await actor.client.post("/api/qbank/start", { mode: "new", category: [cat.id] });
    const page = res.body.message as { run: { _id: string }; questions: { _id: string }[] };
    own.run = page.run._id;
    own.question = page.questions[0]!._id;
  }
  if (needs.includes("key")) {
    const res = await actor.client.post("/api/user/revision-keys/save", { question: cat.questionIds[3] });
    own.key = (res.body.message as { _id: string })._id;
  }
  if (needs.includes("attempt")) await insertTestAttempts(server.handle.db, actor.id!, 1, server.clock.now());
  return own;
}

/** Runs tasks a few at a time (each logs a user in; argon2 is deliberately slow). */
async function inPool<T>(tasks: (() => Promise<T>)[], size = 8): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

/** Text of the foreign learner that must never reach anyone else. */
const foreignMarks = () => [foreign.id, foreign.email, foreign.run, foreign.key, foreign.ticket];

function leaksForeign(res: Reply): string | null {
  return foreignMarks().find((mark) => res.text.includes(mark)) ?? null;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  cat = await createCategoryWithQuestions(db, { level: 2, count: 12, name: "Matrix bank" });
  await createCategoryWithQuestions(db, { level: 9, count: 3, name: "Matrix mastery pool" });

  const f = await loggedInLearner(server, 2);
  const started = await f.client.post("/api/qbank/start", { mode: "new", category: [cat.id] });
  const page = started.body.message as { run: { _id: string }; questions: { _id: string }[] };
  const saved = await f.client.post("/api/user/revision-keys/save", { question: cat.questionIds[4] });
  const reported = await f.client.request("POST", "/api/support", reportForm(cat.questionIds[5]!));
  foreign = {
    ...f,
    run: page.run._id,
    question: page.questions[0]!._id,
    key: (saved.body.message as { _id: string })._id,
    ticket: (reported.body.message as { _id: string })._id,
  };
  expect([foreign.run, foreign.key, foreign.ticket].every(Boolean)).toBe(true);
});
afterAll(() => server.close());

describe("the matrix covers the code", () => {
  it("has a line for every procedure of the router and every row of the route table", () => {
    expect(Object.keys(ACCESS).sort()).toEqual(procedureNames);
    expect(Object.keys(ROWS).sort()).toEqual(legacyRoutes.map(rowKey).sort());
  });
});

describe("every legacy path x every role, on own objects", () => {
  it("answers each cell with the status access allows, and shows no other learner's data", async () => {
    const failures: string[] = [];
    const tasks = legacyRoutes.flatMap((row) =>
      ROLES.map((role) => async () => {
        const spec = ROWS[rowKey(row)]!;
        const procedure = procedureName(row.procedure);
        let own: Own | undefined;
        const actor = await actorFor(server, role, async (a) => {
          own = await prepare(a, spec.needs);
        });
        const access = accessStatus(procedure, role);
        const expected = access === "allowed" ? (spec.allowed?.(role) ?? 200) : access;
        const res = await spec.send({ actor, own: own! });
        figures.cells++;
        const where = `${rowKey(row)} as ${role.name} (${procedure})`;
        if (res.status !== expected)
          failures.push(`${where}: expected ${expected}, got ${res.status} ${res.text.slice(0, 200)}`);
        const leak = foreignLeak(procedure, role, res);
        if (leak) failures.push(`${where}: shows the other learner's ${leak}`);
      }),
    );
    await inPool(tasks);
    expectNoFailures(failures, "cells of the matrix that answered wrongly");
    // A log-in per cell: give the matrix room on a loaded machine.
  }, 180_000);
});

describe("every procedure x every role over tRPC", () => {
  it("refuses by access exactly as the table says", async () => {
    const failures: string[] = [];
    await inPool(
      ROLES.map((role) => async () => {
        const actor = await actorFor(server, role);
        // Logout last: it ends the session the other calls need.
        const ordered = [...procedureNames.filter((p) => p !== "auth.logout"), "auth.logout"];
        for (const procedure of ordered) {
          const type = procedures[procedure]!.type;
          // An empty input: access is decided before the input is read, so allowed calls answer 200 or 400.
          const res =
            type === "query"
              ? await actor.client.get(`/trpc/${procedure}`)
              : await actor.client.request("POST", `/trpc/${procedure}`, {});
          figures.cells++;
          const access = accessStatus(procedure, role);
          const where = `trpc ${procedure} as ${role.name}`;
          if (
            access === "allowed" ? [401, 403].includes(res.status) && procedure !== "auth.guard" : res.status !== access
          ) {
            failures.push(`${where}: expected ${access}, got ${res.status} ${res.text.slice(0, 200)}`);
          }
          if (res.status >= 500) failures.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
          const leak = foreignLeak(procedure, role, res);
          if (leak) failures.push(`${where}: shows the other learner's ${leak}`);
        }
      }),
    );
    expectNoFailures(failures, "procedures whose access differs from the table");
  });
});

describe("another learner's objects", () => {
  /** What a stranger tries on the foreign learner's run and revision key. */
  const attempts: { name: string; send: (client: LegacyClient) => Promise<Reply> }[] = [
    { name: "GET his revision key", send: (c) => c.get(`/api/user/revision-keys/${foreign.key}`) },
    { name: "DELETE his revision key", send: (c) => c.delete(`/api/user/revision-keys/${foreign.key}`) },
    { name: "more questions of his run", send: (c) => c.post("/api/qbank/new", { run: foreign.run, questions: [] }) },
    {
      name: "answer in his run",
      send: (c) => c.post("/api/qbank/submit", { run: foreign.run, question: foreign.question, answer: 1 }),
    },
    {
      name: "read his run (tRPC)",
      send: (c) => c.get(`/trpc/qbank.run?input=${encodeURIComponent(JSON.stringify({ id: foreign.run }))}`),
    },
    {
      name: "show a question of his run",
      send: (c) => c.post("/api/qbank/shown", { run: foreign.run, question: foreign.question }),
    },
    { name: "end his run (tRPC)", send: (c) => c.request("POST", "/trpc/qbank.end", { id: foreign.run }) },
    {
      name: "read his key (tRPC)",
      send: (c) => c.get(`/trpc/revisionKeys.get?input=${encodeURIComponent(JSON.stringify({ id: foreign.key }))}`),
    },
    { name: "delete his key (tRPC)", send: (c) => c.request("POST", "/trpc/revisionKeys.delete", { id: foreign.key }) },
  ];

  it("answers 404 (403 or 401 by access) to every role, shows none of his data and changes nothing", async () => {
    const failures: string[] = [];
    await inPool(
      ROLES.map((role) => async () => {
        const actor = await actorFor(server, role);
        for (const attempt of attempts) {
          const res = await attempt.send(actor.client);
          figures.foreignChecks++;
          const expected = role.level === null ? [401] : role.level < 2 ? [403] : [404, 403];
          const where = `${attempt.name} as ${role.name}`;
          if (!expected.includes(res.status))
            failures.push(`${where}: expected ${expected.join("/")}, got ${res.status} ${res.text.slice(0, 200)}`);
          const leak = leaksForeign(res);
          if (leak) failures.push(`${where}: shows his ${leak}`);
        }
      }),
    );
    expectNoFailures(failures, "foreign objects reached");

    const db = server.handle.db;
    const key = await db.selectFrom("revision_keys").select("id").where("id", "=", foreign.key).executeTakeFirst();
    expect(key?.id).toBe(foreign.key);
    const run = await db.selectFrom("runs").select("ended_at").where("id", "=", foreign.run).executeTakeFirstOrThrow();
    expect(run.ended_at).toBeNull();
    const answered = await db
      .selectFrom("run_questions")
      .select("question_id")
      .where("run_id", "=", foreign.run)
      .where("answered_option", "is not", null)
      .execute();
    expect(answered).toEqual([]);
    const ticket = await db.selectFrom("tickets").select("id").where("id", "=", foreign.ticket).executeTakeFirst();
    expect(ticket?.id).toBe(foreign.ticket);
  });

  it("records the figures", async () => {
    expect(figures.cells).toBeGreaterThan(0);
    await recordFigures("2-authorization", {
      title: "Authorization matrix",
      rows: [
        ["roles", ROLES.map((r) => r.name).join(", ")],
        ["legacy rows x roles (own objects)", `${legacyRoutes.length} x ${ROLES.length}`],
        ["tRPC procedures x roles", `${procedureNames.length} x ${ROLES.length}`],
        ["cells checked", figures.cells],
        ["attempts on another learner's run, key (and ticket id kept out of every body)", figures.foreignChecks],
      ],
    });
  });
});
