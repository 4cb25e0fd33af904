import type { Db } from "../create-db.ts";

export function findOauthAccount(
  db: Db,
  provider: "google" | "facebook",
  providerUserId: string,
): Promise<{ user_id: string } | undefined> {
  return db
    .selectFrom("oauth_accounts")
    .select("user_id")
    .where("provider", "=", provider)
    .where("provider_user_id", "=", providerUserId)
    .executeTakeFirst();
}

export async function linkOauthAccount(
  db: Db,
  row: { provider: "google" | "facebook"; provider_user_id: string; user_id: string; created_at: Date },
): Promise<void> {
  await db
    .insertInto("oauth_accounts")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
