import type { Page } from "@playwright/test";
import { expectAxeClean } from "./axe-check.ts";
import { expect, test } from "./fixtures.ts";
import { logIn, newLearner, watchConsole } from "./helpers.ts";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  ...["January", "February", "March", "April", "May", "June"],
  ...["July", "August", "September", "October", "November", "December"],
];

/**
 * A day `days` after the server's own (its `Date` header), as the date field takes it and as the
 * plan card writes it. Far enough ahead that the learner's zone does not move it across a bound.
 */
async function dayAhead(page: Page, days: number): Promise<{ field: string; written: string }> {
  const served = (await page.request.get("/api/auth/getuserdata")).headers()["date"]!;
  const day = new Date(Date.parse(served) + days * 86_400_000);
  const month = MONTHS[day.getUTCMonth()]!;
  return {
    field: day.toISOString().slice(0, 10),
    written: `${WEEKDAYS[day.getUTCDay()]!}, ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`,
  };
}

/**
 * The plan to the exam date, as a new learner meets it on the dashboard: set the date, read
 * the daily target, start today's session, answer it and end it, and see today counted. A
 * date a year ahead keeps the daily target at one question (the demo bank is 84) whatever day
 * the server's clock says.
 */
for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  test(`set an exam date and finish today's session (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const problems = watchConsole(page);
    await newLearner(page, { prefix: `plan-${name}`, firstName: "Priya", lastName: "Nwosu" });

    const card = page.getByRole("region", { name: "Your plan to the exam" });
    await expect(card).toContainText("Set your exam date to get a daily target until the exam.");
    const first = await dayAhead(page, 400);
    const second = await dayAhead(page, 399);
    // A mistyped year is caught, not planned for decades.
    const mistyped = `${Number(first.field.slice(0, 4)) + 36}${first.field.slice(4)}`;
    await card.getByLabel("Exam date").fill(mistyped);
    await card.getByRole("button", { name: "Save date" }).click();
    await expect(card.getByText("Please choose a date within the next two years.")).toBeVisible();
    await card.getByLabel("Exam date").fill(first.field);
    await card.getByRole("button", { name: "Save date" }).click();
    await expect(card).toContainText(`left until your exam on ${first.written}.`);
    // The form that had focus gave way to the plan: focus is on the days left, not lost to the page.
    await expect(card.getByText(/left until your exam on/)).toBeFocused();
    await expect(card.getByRole("definition").first()).toHaveText("1 question");
    // Changing the date keeps the form, and focus comes back to its button.
    await card.getByText("Change the exam date").click();
    await card.getByLabel("Exam date").fill(second.field);
    await card.getByRole("button", { name: "Save date" }).click();
    await expect(card).toContainText(`left until your exam on ${second.written}.`);
    await expect(card.getByRole("button", { name: "Save date" })).toBeFocused();
    await expectAxeClean(page, `the dashboard's plan (${name})`);

    await card.getByRole("button", { name: "Today's session" }).click();
    await expect(page).toHaveURL(/\/user\/qbank\/start\?mode=custom&run=/);
    await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
    await page.getByRole("radiogroup", { name: "Answer options" }).getByRole("radio").first().click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
    await expectAxeClean(page, `today's session (${name})`);
    await page.getByRole("button", { name: "End", exact: true }).click();
    await page.getByRole("dialog", { name: "End this session?" }).getByRole("button", { name: "End" }).click();
    const results = page.getByRole("dialog", { name: "Results" });
    await expect(results).toBeVisible();
    await expect(results).toContainText("1");

    await page.goto("/user/dashboard");
    const after = page.getByRole("region", { name: "Your plan to the exam" });
    // The server's day decides: on a study day today's target (one question) is done; on the
    // rest day there is no target, and the optional session stays offered.
    const { message } = (await (await page.request.get("/api/plan")).json()) as { message: { rest_day: boolean } };
    if (message.rest_day) {
      await expect(after.getByRole("definition").nth(1)).toHaveText("1 answered");
      await expect(after.getByRole("button", { name: "Today's session" })).toBeEnabled();
    } else {
      await expect(after.getByRole("definition").nth(1)).toHaveText("1 (target 1 met)");
      // The plan was made today, so the week's target so far is today's.
      await expect(after.getByRole("definition").nth(2)).toHaveText("1 (target 1 met)");
      await expect(after.getByRole("button", { name: "Today's session" })).toBeDisabled();
    }
    await expectAxeClean(page, `the dashboard after today's session (${name})`);
    expect(problems).toEqual([]);
  });
}

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  test(`build a session: the match count first, nothing started when none match (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const problems = watchConsole(page);
    await newLearner(page, { prefix: `builder-${name}`, firstName: "Tomas", lastName: "Adeyemi" });
    await page.goto("/user/qbank");
    const builder = page.getByRole("region", { name: "Build a session" });
    await expect(builder.getByRole("status")).toHaveText("Choose categories or MLA areas, and which questions.");
    await builder.getByRole("group", { name: "Categories" }).getByRole("checkbox").first().check();
    await expect(builder.getByRole("status")).toHaveText(/^\d+ questions? match/);

    // Only flagged questions, and none is flagged yet: nothing to start.
    const which = builder.getByRole("group", { name: "Which questions" });
    await which.getByRole("checkbox", { name: "Unseen" }).uncheck();
    await which.getByRole("checkbox", { name: "Flagged" }).check();
    await expect(builder.getByRole("status")).toHaveText("No questions match; widen the choice.");
    await expect(builder.getByRole("button", { name: "Start session" })).toBeDisabled();
    await expectAxeClean(page, `the session builder (${name})`);

    await which.getByRole("checkbox", { name: "All" }).check();
    await expect(builder.getByRole("status")).toHaveText(/^\d+ questions? match/);
    await builder.getByLabel("Number of questions").fill("10");
    await builder.getByRole("radio", { name: /^Timed/ }).check();
    await builder.getByRole("button", { name: "Start session" }).click();
    await expect(page).toHaveURL(/\/user\/qbank\/start\?mode=custom&run=/);
    await expect(page.getByRole("heading", { name: "Q1" })).toBeVisible();
    await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("the account page's exam date keeps the keyboard's place when it is saved and removed, and a removal is undone", async ({
  page,
  learner,
}) => {
  const problems = watchConsole(page);
  await logIn(page, learner.email, learner.password);
  await page.goto("/user/account");
  const card = page.getByRole("region", { name: "Your exam date" });
  const exam = await dayAhead(page, 200);
  await card.getByLabel("Exam date").fill(exam.field);
  await card.getByRole("button", { name: "Save date" }).click();
  // The saved date draws the form afresh; its field takes focus, rather than the page.
  await expect(card.getByRole("button", { name: "Remove the exam date" })).toBeVisible();
  await expect(card.getByLabel("Exam date")).toBeFocused();
  await expect(card.getByLabel("Exam date")).toHaveValue(exam.field);
  await card.getByRole("button", { name: "Remove the exam date" }).click();
  await expect(card.getByRole("button", { name: "Remove the exam date" })).toBeHidden();
  await expect(card.getByLabel("Exam date")).toBeFocused();
  await expect(card.getByLabel("Exam date")).toHaveValue("");
  // A removal by mistake is undone in one click.
  await expect(card.getByRole("status")).toHaveText("Exam date removed.");
  await card.getByRole("button", { name: "Undo" }).click();
  await expect(card.getByLabel("Exam date")).toHaveValue(exam.field);
  await expect(card.getByRole("button", { name: "Remove the exam date" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Undo" })).toBeHidden();
  expect(problems).toEqual([]);
});
