import { ADMIN_EMAIL, createAccount, expect, signedIn, test } from "./fixtures.ts";
import { expectAxeClean } from "./axe-check.ts";
import { categoryId, logIn, watchConsole } from "./helpers.ts";

/** A 1×1 PNG: the smallest image the server accepts. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("an admin adds a category and a question with an image and a learner sees it in the player", async ({
  browser,
  categories,
  learner: basic,
}) => {
  // A category and a question of this test's own, so the learner's run meets only this question.
  const CATEGORY = categories.name("Dermatology");
  const QUESTION = `A 30-year-old has a silvery plaque on the extensor elbow (${CATEGORY}). What is the most likely diagnosis?`;
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;

  // /admin/categories: a blank name is refused by the server, by field; a new category starts hidden.
  await ap.goto("/admin/categories");
  await expect(ap.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();
  const addForm = ap.getByRole("form", { name: "Add category" });
  await addForm.getByRole("button", { name: "Add category" }).click();
  await expect(addForm.getByRole("alert")).toHaveText("Please enter a category name.");
  await expect(addForm.getByLabel("New category name")).toHaveAttribute("aria-invalid", "true");
  await addForm.getByLabel("New category name").fill(CATEGORY);
  await addForm.getByRole("button", { name: "Add category" }).click();
  await expect(addForm.getByLabel("New category name")).toHaveValue("");
  const row = ap.getByRole("row").filter({ hasText: CATEGORY });
  await expect(row).toContainText("Hidden");
  await expect(row).toContainText("0");

  // The row opens the category; its edit page gives it the demo level so Basic learners see it.
  await row.getByRole("link", { name: CATEGORY }).click();
  await expect(ap.getByRole("heading", { name: CATEGORY, level: 1 })).toBeVisible();
  await expect(ap.getByText("No questions in this category")).toBeVisible();
  await ap.getByRole("link", { name: "Edit category" }).click();
  await expect(ap.getByRole("heading", { name: "Edit Category" })).toBeVisible();
  await expect(ap.getByLabel("Name")).toHaveValue(CATEGORY);
  await ap.getByLabel("Level").selectOption({ label: "Basic (demo)" });
  await ap.getByRole("button", { name: "Save" }).click();
  await expect(ap).toHaveURL(/\/admin\/categories$/);
  await expect(ap.getByRole("status")).toContainText(`Category “${CATEGORY}” saved.`);
  await expect(row).toContainText("Basic (demo)");

  // /admin/questions/add: the server names each missing field; the input stays marked until clicked.
  await ap.getByRole("link", { name: "Questions" }).first().click();
  await ap.getByRole("link", { name: "Add question" }).click();
  await expect(ap.getByRole("heading", { name: "Add Question" })).toBeVisible();
  const form = ap.getByRole("form", { name: "Question" });
  await form.getByRole("button", { name: "Add question" }).click();
  const text = form.getByLabel("Question", { exact: true });
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please enter the question.")).toBeVisible();
  await expect(form.getByLabel("Option 1 (the correct answer)")).toHaveAttribute("aria-invalid", "true");
  await text.click();
  await expect(text).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Option 1 (the correct answer)")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Category").selectOption({ label: CATEGORY });
  await text.fill(QUESTION);
  const options = ["Psoriasis", "Eczema", "Lichen planus", "Tinea corporis", "Pityriasis rosea"];
  await form.getByLabel("Option 1 (the correct answer)").fill(options[0] ?? "");
  for (const n of [2, 3, 4, 5]) await form.getByLabel(`Option ${n}`, { exact: true }).fill(options[n - 1] ?? "");
  await form.getByLabel("Explanation").fill("Silvery plaques on extensor surfaces are typical of psoriasis.");
  await form.getByLabel("Image (optional)").setInputFiles({ name: "plaque.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByRole("img", { name: "The chosen image" })).toBeVisible();
  await form.getByRole("button", { name: "Add question" }).click();
  // A new question opens its own edit page (tags, history), saying it was added.
  await expect(ap).toHaveURL(/\/admin\/questions\/edit\/[0-9a-f-]{36}$/);
  await expect(ap.getByRole("heading", { name: "Edit Question" })).toBeVisible();
  await expect(ap.getByRole("status").filter({ hasText: "Question added." })).toBeVisible();
  await ap.getByRole("link", { name: "Back to list" }).click();
  await expect(ap).toHaveURL(/\/admin\/questions$/);
  await ap.getByLabel("Search questions").fill("silvery plaque");
  // The search applies after a short pause; the order is chosen once it has.
  await expect(ap).toHaveURL(/q=silvery/);
  const listed = ap.getByRole("row").filter({ hasText: QUESTION });
  await expect(listed).toContainText(CATEGORY);
  // A new question has no answers yet: 0 answered, no figures, five empty pick bars.
  await expect(listed.locator('td[data-label="Answered"]')).toHaveText("0");
  await expect(listed.getByRole("img", { name: /Picks by option 1 \(correct\): 0/ })).toBeVisible();
  await ap.getByLabel("Order", { exact: true }).selectOption({ label: "Most reported first" });
  await expect(ap).toHaveURL(/sort=most_reported/);
  await expect(ap).toHaveURL(/q=silvery/);
  await expect(listed).toBeVisible();

  // The edit page shows the stored image; the category now refuses to be deleted.
  await listed.getByRole("link", { name: /^Edit/ }).click();
  await expect(ap.getByRole("heading", { name: "Edit Question" })).toBeVisible();
  await expect(ap.getByRole("img", { name: "The current image" })).toBeVisible();
  const figures = ap.getByRole("region", { name: "How learners answer it" });
  await expect(figures).toContainText("Answered0");
  await expect(figures.getByRole("row", { name: /Option 1 \(correct\)/ })).toContainText("0");
  await expect(ap.getByLabel("Remove image")).not.toBeChecked();

  // Save stays on the question with a notice, so a second field is edited at once.
  const editUrl = ap.url();
  const editForm = ap.getByRole("form", { name: "Question" });
  const revisions = ap.getByRole("table", { name: "Revisions, newest first" }).getByRole("row");
  await expect(revisions.first()).toBeVisible();
  const revisionsBefore = await revisions.count();
  await editForm
    .getByLabel("Explanation")
    .fill("Silvery plaques on extensor surfaces are typical of psoriasis (NICE CG153).");
  await editForm.getByRole("button", { name: "Save" }).click();
  await expect(editForm.getByRole("status")).toHaveText("Saved");
  expect(ap.url()).toBe(editUrl);
  await editForm.getByLabel("Option 5", { exact: true }).fill("Pityriasis versicolor");
  await expect(editForm.getByRole("status")).toHaveText("");
  await editForm.getByRole("button", { name: "Save" }).click();
  await expect(editForm.getByRole("status")).toHaveText("Saved");
  // The history lists both saves without a reload.
  await expect(revisions).toHaveCount(revisionsBefore + 2);
  await expectAxeClean(ap, "the question saved in place");
  await ap.reload();
  await expect(editForm.getByLabel("Option 5", { exact: true })).toHaveValue("Pityriasis versicolor");
  await expect(editForm.getByLabel("Explanation")).toHaveValue(/NICE CG153/);
  // Back to list returns to the list as it was filtered and ordered.
  await ap.getByRole("link", { name: "Back to list" }).click();
  await expect(ap).toHaveURL(/q=silvery/);
  await expect(ap).toHaveURL(/sort=most_reported/);
  await expect(ap.getByLabel("Order", { exact: true })).toHaveValue("most_reported");
  await expect(listed).toBeVisible();
  await ap.goto("/admin/categories");
  await ap.getByRole("row").filter({ hasText: CATEGORY }).getByRole("link").click();
  await expect(ap.getByRole("row").filter({ hasText: QUESTION })).toBeVisible();
  await ap.getByRole("link", { name: "Edit category" }).click();
  await ap.getByRole("button", { name: "Delete" }).click();
  const confirm = ap.getByRole("dialog", { name: "Delete category" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Move or delete this category's questions before deleting it.");
  await confirm.getByRole("button", { name: "Cancel" }).click();

  // A Basic learner meets the question, with its image, in a Random run of the demo category.
  const learner = await signedIn(browser, basic.email, basic.password);
  const lp = learner.page;
  await lp.goto(`/user/qbank/category/${await categoryId(lp, CATEGORY)}`);
  await lp
    .getByRole("button", { name: "Start Random" })
    .or(lp.getByRole("link", { name: "Start Random" }))
    .first()
    .click();
  await expect(lp.getByRole("heading", { name: "Q1" })).toBeVisible();
  await expect(lp.locator(".question-text")).toHaveText(QUESTION);
  const image = lp.locator("img.question-image");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(lp.getByRole("radio", { name: /Psoriasis/ })).toBeVisible();

  expect(admin.problems).toEqual([]);
  expect(learner.problems).toEqual([]);
  await Promise.all([admin.context.close(), learner.context.close()]);
});

test("an admin blocks a user whose open session then ends", async ({ browser, adminApi }) => {
  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  const learnerProblems = watchConsole(lp);
  const { email, password } = await createAccount(adminApi, { prefix: "blocked", firstName: "Tom", lastName: "Reed" });
  await logIn(lp, email, password);
  await lp.goto("/user/dashboard");
  await expect(lp).toHaveURL(/\/user\/dashboard$/);

  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto("/admin/users");
  await expect(ap.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(ap.getByText(/^\d+ users$/)).toBeVisible();
  // Other tests add users, so the admin's own row is found by search, not by its page.
  await ap.getByLabel("Search users").fill(ADMIN_EMAIL);
  await expect(ap.getByRole("row").filter({ hasText: ADMIN_EMAIL })).toContainText("You");
  await ap.getByLabel("Search users").fill(email);
  await expect(ap.getByText("1 user", { exact: true })).toBeVisible();
  const row = ap.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Tom Reed");
  await expect(row).toContainText("Basic");

  // Blocked asks first; Cancel leaves the role as it was.
  await row.getByRole("button", { name: `Change role of ${email}` }).click();
  await ap.getByRole("menuitemradio", { name: "Blocked" }).click();
  const confirm = ap.getByRole("dialog", { name: "Make this user Blocked?" });
  await expect(confirm).toContainText("can no longer sign in");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Basic");

  await row.getByRole("button", { name: `Change role of ${email}` }).click();
  await ap.getByRole("menuitemradio", { name: "Blocked" }).click();
  await confirm.getByRole("button", { name: "Make Blocked" }).click();
  await expect(confirm).toBeHidden();
  await expect(ap.getByRole("status")).toContainText("Tom Reed is now Blocked.");
  await expect(row).toContainText("Blocked");

  // The learner's session ended with the change: the next navigation lands on /login.
  await lp.getByRole("link", { name: "Mock Test" }).first().click();
  await expect(lp).toHaveURL(/\/login/);

  expect(admin.problems).toEqual([]);
  expect(learnerProblems).toEqual([]);
  await Promise.all([admin.context.close(), learnerContext.close()]);
});

test("an admin hosts a picture and copies its address", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await admin.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await ap.goto("/admin/picture");
  await expect(ap.getByRole("heading", { name: "Host Picture", level: 1 })).toBeVisible();

  // The browser refuses what the server would refuse, in the same words.
  const picture = ap.getByLabel("Picture", { exact: true });
  await picture.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just text") });
  await expect(ap.getByRole("alert")).toHaveText("Please upload a PNG, JPEG, GIF or WebP image.");
  await picture.setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: PNG });
  await expect(ap.getByRole("img", { name: "The chosen picture" })).toBeVisible();
  await ap.getByRole("button", { name: "Upload" }).click();
  const url = ap.getByLabel("Picture URL");
  await expect(url).toHaveValue(/\/api\/media\/hosted\//);
  await ap.getByRole("button", { name: "Copy" }).click();
  await expect(ap.getByRole("button", { name: "Copied" })).toBeVisible();
  const address = new URL(await url.inputValue());
  const loaded = await ap.request.get(address.pathname);
  expect(loaded.status()).toBe(200);
  expect(loaded.headers()["content-type"]).toBe("image/png");

  expect(admin.problems).toEqual([]);
  await admin.context.close();
});

test("a learner in a plan's free trial keeps the plan's level: the role menu offers it in place of the plans", async ({
  browser,
  adminApi,
}) => {
  const { email, password } = await createAccount(adminApi, {
    prefix: "trialing",
    firstName: "Ada",
    lastName: "Nwosu",
  });
  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  await logIn(lp, email, password);
  await lp.goto("/user/dashboard");
  await lp.getByRole("button", { name: "Buy Silver Plan" }).click();
  await lp.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(lp).toHaveURL(/\/user\/dashboard\?checkout=local_cs_/);

  const admin = await signedIn(browser, ADMIN_EMAIL);
  const ap = admin.page;
  await ap.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = ap.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Trial");
  await expect(row).toContainText("Silver Plan, free trial");

  await row.getByRole("button", { name: `Change role of ${email}` }).click();
  const roles = ap.getByRole("menuitemradio");
  await expect(roles).toHaveText(["Admin", /^✓?Trial \(their plan\)$/, "Hold", "Blocked"]);
  await expect(ap.getByRole("menuitemradio", { name: /Trial/ })).toHaveAttribute("aria-checked", "true");
  await ap.getByRole("menuitemradio", { name: "Hold" }).click();
  // Hold locks the learner out as Blocked does, so it asks first, naming the plan that goes on.
  const hold = ap.getByRole("dialog", { name: "Make this user Hold?" });
  await expect(hold).toContainText(
    `Ada Nwosu (${email}) will be signed out everywhere and cannot sign in until given another role. ` +
      "Their Silver Plan keeps running: its payments do not change this role.",
  );
  await hold.getByRole("button", { name: "Make Hold" }).click();
  await expect(ap.getByRole("status")).toContainText("Ada Nwosu is now Hold.");
  await expect(row).toContainText("Hold");

  await row.getByRole("button", { name: `Change role of ${email}` }).click();
  await ap.getByRole("menuitemradio", { name: "Trial (their plan)" }).click();
  await expect(ap.getByRole("status")).toContainText("Ada Nwosu is now Trial.");
  // The keyboard stays on the menu's button, not the page's body.
  await expect(row.getByRole("button", { name: `Change role of ${email}` })).toBeFocused();

  // Blocking a paying learner says that the plan goes on.
  await row.getByRole("button", { name: `Change role of ${email}` }).click();
  await ap.getByRole("menuitemradio", { name: "Blocked" }).click();
  await expect(ap.getByRole("dialog", { name: "Make this user Blocked?" })).toContainText(
    "Their Silver Plan keeps running: its payments do not change this role.",
  );
  await ap.getByRole("button", { name: "Cancel" }).click();

  expect(admin.problems).toEqual([]);
  await Promise.all([admin.context.close(), learnerContext.close()]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("a user's card names its actions in words, not icons alone", async ({ page, adminApi }) => {
    const problems = watchConsole(page);
    const learner = await createAccount(adminApi, { prefix: "carded" });
    await logIn(page, ADMIN_EMAIL);
    await page.goto("/admin/users");
    await page.getByLabel("Search users").fill(learner.email);
    const remove = page.getByRole("button", { name: `Delete the account of ${learner.email}` });
    await expect(remove).toHaveText("Delete account");
    await expect(page.getByRole("button", { name: `Extra time for ${learner.email}` })).toHaveText("Extra time");
    await expect(page.getByRole("button", { name: `Download the data of ${learner.email}` })).toHaveText(
      "Download data",
    );
    expect(problems).toEqual([]);
  });
});
