import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { logIn, newLearner, watchConsole } from "./helpers.ts";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Learner menu" }).first();
const subscription = (page: Page) => page.locator(".subscription-card");
const checkoutStatus = (page: Page) => page.locator(".checkout-return");

const DAY = /\d{1,2} [A-Z][a-z]+ \d{4}/.source;
const TRIAL_OFFER = new RegExp(
  `^A first plan starts with a 7-day free trial \\(Trial: the demo bank\\): the first charge comes on ${DAY} unless you stop the plan before then\\.$`,
);
const trialStarted = (name: string) =>
  new RegExp(
    `^${name} chosen: nothing is charged yet\\. Your plan: Trial\\. Your 7-day free trial \\(Trial: the demo bank\\) has started: the first charge comes on ${DAY} unless you stop the plan before then\\.$`,
  );

/** Buys a plan from its card and pays on the local test checkout. */
async function buyPlan(page: Page, name: string, price: string) {
  await page.getByRole("button", { name: `Buy ${name}` }).click();
  await expect(page).toHaveURL(/\/user\/checkout\/local_cs_/);
  await expect(page.getByText("Local test payment")).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(price, { exact: true })).toBeVisible();
  await expect(page.locator(".trial-note")).toHaveText(TRIAL_OFFER);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\?checkout=local_cs_/);
  await expect(checkoutStatus(page)).toHaveText(trialStarted(name));
  await expect(checkoutStatus(page)).toHaveAttribute("role", "status");
}

test("a learner in a plan's free trial is told why the bank is the demo one, when the plan's opens, and how to open it now", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "trialing", firstName: "Tomas", lastName: "Novak" });
  await buyPlan(page, "Gold Plan", "$45");
  // The day the trial ends, as the plan's details give it, is the day the plan's bank opens.
  const ends = /Trial ends on (\d{1,2} [A-Z][a-z]+ \d{4})/.exec((await subscription(page).textContent()) ?? "");
  const day = ends?.[1] ?? "no trial end shown";
  const explained = (where: string) =>
    `Your free trial opens the Demo Qbank. The full question bank of your Gold Plan opens on ${day}, when the ` +
    `first charge is taken. To pay now and open it at once, choose Skip Trial ${where}.`;

  // The dashboard and the account page say it beside the plan, and Skip Trial is described by it.
  const skip = subscription(page).getByRole("button", { name: "Skip Trial" });
  await expect(subscription(page).getByText(explained("below"), { exact: true })).toBeVisible();
  await expect(skip).toHaveAccessibleDescription(explained("below"));
  await sidebar(page).getByRole("link", { name: "Account" }).click();
  await expect(subscription(page).getByText(explained("below"), { exact: true })).toBeVisible();
  await expect(skip).toHaveAccessibleDescription(explained("below"));

  // The Demo Qbank says it under its own note, pointing at the dashboard's Skip Trial.
  await sidebar(page).getByRole("link", { name: "Demo Qbank" }).click();
  const note = page.locator(".qb-demo-note");
  await expect(note).toHaveText(
    `This is the demo question bank with a few sample categories.${explained("on your dashboard")}`,
  );
  await expect(note).not.toContainText("See the plans");
  await expectAxeClean(page, "the Demo Qbank in a trial");
  await note.getByRole("link", { name: "dashboard" }).click();
  // A stopped trial ends unpaid: Skip Trial waits until the plan is started again.
  await subscription(page).getByRole("button", { name: "Stop Subscription" }).click();
  await expect(
    subscription(page).getByText(
      `Your free trial opens the Demo Qbank. Your plan is stopped: it ends with the trial on ${day} and nothing is ` +
        `charged. Choose Start Again below to open the full question bank of your Gold Plan on ${day}; after that, ` +
        "Skip Trial pays now and opens it at once.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(skip).toHaveCount(0);
  await subscription(page).getByRole("button", { name: "Start Again" }).click();
  await skip.click();
  await page
    .getByRole("alertdialog", { name: "Skip the free trial?" })
    .getByRole("button", { name: "Pay now" })
    .click();
  await expect(subscription(page).getByRole("status")).toHaveText("Trial skipped. Your plan is now Gold.");
  await expect(subscription(page)).not.toContainText("Your free trial");
  expect(problems).toEqual([]);
});

test("buy Silver from the dashboard and see the level and the full sidebar", async ({ page }) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "payer", firstName: "Amara", lastName: "Okafor" });
  await expect(sidebar(page).getByRole("link", { name: "Demo Qbank" })).toBeVisible();
  const silver = page.getByRole("article", { name: "Silver Plan" });
  await expect(silver).toContainText("$25");
  await expect(silver).toContainText("billed three-monthly");
  await expect(page.getByRole("article", { name: "Diamond Plan" })).toContainText("Most Popular");
  await expect(subscription(page)).toContainText("No paid plan (Basic: the Demo Qbank)");
  // Without a plan the card ends with its last line: no empty rows of actions under it.
  const lastLine = subscription(page).getByText("Choose a plan below to open the whole question bank.");
  const below = await subscription(page).evaluate(
    (card, line) => {
      const padding = parseFloat(getComputedStyle(card).paddingBottom);
      return card.getBoundingClientRect().bottom - padding - line.getBoundingClientRect().bottom;
    },
    await lastLine.elementHandle(),
  );
  expect(below).toBeLessThan(2);
  await expect(page.locator(".trial-note")).toHaveText(TRIAL_OFFER);

  await buyPlan(page, "Silver Plan", "$25");
  await expect(subscription(page)).toContainText("Silver Plan");
  await expect(subscription(page)).toContainText("Free trial");
  await expect(subscription(page)).toContainText(/Trial ends on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(silver).toContainText("Your current plan");
  await expect(page.getByRole("button", { name: "Buy Gold Plan" })).toBeDisabled();
  await expect(sidebar(page).getByRole("link", { name: "Demo Qbank" })).toBeVisible();

  // Skipping the trial takes the money now, so it asks first; Cancel leaves the trial running.
  await subscription(page).getByRole("button", { name: "Skip Trial" }).click();
  const ask = page.getByRole("alertdialog", { name: "Skip the free trial?" });
  await expect(ask).toHaveText(
    /Your Silver Plan starts now: \$25 is taken today \(billed three-monthly\) instead of when the trial ends, and its full question bank opens at once\./,
  );
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(subscription(page)).toContainText("Free trial");
  await subscription(page).getByRole("button", { name: "Skip Trial" }).click();
  await ask.getByRole("button", { name: "Pay now" }).click();
  await expect(subscription(page).getByRole("status")).toHaveText("Trial skipped. Your plan is now Silver.");
  // The return from the checkout spoke of the trial: it goes once the plan has changed.
  await expect(checkoutStatus(page)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("checkout")).toBeNull();
  await expect(subscription(page)).toContainText("Silver Plan");
  await expect(subscription(page)).toContainText("Active");
  await expect(subscription(page)).toContainText(/Renews on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(sidebar(page).getByRole("link", { name: "Stats" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "QBank" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Revision Keys" })).toBeVisible();

  await sidebar(page).getByRole("link", { name: "Account" }).click();
  const history = page.getByRole("table");
  await expect(history).toContainText("Silver Plan (local test payment)");
  await expect(history).toContainText("$25");
  await page.getByRole("button", { name: "Update Payment Details" }).click();
  await expect(page).toHaveURL(/\/user\/account\?billing=offline$/);
  await expect(page.getByText("Card details are not kept in the local test checkout")).toBeVisible();
  expect(problems).toEqual([]);
});

test("buy two mastery attempts, start a master mock through the confirm dialog, see Attempts Left drop", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "payer", firstName: "Amara", lastName: "Okafor" });
  await sidebar(page).getByRole("link", { name: "Mock Test" }).click();
  await expect(page.getByRole("button", { name: "Start Master Mock" })).toHaveCount(0);

  // A cancelled checkout charges nothing and says so.
  await page.getByRole("button", { name: "Show Pricing" }).click();
  await page.getByRole("article", { name: "One Attempt" }).getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/user\/checkout\/local_cs_/);
  await expect(page.getByText("Master Mock: One Attempt")).toBeVisible();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/qbank\/mock\?checkout=local_cs_[\w-]+&cancelled=1$/);
  await expect(checkoutStatus(page)).toHaveText("Payment cancelled. Nothing was charged.");

  await page.getByRole("button", { name: "Show Pricing" }).click();
  await expect(page.getByRole("button", { name: "Hide Pricing" })).toHaveAttribute("aria-expanded", "true");
  const two = page.getByRole("article", { name: "Two Attempts" });
  await expect(two).toContainText("$49");
  await expect(two).toContainText("Save 15%");
  await two.getByRole("button", { name: "Buy Now" }).click();
  await expect(page.getByText("$49", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/qbank\/mock\?checkout=local_cs_[\w-]+$/);
  await expect(checkoutStatus(page)).toHaveText("Payment received: Master Mock: Two Attempts. Attempts Left: 2.");
  await expect(page.getByText("Attempts Left: 2", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Buy More" }).click();
  await expect(page.getByRole("article", { name: "Three Attempts" })).toContainText("Save 20%");
  await page.getByRole("button", { name: "Hide Pricing" }).click();
  await expect(page.getByRole("article", { name: "Three Attempts" })).toHaveCount(0);

  await page.getByRole("button", { name: "Start Master Mock" }).click();
  const confirm = page.getByRole("dialog", { name: "Start a Master Mock?" });
  await expect(confirm).toContainText("This uses 1 of your 2 attempts.");
  await confirm.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/mode=mastery/);
  await page.getByRole("button", { name: "End", exact: true }).click();
  await page.getByRole("dialog", { name: "End the mock?" }).getByRole("button", { name: "End" }).click();
  await expect(page.getByRole("dialog", { name: "Results" })).toBeVisible();

  await page.goto("/user/qbank/mock");
  await expect(page.getByText("Attempts Left: 1", { exact: true })).toBeVisible();
  await page.goto("/user/account");
  await expect(subscription(page).locator(".details")).toContainText("Attempts Left (Master Mock)1");
  await expect(page.getByRole("table")).toContainText("Master Mock: Two Attempts (local test payment)");
  expect(problems).toEqual([]);
});

test("stop and restart the plan; delete it and see level 2", async ({ page }) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "payer", firstName: "Amara", lastName: "Okafor" });
  await buyPlan(page, "Diamond Plan", "$75");
  await subscription(page).getByRole("button", { name: "Skip Trial" }).click();
  await page
    .getByRole("alertdialog", { name: "Skip the free trial?" })
    .getByRole("button", { name: "Pay now" })
    .click();
  await expect(subscription(page)).toContainText("Diamond Plan");
  await expect(sidebar(page).getByRole("link", { name: "Stats" })).toBeVisible();

  // Before either is pressed, each says what it does to access and billing.
  await expect(subscription(page).getByRole("button", { name: "Stop Subscription" })).toHaveAccessibleDescription(
    /^Stop Subscription: no further payments are taken\. You keep your plan until \d{1,2} [A-Z][a-z]+ \d{4}, then go back to Basic \(the Demo Qbank\); until then you can start it again\.$/,
  );
  await expect(subscription(page).getByRole("button", { name: "Delete Subscription" })).toHaveAccessibleDescription(
    "Delete Subscription: your plan ends now and you go back to Basic (the Demo Qbank). Nothing more is charged, and the rest of the period paid for is not refunded. You are asked before it happens.",
  );
  await expectAxeClean(page, "the subscription with its actions explained");

  await subscription(page).getByRole("button", { name: "Stop Subscription" }).click();
  await expect(subscription(page)).toContainText("Stopped");
  await expect(subscription(page)).toContainText(/Ends on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(subscription(page).getByRole("status")).toContainText("Subscription stopped. You keep your plan until");

  await subscription(page).getByRole("button", { name: "Start Again" }).click();
  await expect(subscription(page).getByRole("status")).toHaveText("Subscription started again.");
  await expect(subscription(page)).toContainText("Active");
  await expect(subscription(page)).toContainText(/Renews on /);

  // Delete asks first; Cancel keeps the plan, and focus goes back to the button.
  const deleteButton = subscription(page).getByRole("button", { name: "Delete Subscription" });
  await deleteButton.click();
  const ask = page.getByRole("alertdialog", { name: "Delete your subscription?" });
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(subscription(page)).toContainText("Active");

  await page.keyboard.press("Enter");
  await ask.getByRole("button", { name: "Delete" }).click();
  await expect(subscription(page).getByRole("status")).toHaveText("Subscription deleted. Your plan is now Basic.");
  await expect(subscription(page)).toContainText("No paid plan (Basic: the Demo Qbank)");
  await expect(page.getByText("No paid plan (Basic: the Demo Qbank) — you can practise")).toBeVisible();
  await expect(checkoutStatus(page)).toHaveCount(0);
  await expect(sidebar(page).getByRole("link", { name: "Demo Qbank" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "QBank", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Buy Gold Plan" })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("the return page waits with progress and shows the payment once it is confirmed, without a reload", async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await newLearner(page, { prefix: "payer", firstName: "Amara", lastName: "Okafor" });
  await page.goto("/user/qbank/mock");
  await page.getByRole("button", { name: "Show Pricing" }).click();
  await page.getByRole("article", { name: "Three Attempts" }).getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/user\/checkout\/local_cs_/);
  const id = new URL(page.url()).pathname.split("/").pop()!;

  await page.goto(`/user/qbank/mock?checkout=${id}`);
  const status = page.getByRole("status").filter({ hasText: "Waiting for the payment to be confirmed..." });
  await expect(status).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("button", { name: "Show Pricing" })).toBeVisible();

  // The payment is confirmed elsewhere (here: the checkout paid in another tab).
  const other = await context.newPage();
  await other.goto(`/user/checkout/${id}`);
  await other.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(other).toHaveURL(/\/user\/qbank\/mock\?checkout=/);

  await expect(checkoutStatus(page)).toHaveText("Payment received: Master Mock: Three Attempts. Attempts Left: 3.");
  await expect(page.getByText("Attempts Left: 3", { exact: true })).toBeVisible();
  await checkoutStatus(page).getByRole("button", { name: "Dismiss" }).click();
  await expect(checkoutStatus(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/qbank\/mock$/);
  expect(problems).toEqual([]);
});

test("a level given by the team says that a plan bought replaces it", async ({ page, diamond }) => {
  const problems = watchConsole(page);
  await logIn(page, diamond.email, diamond.password);
  await page.goto("/user/dashboard");
  const note =
    "Your Diamond level was given by the team. A plan bought here replaces it with the plan's own level, and " +
    "during a first plan's free trial with the Demo Qbank.";
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy Silver Plan" })).toHaveAccessibleDescription(note);
  await expect(page.getByRole("article", { name: "Diamond Plan" })).toContainText("Your current plan");
  // Silver has no Random mode: the plans that do say so, and Silver does not.
  await expect(page.getByRole("article", { name: "Gold Plan" })).toContainText("Random practice across categories");
  await expect(page.getByRole("article", { name: "Silver Plan" })).not.toContainText("Random practice");
  expect(problems).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the account page's plan facts read as lines, not a column of letters", async ({ page }) => {
    const problems = watchConsole(page);
    await newLearner(page, { prefix: "phone-account", firstName: "Priya", lastName: "Shah" });
    await page.goto("/user/account");
    const facts = subscription(page).locator("dl.details");
    await expect(facts.getByText("Attempts Left (Master Mock)")).toBeVisible();
    for (const value of await facts.locator("dd").all()) {
      const box = (await value.boundingBox())!;
      expect(box.width, await value.innerText()).toBeGreaterThan(120);
      expect(box.height, await value.innerText()).toBeLessThan(120);
    }
    expect(problems).toEqual([]);
  });
});
