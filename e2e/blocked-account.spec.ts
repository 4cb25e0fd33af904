import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { acceptCookies, logIn, signUpLearner, watchConsole } from "./helpers.ts";

test("a blocked account's login offers support, not a password reset", async ({ browser }) => {
  test.setTimeout(240_000);
  const email = `blocked-${randomUUID()}@example.com`;
  const learner = await browser.newContext();
  const page = await learner.newPage();
  const problems = watchConsole(page);
  await signUpLearner(page, { email, firstName: "Blake", lastName: "Stone", password: "a-good-password" });

  // An admin blocks the account through the legacy API, as an integrator would.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, "admin@example.com");
  const found = (await (await admin.request.get(`/api/admin/user?q=${encodeURIComponent(email)}`)).json()) as {
    message: { users: { _id: string }[] };
  };
  const xsrf = (await adminContext.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const blocked = await admin.request.post(`/api/admin/user/${found.message.users[0]?._id ?? ""}`, {
    data: { level: -1 },
    headers: { "X-XSRF-TOKEN": xsrf },
  });
  expect(blocked.status()).toBe(200);
  await adminContext.close();

  await page.goto("/login");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  const oops = page.getByRole("dialog", { name: "Oops!" });
  await expect(oops).toContainText("Your account has been blocked.");
  await expect(oops.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    /^mailto:support@localhost$/,
  );
  await expect(oops).toContainText("Write to support at support@localhost.");
  await expect(oops.getByRole("link", { name: "Reset Password" })).toHaveCount(0);
  await expectAxeClean(page, "the login dialog of a blocked account");
  expect(problems).toEqual([]);
  await learner.close();
});
