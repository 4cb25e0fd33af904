import { randomUUID } from "node:crypto";
import { ADMIN_EMAIL, expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { acceptCookies, logIn, mailCount, mailedLink, watchConsole } from "./helpers.ts";

test("a new learner signs up, confirms by mail, logs in and out", async ({ page }) => {
  const problems = watchConsole(page);
  const email = `new-${randomUUID()}@example.com`;
  await page.goto("/signup");
  await acceptCookies(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Invalid email", { exact: true })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Given name").fill("Priya");
  await page.getByLabel("Last name").fill("Shah");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("The password is too short!")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password").fill("a-good-password");
  await page.getByRole("button", { name: "Sign up" }).click();

  await expect(page).toHaveURL(/\/login\?register_success_email=/);
  const success = page.getByRole("dialog", { name: "Success!" });
  await expect(success).toContainText(email);
  await success.getByRole("button", { name: "Got it!" }).click();
  await expect(success).toBeHidden();

  // Logging in before confirming offers a new link; the first one then no longer works.
  const firstLink = await mailedLink(email);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  const oops = page.getByRole("dialog", { name: "Oops!" });
  await expect(oops).toContainText("Please confirm your email first.");
  await oops.getByRole("button", { name: "Send the link again" }).click();
  await expect(oops.getByRole("status")).toContainText(`We sent a new confirmation link to ${email}`);
  await oops.getByRole("button", { name: "Try Again" }).click();
  await expect(oops).toBeHidden();
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeFocused();
  const secondLink = await mailedLink(email, 1);
  expect(secondLink).not.toBe(firstLink);

  await page.goto(secondLink);
  await expect(page).toHaveURL(/\/login\?confirmed_email=/);
  const confirmed = page.getByRole("dialog", { name: "Email Successfully Confirmed" });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole("button", { name: "Got it, thanks!" }).click();
  await expect(confirmed).toBeHidden();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole("link", { name: "Demo Qbank" }).first()).toBeVisible();

  await page.getByRole("link", { name: "Account" }).first().click();
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Log Out" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/user/account");
  await expect(page).toHaveURL(/\/login$/);
  expect(problems).toEqual([]);
});

test("a failed login shows the Oops! dialog and marks the inputs", async ({ page, learner }) => {
  await page.goto("/login");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(learner.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  const oops = page.getByRole("dialog", { name: "Oops!" });
  await expect(oops).toContainText("Invalid email or password.");
  await expect(oops.getByRole("link", { name: "Reset Password" })).toHaveAttribute("href", "/reset");
  await oops.getByRole("button", { name: "Try Again" }).click();
  await expect(oops).toBeHidden();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  // The server's own reasons show; words someone else put in a link do not.
  await page.goto(`/login?message=${encodeURIComponent("This confirmation link has expired or was already used.")}`);
  await expect(page.getByRole("dialog", { name: "Oops!" })).toContainText(
    "This confirmation link has expired or was already used.",
  );
  await page.goto(`/login?message=${encodeURIComponent("Your account is locked. Call +44 20 0000 0000.")}`);
  const oopsAgain = page.getByRole("dialog", { name: "Oops!" });
  await expect(oopsAgain).toContainText("Sign-in did not complete. Please try again.");
  await expect(oopsAgain).not.toContainText("Call");
});

test("each level lands where it belongs, and the guard keeps learners out of /admin", async ({ page, diamond }) => {
  await logIn(page, diamond.email, diamond.password);
  await expect(page).toHaveURL(/\/user\/qbank$/);
  await expect(page.getByRole("link", { name: "Stats" }).first()).toBeVisible();
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/user\/qbank$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/user\/qbank$/);

  await page.context().clearCookies();
  await logIn(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator("figure.chart-card")).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Questions per MLA area" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Visitors per day" })).toBeVisible();
  for (const name of ["Home", "Categories", "Questions", "Users", "Host Picture", "Reports", "User Dashboard"]) {
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
  }
  await page.goto("/user");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the cookie notice says only necessary cookies are set, asks nothing, and is remembered once read", async ({
  page,
  learner,
}) => {
  await page.goto("/login");
  const banner = page.getByRole("region", { name: "Cookie notice" });
  await expect(banner).toContainText(
    "We use cookies and analytics to improve your experience... " +
      "The only cookies are the two this site needs to work: one keeps you signed in and one protects your forms. " +
      "The analytics count visits without a cookie and track no one, so there is nothing to accept.",
  );
  // Nothing to consent to under UK PECR: one OK, no Accept or Reject.
  await expect(banner.getByRole("button")).toHaveCount(1);
  await expect(banner.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expectAxeClean(page, "the login page with the cookie notice");
  await banner.getByRole("button", { name: "OK" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("true");
  await page.reload();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(banner).toBeHidden();
  // What the notice says is true: signed in, the browser holds only those two cookies.
  await logIn(page, learner.email, learner.password);
  const names = (await page.context().cookies()).map((c) => c.name).sort();
  expect(names).toEqual(["XSRF-TOKEN", "qbank_session"]);
});

test("a reset link lets the learner choose a new password", async ({ page, learner }) => {
  await page.goto("/reset");
  await acceptCookies(page);
  await page.getByLabel("Email").fill(learner.email);
  const seen = mailCount(learner.email);
  await page.getByRole("button", { name: "Submit e-mail" }).click();
  await expect(page.getByText("Follow the instructions in the email we send you!")).toBeVisible();
  const link = await mailedLink(learner.email, seen);
  await page.goto(link);
  await page.getByLabel("New password").fill("another-password-2");
  await page.getByLabel("Confirm password").fill("another-password-2");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");
  // The address is filled in and the keyboard waits in the password field.
  await expect(page.getByLabel("Email")).toHaveValue(learner.email);
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type("another-password-2");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  // The used link says so at once instead of offering the form again.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    "This reset link has expired or was already used. Please ask for a new one.",
  );
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await page.goto("/login");
  await logIn(page, learner.email, "another-password-2");
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test("the sign-in providers' buttons wait for the server to say which it has", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/trpc\/[^?]*auth\.providers/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/login");
  const google = page.getByRole("button", { name: /Google/ });
  await expect(google).toHaveText("Log in with Google");
  await expect(google).toBeDisabled();
  release();
  // This server has no provider set up: each button then says so, and stays disabled.
  await expect(google).toHaveText("Google sign-in is not set up here");
  await expect(google).toBeDisabled();
});
