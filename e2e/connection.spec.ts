import { expect, test } from "./fixtures.ts";
import { logIn } from "./helpers.ts";

const BANNER = "We lost the connection to the server; retrying";

test("tells the learner while the server cannot be reached, keeps them on the page, and clears when it is back", async ({
  page,
  diamond,
}) => {
  await logIn(page, diamond.email, diamond.password);
  await expect(page).toHaveURL(/\/user\/qbank/);
  await expect(page.getByRole("status").filter({ hasText: BANNER })).toHaveCount(0);

  // The database is away: every API call answers 503 with Retry-After, as the server does then.
  await page.route("**/trpc/**", (route) =>
    route.fulfill({
      status: 503,
      headers: { "Retry-After": "5", "Content-Type": "application/json" },
      body: JSON.stringify({
        error: {
          message: "The service is briefly unavailable. Please try again in a few seconds.",
          code: -32603,
          data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
        },
      }),
    }),
  );
  await page.getByRole("link", { name: "Support" }).click();
  await expect(page.getByRole("status").filter({ hasText: BANNER })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/support/); // not sent to log in

  // The database is back: the banner goes and the page loads its data.
  await page.unroute("**/trpc/**");
  await expect(page.getByRole("status").filter({ hasText: BANNER })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
