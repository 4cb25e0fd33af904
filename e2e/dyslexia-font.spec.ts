import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { newLearner, watchConsole } from "./helpers.ts";

test("the dyslexia-friendly font is shipped, so choosing it changes the player's type on any machine", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "reader", firstName: "Ola", lastName: "Reader" });
  await page.goto("/user/account");
  const card = page.getByRole("form", { name: "Exam adjustments" });
  await card.getByRole("checkbox", { name: "Dyslexia-friendly font" }).check();
  await card.getByRole("button", { name: "Save adjustments" }).click();
  await expect(card.getByRole("status")).toHaveText("Saved.");
  await expectAxeClean(page, "the account page with the reading profile saved");

  const cats = (await (await page.request.get("/api/qbank/categories")).json()) as { message: { _id: string }[] };
  await page.goto(`/user/qbank/start?mode=all&category=${cats.message[0]?._id ?? ""}`);
  await expect(page.locator(".player")).toHaveClass(/reading-dyslexia-font/);
  await expect(page.locator(".question-text")).toBeVisible();
  // The machine has no OpenDyslexic installed: the face must come from the app and be in use.
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const el = document.querySelector(".question-text");
    let loaded = false;
    document.fonts.forEach((f) => {
      if (f.family.replace(/["']/g, "") === "OpenDyslexic" && f.status === "loaded") loaded = true;
    });
    return {
      loaded,
      first: el ? getComputedStyle(el).fontFamily.split(",")[0]?.replace(/["']/g, "").trim() : "",
    };
  });
  expect(font).toEqual({ loaded: true, first: "OpenDyslexic" });
  expect(problems).toEqual([]);
});
