import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "#test/expect-error.ts";
import { createHarness, signedIn, TEST_PASSWORD, type Harness } from "#test/harness.ts";
import { Level } from "../shared/levels.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const refusals = [
  { label: "Blocked", level: Level.Blocked, message: "Your account has been blocked." },
  { label: "Hold", level: Level.Hold, message: "Your account is on hold. Please contact support." },
];

describe("a session that outlives a demotion", () => {
  it.each(refusals)("refuses every signed-in procedure to a $label user with the login text", async (r) => {
    const { user, api } = await signedIn(h, { level: r.level });
    const expected = { code: "FORBIDDEN", items: [{ object: "auth", message: r.message }] };

    expect(await failure(api.account.updateProfile({ first_name: "New", second_name: "Name" }))).toEqual(expected);
    expect(await failure(api.account.get())).toEqual(expected);
    expect(
      await failure(
        api.auth.changePassword({
          current_password: TEST_PASSWORD,
          password: "another-password",
          confirm_password: "another-password",
        }),
      ),
    ).toEqual(expected);
    expect(await failure(api.qbank.categories())).toEqual(expected);
    expect(await failure(api.revisionKeys.list({}))).toEqual(expected);

    const stored = await h.deps.db
      .selectFrom("users")
      .select(["first_name", "second_name"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ first_name: "Test", second_name: "User" });
  });

  it.each(refusals)("still lets a $label user log out, ending the session", async (r) => {
    const { user, api, cookies } = await signedIn(h, { level: r.level });
    await expect(api.auth.logout()).resolves.toEqual({ ok: true });
    expect(cookies.at(-1)?.value).toBe("");
    const left = await h.deps.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(left).toEqual([]);
  });

  it("lets an active learner update the profile", async () => {
    const { api } = await signedIn(h, { level: Level.Basic });
    await expect(api.account.updateProfile({ first_name: "Ifeoma", second_name: "Eze" })).resolves.toMatchObject({
      first_name: "Ifeoma",
      second_name: "Eze",
    });
  });
});
