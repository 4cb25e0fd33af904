import { MAIL_BURST_MS } from "@qbank/api";
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE } from "@qbank/api/client";
import { pngImage } from "@qbank/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type TestServer } from "../test/server.ts";

/** The legacy /api/support paths over HTTP: tickets, answers, closing and screenshots. */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function ticketForm(fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "shot.png");
  return form;
}

describe("legacy /api/support", () => {
  it("pages both lists with optional page and size, keeping the list shape", async () => {
    const learner = await loggedInLearner(server, 2);
    const admin = await loggedInLearner(server, 6);
    const made: string[] = [];
    for (const text of ["First", "Second", "Third"]) {
      server.clock.advance(1000);
      const res = await learner.client.request("POST", "/api/support", ticketForm({ category: "0", text }));
      made.push((res.body.message as { _id: string })._id);
    }
    const ids = (res: { body: { message: unknown } }) => (res.body.message as { _id: string }[]).map((t) => t._id);
    expect(ids(await learner.client.get("/api/support/user"))).toEqual([...made].reverse());
    expect(ids(await learner.client.get("/api/support/user?size=2"))).toEqual([made[2], made[1]]);
    expect(ids(await learner.client.get("/api/support/user?size=2&page=2"))).toEqual([made[0]]);
    expect(ids(await learner.client.get("/api/support/user?size=2&page=3"))).toEqual([]);
    expect(ids(await admin.client.get("/api/support/admin?sort=newest&size=1"))).toEqual([made[2]]);
    expect(ids(await admin.client.get("/api/support/admin?sort=oldest&size=1&page=1"))).not.toContain(made[2]);
    const tooBig = await learner.client.get("/api/support/user?size=100000");
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toEqual([
      { object: "size", message: "The size must be a whole number from 1 to 200." },
    ]);
    expect((await admin.client.get("/api/support/admin?page=0")).status).toBe(400);
  });

  it("opens a ticket with a screenshot, lists it, answers it both ways and closes it", async () => {
    const learner = await loggedInLearner(server, 2);
    const admin = await loggedInLearner(server, 6);
    const stranger = await loggedInLearner(server, 2);
    const made = await learner.client.request(
      "POST",
      "/api/support",
      ticketForm({ category: "0", text: "Hello" }, PNG),
    );
    expect(made.status, made.text).toBe(200);
    const id = (made.body.message as { _id: string })._id;

    const mine = (await learner.client.get("/api/support/user")).body.message as { _id: string; status: number }[];
    expect(mine).toMatchObject([{ _id: id, status: 0, category: 0, user: { first_name: "Ada" } }]);
    const one = (await learner.client.get(`/api/support/${id}`)).body.message as { image_url: string };
    expect(one.image_url).toBe(`/api/media/ticket/${id}`);
    const image = await learner.client.get(one.image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // The person's screenshot is not left in a shared computer's browser cache.
    expect(image.headers.get("cache-control")).toBe("no-store");
    expect((await stranger.client.get(one.image_url)).status).toBe(404);
    expect((await admin.client.get(one.image_url)).status).toBe(200);
    expect((await stranger.client.get(`/api/support/${id}`)).status).toBe(404);

    const answered = await admin.client.post("/api/support/answer/new", { id, text: "How can we help?" });
    expect(answered.body.message).toMatchObject({ status: 1, answers: [{ from_support: true }] });
    server.clock.advance(MAIL_BURST_MS);
    await server.runJob("mail");
    expect(server.mail.at(-1)).toMatchObject({ to: learner.email });
    const replied = await learner.client.post("/api/support/answer/new", { id, text: "All good now." });
    expect(replied.body.message).toMatchObject({ status: 0 });

    const all = await admin.client.get("/api/support/admin?sort=activity_newest&filter=open");
    expect((all.body.message as { _id: string }[]).map((t) => t._id)).toContain(id);
    expect((await learner.client.get("/api/support/admin")).status).toBe(403);
    const bad = await admin.client.get("/api/support/admin?sort=sideways");
    expect(bad.status).toBe(400);

    expect((await learner.client.post("/api/support/change", { id })).body.message).toMatchObject({ status: 2 });
    const open = await admin.client.get("/api/support/admin?filter=open");
    expect((open.body.message as { _id: string }[]).map((t) => t._id)).not.toContain(id);
  });

  it("refuses a screenshot or hosted picture declaring 60000 x 60000 pixels, or unreadable, with a 400", async () => {
    const learner = await loggedInLearner(server, 2);
    const admin = await loggedInLearner(server, 6);
    const huge = pngImage(60_000, 60_000);
    const cut = PNG.subarray(0, 20);
    const picture = (file: Buffer) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "scan.png");
      return form;
    };
    const refused = (message: string) => ({ status: 400, body: { message: [{ object: "file", message }] } });
    const answer = async (res: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await res;
      return { status, body };
    };

    for (const [file, message] of [
      [huge, IMAGE_TOO_MANY_PIXELS],
      [cut, IMAGE_UNREADABLE],
    ] as const) {
      const ticket = learner.client.request("POST", "/api/support", ticketForm({ category: "0", text: "See" }, file));
      expect(await answer(ticket)).toEqual(refused(message));
      expect(await answer(admin.client.request("POST", "/api/admin/host", picture(file)))).toEqual(refused(message));
    }
    expect((await learner.client.get("/api/support/user")).body.message).toEqual([]);

    const fine = await admin.client.request("POST", "/api/admin/host", picture(pngImage(800, 600)));
    expect(fine.status, fine.text).toBe(200);
  });

  it("refuses a form field naming a far list position at once, and the server goes on answering", async () => {
    const learner = await loggedInLearner(server, 2);
    for (const index of ["10000000", "4294967294"]) {
      const gapped = await learner.client.request(
        "POST",
        "/api/support",
        ticketForm({ text: "hello", [`category[${index}]`]: "1" }),
      );
      expect(gapped.status).toBe(400);
      expect(gapped.body).toEqual({
        message: [{ object: "category", message: "The request has a list with gaps in it." }],
      });
    }
    const fine = await learner.client.request(
      "POST",
      "/api/support",
      ticketForm({ category: "2", text: "Still here" }),
    );
    expect(fine.status).toBe(200);
  });

  it("refuses a blank ticket and a ticket about an unknown question", async () => {
    const learner = await loggedInLearner(server, 2);
    const blank = await learner.client.request("POST", "/api/support", ticketForm({ category: "2", text: " " }));
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: [{ object: "text", message: "Please write your message." }] });
    const unknown = await learner.client.request(
      "POST",
      "/api/support",
      ticketForm({ questionId: "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11", category: "Cardiology", text: "Wrong" }),
    );
    expect(unknown.status).toBe(404);
  });
});
