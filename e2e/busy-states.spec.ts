import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { ADMIN_EMAIL, expect, signedIn, test } from "./fixtures.ts";
import { logIn } from "./helpers.ts";

/** Holds every request to `url` until the returned function is called, as a slow server would. */
async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const AIKEN = `Which drug reverses opioid toxicity?
A. Naloxone
B. Flumazenil
C. Atropine
D. Glucagon
E. Protamine
ANSWER: A
`;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("an import's preview says it is checking the file while the server works", async ({ browser }) => {
      const { page, problems, context } = await signedIn(browser, ADMIN_EMAIL);
      await page.setViewportSize(viewport);
      await page.goto("/admin/import");
      const form = page.getByRole("form", { name: "Import questions" });
      await form.getByLabel("Question file").setInputFiles({
        name: "naloxone.txt",
        mimeType: "text/plain",
        buffer: Buffer.from(AIKEN),
      });
      await form.getByLabel("Category for questions that name none").selectOption({ label: "Cardiology" });
      const release = await holdRequests(page, "**/api/admin/import");
      await form.getByRole("button", { name: "Preview" }).click();
      const checking = form.getByRole("button", { name: "Checking…" });
      await expect(checking).toBeDisabled();
      await expect(checking).toHaveAttribute("aria-busy", "true");
      await expect(form.getByRole("button", { name: "Import" })).toBeDisabled();
      await expectAxeClean(page, "the import form while checking");
      release();
      // The server's answer replaces the busy state. (A preview writes nothing.)
      await expect(form.getByRole("button", { name: "Preview" })).toBeEnabled();
      await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
      await expect(form.getByRole("button", { name: "Import" })).toBeEnabled();
      expect(problems).toEqual([]);
      await context.close();
    });

    test("deleting an account says it is deleting until the server answers", async ({ page, learner }) => {
      await logIn(page, learner.email, learner.password);
      await page.goto("/user/account");
      const card = page.getByRole("region", { name: "Your data" });
      await card.getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByLabel("Password", { exact: true }).fill(learner.password);
      const release = await holdRequests(page, /\/trpc\/account\.delete/);
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      const deleting = dialog.getByRole("button", { name: "Deleting your account…" });
      await expect(deleting).toBeDisabled();
      await expect(deleting).toHaveAttribute("aria-busy", "true");
      await expectAxeClean(page, "the dialog while deleting", { within: '[role="dialog"]' });
      release();
      await expect(page).toHaveURL(/\/delete-account\?done=1$/);
    });
  });
}
