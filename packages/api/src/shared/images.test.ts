import { createCategoryWithQuestions, TEST_NOW } from "@qbank/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, type Harness } from "#test/harness.ts";
import { jpegImage, pngImage } from "#test/images.ts";
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, MAX_IMAGE_SIDE } from "./image-rules.ts";

let h: Harness;
let questionId: string;
let categoryId: string;
beforeAll(async () => {
  h = await createHarness();
  const made = await createCategoryWithQuestions(h.deps.db, { level: 2, count: 1 });
  questionId = made.questionIds[0]!;
  categoryId = made.id;
});
afterAll(() => h.close());
beforeEach(() => h.clock.set(TEST_NOW));

/** Every path that takes an image, as its caller sends it: each must answer the same. */
async function uploads() {
  const admin = await signedIn(h, { level: 6 });
  const learner = await signedIn(h, { level: 2 });
  const question = {
    category: categoryId,
    text: "Which rash is shown?",
    option_1: "Erythema migrans",
    option_2: "Tinea corporis",
    option_3: "Psoriasis",
    option_4: "Eczema",
    option_5: "Urticaria",
    solution: "A spreading target lesion after a tick bite.",
    url: "",
  };
  return {
    hostedPicture: (file: Buffer) => admin.api.admin.hostPicture({ file }),
    ticketScreenshot: (attachment: Buffer) => learner.api.support.create({ category: 0, text: "See", attachment }),
    questionReport: (attachment: Buffer) => learner.api.support.reportQuestion({ questionId, text: "See", attachment }),
    questionImage: (image: Buffer) => admin.api.admin.questionCreate({ ...question, image }),
  };
}

const refusal = (message: string) => ({ code: "BAD_REQUEST", items: [{ object: "file", message }] });

describe("uploaded images", () => {
  it("refuses a small file whose header declares 60000 x 60000 pixels, on every upload path", async () => {
    const huge = [pngImage(60_000, 60_000), jpegImage(60_000, 60_000)];
    expect(huge.every((file) => file.length < 64 * 1024)).toBe(true);
    for (const [path, upload] of Object.entries(await uploads())) {
      for (const file of huge) {
        expect(await failure(upload(file)), path).toEqual(refusal(IMAGE_TOO_MANY_PIXELS));
      }
    }
    expect(await h.deps.db.selectFrom("images").select("id").execute()).toEqual([]);
  });

  it("takes an image up to 8000 pixels a side and refuses one pixel more either way", async () => {
    const { hostedPicture, ticketScreenshot } = await uploads();
    await expect(hostedPicture(pngImage(MAX_IMAGE_SIDE, 2))).resolves.toMatchObject({ id: expect.any(String) });
    await expect(ticketScreenshot(jpegImage(2, MAX_IMAGE_SIDE))).resolves.toMatchObject({ status: 0 });
    expect(await failure(hostedPicture(pngImage(MAX_IMAGE_SIDE + 1, 2)))).toEqual(refusal(IMAGE_TOO_MANY_PIXELS));
    expect(await failure(ticketScreenshot(jpegImage(2, MAX_IMAGE_SIDE + 1)))).toEqual(refusal(IMAGE_TOO_MANY_PIXELS));
  });

  it("keeps a valid small PNG and JPEG on every path", async () => {
    for (const [path, upload] of Object.entries(await uploads())) {
      for (const file of [pngImage(3, 2), jpegImage(16, 16)]) {
        await expect(upload(file), path).resolves.toBeTruthy();
      }
    }
    const stored = await h.deps.db.selectFrom("images").select(["mime", "purpose"]).execute();
    expect(
      stored
        .filter((i) => i.mime === "image/png")
        .map((i) => i.purpose)
        .sort(),
    ).toEqual(expect.arrayContaining(["hosted", "question", "ticket"]));
  });

  it("refuses a file whose dimensions cannot be read: truncated, or garbage after a valid signature", async () => {
    const png = pngImage(3, 2);
    const unreadable = {
      "PNG cut inside its header": png.subarray(0, 20),
      "PNG signature and garbage": Buffer.concat([png.subarray(0, 8), Buffer.from("no header chunk here at all")]),
      "JPEG start and zeros": Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096)]),
      "JPEG without a frame": jpegImage(16, 16).subarray(0, 20),
      "GIF signature alone": Buffer.from("GIF89a"),
      "PNG declaring zero width": pngImage(0, 2),
    };
    const { hostedPicture, ticketScreenshot } = await uploads();
    for (const [what, file] of Object.entries(unreadable)) {
      expect(await failure(hostedPicture(file)), what).toEqual(refusal(IMAGE_UNREADABLE));
      expect(await failure(ticketScreenshot(file)), what).toEqual(refusal(IMAGE_UNREADABLE));
    }
  });
});
