import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { ADMIN_EMAIL, expect, test, type AdminApi, type OwnCategories } from "./fixtures.ts";
import { logIn, watchConsole } from "./helpers.ts";

const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 375, height: 812 } },
] as const;

/** A hidden question of the test's own whose explanation reads "Option 1.": its id and a token its edits carry. */
async function ownQuestion(adminApi: AdminApi, categories: OwnCategories, prefix: string) {
  const { id: category } = await categories.make(prefix, 6);
  const token = randomUUID().slice(0, 8);
  const options = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`option_${n}`, `Option ${n}`]));
  const data = { category, text: `${prefix} ${token}: which option?`, ...options, url: "", solution: "Option 1." };
  const { _id: id } = (await adminApi.post("/api/admin/question", {
    multipart: { data: JSON.stringify(data) },
  })) as { _id: string };
  return { id, token };
}

/** Clicks an item of the admin's side menu: the sidebar on a wide screen, the drawer on a phone. */
async function menuItem(page: Page, phone: boolean, name: string) {
  if (phone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name }).click();
  } else {
    await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name }).click();
  }
}

/** Closes the tab as a person does (the page's `beforeunload` runs) and answers what the browser asks. */
async function closeAsked(page: Page): Promise<boolean> {
  let asked = false;
  page.once("dialog", (dialog) => {
    asked = dialog.type() === "beforeunload";
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  // Dismissed, the page stays open; unasked, it closes.
  await expect.poll(() => asked || page.isClosed()).toBe(true);
  return asked;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test(`the question editor asks before unsaved edits are left, and not after Save (${name})`, async ({
      page,
      adminApi,
      categories,
    }) => {
      const phone = name === "phone";
      const problems = watchConsole(page);
      const { id, token } = await ownQuestion(adminApi, categories, "Unsaved edits");

      await logIn(page, ADMIN_EMAIL);
      await page.goto(`/admin/questions/edit/${id}`);
      const explanation = page.getByLabel("Explanation");
      await expect(explanation).toHaveValue("Option 1.");
      // Nothing changed yet: the menu goes at once.
      await menuItem(page, phone, "Users");
      await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
      await page.goBack();
      await expect(explanation).toHaveValue("Option 1.");

      const edited = `Option 1, because ${token}.`;
      await explanation.fill(edited);
      await menuItem(page, phone, "Users");
      const ask = page.getByRole("dialog", { name: "Leave this page?" });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText("Your changes are not saved.");
      await expect(page).toHaveURL(new RegExp(`/admin/questions/edit/${id}$`));
      if (!phone) await expectAxeClean(page, "the leave question over the question editor");

      // Stay keeps the page and the edit.
      await ask.getByRole("button", { name: "Stay" }).click();
      await expect(ask).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/admin/questions/edit/${id}$`));
      await expect(explanation).toHaveValue(edited);

      // Leave goes where the admin asked; the edit is dropped.
      await menuItem(page, phone, "Users");
      await ask.getByRole("button", { name: "Leave" }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
      await page.goBack();
      await expect(explanation).toHaveValue("Option 1.");

      // Saved, the same edit leaves without a question.
      await explanation.fill(edited);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
      await menuItem(page, phone, "Users");
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
      await expect(ask).toHaveCount(0);
      await page.goBack();
      await expect(explanation).toHaveValue(edited);

      // Closing the tab asks while an edit is unsaved (dismissed, the page stays), and not once it is saved.
      await explanation.fill(`${edited} More.`);
      expect(await closeAsked(page)).toBe(true);
      await expect(explanation).toHaveValue(`${edited} More.`);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
      expect(problems).toEqual([]);
      expect(await closeAsked(page)).toBe(false);
    });

    test(`Log Out asks before unsaved edits are lost: Stay keeps the session, Leave signs out (${name})`, async ({
      page,
      adminApi,
      categories,
    }) => {
      const phone = name === "phone";
      const problems = watchConsole(page);
      const { id, token } = await ownQuestion(adminApi, categories, "Log Out edits");
      const logOut = async () => {
        if (phone) await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("button", { name: "Log Out" }).click();
      };

      await logIn(page, ADMIN_EMAIL);
      await page.goto(`/admin/questions/edit/${id}`);
      const explanation = page.getByLabel("Explanation");
      await expect(explanation).toHaveValue("Option 1.");
      const edited = `Option 1, because ${token}.`;
      await explanation.fill(edited);

      await logOut();
      const ask = page.getByRole("dialog", { name: "Leave this page?" });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText("Your changes are not saved.");
      await ask.getByRole("button", { name: "Stay" }).click();
      await expect(ask).toHaveCount(0);
      // On a phone Stay goes back to the menu Log Out was pressed in, as the device's question does.
      if (phone) await page.keyboard.press("Escape");
      await expect(page).toHaveURL(new RegExp(`/admin/questions/edit/${id}$`));
      await expect(explanation).toHaveValue(edited);
      // Still signed in: the edit saves.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

      await explanation.fill(`${edited} More.`);
      await logOut();
      await ask.getByRole("button", { name: "Leave" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
      // Signed out: the editor sends to the sign-in page, and the last edit was not saved.
      await page.goto(`/admin/questions/edit/${id}`);
      await expect(page).toHaveURL(/\/login$/);
      const saved = (await adminApi.get(`/api/admin/question/${id}`)) as { solution: string };
      expect(saved.solution).toBe(edited);
      expect(problems).toEqual([]);
    });
  });
}

test.describe("the category editor", () => {
  test.use({ viewport: WIDTHS[0].viewport });

  test("asks before an unsaved name is left, on Log Out too; Save moves on without asking", async ({
    page,
    categories,
  }) => {
    const problems = watchConsole(page);
    const { id, name } = await categories.make("Unsaved name", 6);
    await logIn(page, ADMIN_EMAIL);
    await page.goto(`/admin/category/edit/${id}`);
    const field = page.getByLabel("Name");
    await expect(field).toHaveValue(name);
    await field.fill(`${name}!`);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    const ask = page.getByRole("dialog", { name: "Leave this page?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(field).toHaveValue(`${name}!`);
    // Typed back to what was loaded, there is nothing to lose.
    await field.fill(name);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/category/${id}$`));
    await page.goBack();
    await field.fill(`${name}!`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByText(`Category “${name}!” saved.`)).toBeVisible();
    await expect(ask).toHaveCount(0);
    // Log Out asks first too; Leave signs out.
    await page.goto(`/admin/category/edit/${id}`);
    await expect(field).toHaveValue(`${name}!`);
    await field.fill(name);
    await page.getByRole("button", { name: "Log Out" }).click();
    await ask.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });
});

test.describe("the question editor's refused save", () => {
  test.use({ viewport: WIDTHS[0].viewport });

  test("puts the keyboard in the field the server refused, not on the page", async ({ page, adminApi, categories }) => {
    const problems = watchConsole(page);
    const { id } = await ownQuestion(adminApi, categories, "Refused save");
    await logIn(page, ADMIN_EMAIL);
    await page.goto(`/admin/questions/edit/${id}`);
    const explanation = page.getByLabel("Explanation");
    await expect(explanation).toHaveValue("Option 1.");

    await explanation.fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(explanation).toHaveAttribute("aria-invalid", "true");
    await expect(explanation).toBeFocused();
    // Typing goes straight into it, and the save then goes through.
    await page.keyboard.type("Option 1, again.");
    await expect(explanation).toHaveValue("Option 1, again.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a save from a second tab opened before another save is refused, not written over it", async ({
    page,
    adminApi,
    categories,
  }) => {
    const problems = watchConsole(page);
    const { id } = await ownQuestion(adminApi, categories, "Two tabs");
    await logIn(page, ADMIN_EMAIL);
    const other = await page.context().newPage();
    for (const tab of [page, other]) {
      await tab.goto(`/admin/questions/edit/${id}`);
      await expect(tab.getByLabel("Explanation")).toHaveValue("Option 1.");
    }
    await page.getByLabel("Explanation").fill("Fixed in the first tab.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    await other.getByRole("textbox", { name: "Question" }).fill("Changed in the second tab: which option?");
    await other.getByRole("button", { name: "Save", exact: true }).click();
    const refusal = other.getByRole("alert").filter({ hasText: "This question was changed after you opened it" });
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeFocused();
    // The first tab's fix stands.
    await other.reload();
    await expect(other.getByLabel("Explanation")).toHaveValue("Fixed in the first tab.");
    await other.close();
    expect(problems).toEqual([]);
  });
});
