import { expect, test } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

/** What a new learner met in the player: a double-click on Next. At a desktop and a phone width. */
const WIDTHS = [
  { name: "desktop", use: { viewport: { width: 1280, height: 720 } } },
  { name: "phone", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
] as const;

test.describe.configure({ timeout: 180_000 });

for (const { name, use } of WIDTHS) {
  test.describe(name, () => {
    test.use(use);

    test(`a double-click on Next or Back moves one question (${name})`, async ({
      page,
      adminApi,
      categories,
      diamond,
    }) => {
      // Questions of one shape, so Next stays under the pointer from one question to the next.
      const { id: categoryId } = await categories.make("Double click", 2);
      for (let i = 1; i <= 5; i++) {
        const data = {
          category: categoryId,
          text: `Double-click question ${i}: which of these is the right answer?`,
          option_1: "Right answer",
          option_2: "Wrong answer two",
          option_3: "Wrong answer three",
          option_4: "Wrong answer four",
          option_5: "Wrong answer five",
          url: "",
          solution: "The first option is the key.",
        };
        await adminApi.post("/api/admin/question", { multipart: { data: JSON.stringify(data) } });
      }
      const problems = watchConsole(page);
      await logIn(page, diamond.email, diamond.password);
      await page.goto(`/user/qbank/start?mode=all&category=${categoryId}`);
      await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
      const next = page.getByRole("button", { name: "Next" });
      const back = page.getByRole("button", { name: "Back", exact: true });

      await next.click();
      await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();
      await next.dblclick();
      await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
      await back.dblclick();
      await expect(page.getByRole("heading", { name: "Q2" })).toBeVisible();

      // Clicks one after another (not a double-click) each still move, and so does the keyboard.
      await next.click();
      await expect(page.getByRole("heading", { name: "Q3" })).toBeVisible();
      await next.click();
      await expect(page.getByRole("heading", { name: "Q4" })).toBeVisible();
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Q5" })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
