import { randomUUID } from "node:crypto";
import { ADMIN_EMAIL, expect, signedIn, test } from "./fixtures.ts";
import { categoryId } from "./helpers.ts";

/** A 1×1 PNG: the smallest image the server accepts. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A category no other spec plays in, so this run's question is its own. */
const CATEGORY = "Psychiatry";
/** Texts of this run's own, so an admin's list shows one row for each whatever ran before. */
const REPORT = `The marked answer contradicts the explanation (${randomUUID().slice(0, 8)}).`;
const RECEIPT = `My receipt shows the wrong name (${randomUUID().slice(0, 8)}).`;
const REPLY = "Thank you, we corrected the answer key.";
/** A ticket id nobody has: the pages must send the reader back to the list. */
const MISSING = "01900000-0000-7000-8000-000000000000";

test("a learner reports a question, the admin answers and resolves, the learner sees the answer", async ({
  browser,
  diamond,
}) => {
  const learner = await signedIn(browser, diamond.email, diamond.password);
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const learnerName = `${diamond.firstName} ${diamond.lastName}`;
  const lp = learner.page;
  const ap = admin.page;

  // The learner reports the question on screen from the player.
  await lp.goto(`/user/qbank/category/${await categoryId(lp, CATEGORY)}`);
  await lp.getByRole("link", { name: "Start Random" }).click();
  await expect(lp.getByRole("heading", { name: "Q1" })).toBeVisible();
  const question = (await lp.locator(".question-text").textContent())?.trim() ?? "";
  expect(question).not.toBe("");
  await lp.getByRole("button", { name: "Report question" }).click();
  const dialog = lp.getByRole("dialog", { name: "Report Question" });
  await dialog.getByRole("textbox").fill(REPORT);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();

  // /user/support: the report is listed; a blank ticket is refused; a new one goes to the top.
  await lp.goto("/user/support");
  await expect(lp.getByRole("heading", { name: "Support", level: 1 })).toBeVisible();
  const mine = lp.getByRole("list", { name: "Your tickets" }).getByRole("listitem");
  const report = mine.filter({ hasText: REPORT });
  await expect(report).toContainText("Question Error");
  await expect(report).toContainText("Open");
  await expect(report).toContainText("0 answers");
  // The list says which question a report is about, as the ticket's page does.
  await expect(report).toContainText(`Question: ${question.replace(/\s+/g, " ").slice(0, 40)}`);

  const form = lp.getByRole("region", { name: "New ticket" });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please write your message.");
  await form.getByLabel("Category").selectOption({ label: "Payment Support" });
  await form.getByLabel("Your message").fill(RECEIPT);
  const shot = form.getByLabel("Screenshot (optional)");
  await shot.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just text") });
  await expect(form.getByRole("alert")).toHaveText("Please upload a PNG, JPEG, GIF or WebP image.");
  await shot.setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Remove receipt.png" })).toBeVisible();
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("status")).toContainText("Sent");
  await expect(mine.first()).toContainText("Payment Support");
  await expect(mine.first()).toContainText(RECEIPT);
  await expect(mine.nth(1)).toContainText(REPORT);

  // The learner closes the payment ticket after a confirmation.
  await mine.first().getByRole("link").click();
  await expect(lp.getByRole("heading", { name: "Payment Support", level: 1 })).toBeVisible();
  const attached = lp.getByRole("img", { name: "Screenshot attached to the ticket" });
  await expect(attached).toBeVisible();
  await expect.poll(() => attached.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await lp.getByRole("button", { name: "Close ticket" }).click();
  const confirm = lp.getByRole("dialog", { name: "Close ticket" });
  await confirm.getByRole("button", { name: "Close ticket" }).click();
  await expect(confirm).toBeHidden();
  await expect(lp.locator(".st-ticket-head")).toContainText("Closed");
  await expect(lp.getByRole("button", { name: "Close ticket" })).toHaveCount(0);

  // The report's own page: the text and its question.
  await lp.getByRole("link", { name: "Back" }).click();
  await report.getByRole("link").click();
  await expect(lp).toHaveURL(/\/user\/support\/[0-9a-f-]{36}$/);
  const ticketId = lp.url().split("/").pop()!;
  await expect(lp.getByRole("heading", { name: "Question Error", level: 1 })).toBeVisible();
  await expect(lp.getByRole("region", { name: "Question" })).toContainText(question);
  await expect(lp.getByText("No answers yet.")).toBeVisible();

  // Support finds it on /admin/support, filtered to open tickets, and opens it.
  await ap.goto("/admin/support");
  await expect(ap.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await ap.getByLabel("Show").selectOption("open");
  await ap.getByLabel("Sort").selectOption("activity_newest");
  await expect(ap).toHaveURL(/\/admin\/support\?.*filter=open/);
  await expect(ap).toHaveURL(/sort=activity_newest/);
  const row = ap.getByRole("row").filter({ hasText: REPORT });
  await expect(row).toContainText(learnerName);
  await expect(row).toContainText("Question Error");
  await expect(row).toContainText("Open");
  await expect(ap.getByRole("row").filter({ hasText: RECEIPT })).toHaveCount(0);
  await row.getByRole("link", { name: learnerName }).click();
  await expect(ap).toHaveURL(new RegExp(`/admin/support/${ticketId}\\?from=admin$`));
  await expect(ap.getByRole("region", { name: "Question" })).toContainText(question);
  await expect(ap.getByRole("link", { name: "Edit question" })).toHaveAttribute(
    "href",
    /^\/admin\/questions\/edit\/[0-9a-f-]{36}$/,
  );

  // Support answers: the thread shows it, marked, and the ticket is Waiting.
  const answerBox = ap.getByLabel("Answer", { exact: true });
  await answerBox.fill(REPLY);
  await ap.getByRole("button", { name: "Send answer" }).click();
  await expect(answerBox).toHaveValue("");
  const thread = ap.getByRole("region", { name: /Answers/ });
  await expect(thread.getByRole("listitem").filter({ hasText: REPLY })).toContainText("Support");
  await expect(ap.locator(".st-ticket-head")).toContainText("Waiting");

  // The learner sees the answer and the status Waiting.
  await lp.reload();
  const learnerThread = lp.getByRole("region", { name: /Answers/ });
  await expect(learnerThread.getByRole("listitem").filter({ hasText: REPLY })).toContainText("Ada Admin");
  await expect(learnerThread.getByRole("listitem").filter({ hasText: REPLY })).toContainText("Support");
  await expect(lp.locator(".st-ticket-head")).toContainText("Waiting");

  // Support resolves: back to the same list, where the ticket is no longer open.
  await ap.getByRole("button", { name: "Resolve" }).click();
  await expect(ap).toHaveURL(/\/admin\/support\?.*filter=open/);
  await expect(ap.getByText("Ticket resolved.")).toBeVisible();
  await expect(ap.getByRole("row").filter({ hasText: REPORT })).toHaveCount(0);
  await ap.getByLabel("Show").selectOption("all");
  await expect(ap.getByRole("row").filter({ hasText: REPORT })).toContainText("Closed");

  // The learner sees Closed, on the ticket and in the list.
  await lp.reload();
  await expect(lp.locator(".st-ticket-head")).toContainText("Closed");
  await expect(lp.getByRole("button", { name: "Close ticket" })).toHaveCount(0);
  await lp.goto("/user/support");
  await expect(mine.filter({ hasText: REPORT })).toContainText("Closed");
  await expect(mine.filter({ hasText: REPORT })).toContainText("1 answer");

  // A ticket that cannot be loaded sends each of them back to their list with a note.
  await lp.goto(`/user/support/${MISSING}`);
  await expect(lp).toHaveURL(/\/user\/support$/);
  await expect(lp.getByRole("alert")).toContainText("could not be opened");
  await ap.goto(`/admin/support/${MISSING}?from=admin`);
  await expect(ap).toHaveURL(/\/admin\/support$/);
  await expect(ap.getByRole("alert")).toContainText("could not be opened");

  expect(learner.problems).toEqual([]);
  expect(admin.problems).toEqual([]);
  await learner.context.close();
  await admin.context.close();
});
