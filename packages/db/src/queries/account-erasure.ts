import { sql } from "kysely";
import type { Db } from "../create-db.ts";
import type { UserRow } from "../schema.ts";
import { compiledOnce } from "../compiled-once.ts";
import { eraseDiscussion } from "./discussion.ts";
import { dropLinkRequestsTo } from "./link-requests.ts";

/** The account's row, locked until the caller's transaction ends. */
export function lockAccountForErasure(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).forUpdate().executeTakeFirst();
}

const liveAccountRow = compiledOnce((db, v: { userId: string }) =>
  db.selectFrom("users").select("id").where("id", "=", v.userId).where("deleted_at", "is", null).forKeyShare(),
);

/**
 * Holds a live account against its erasure until the caller's transaction ends (the erasure
 * takes the row FOR UPDATE and waits); false when it is erased, or the erasure committed
 * while this waited. A writer that takes further locks takes this one first.
 */
export async function holdLiveAccount(db: Db, userId: string): Promise<boolean> {
  return (await liveAccountRow(db, { userId })).length > 0;
}

/** The email a deleted account's row carries: it names nobody and can never receive mail. */
export const anonymousEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Throttle counters that name the person: those keyed by the email, the (email, address)
 * pairs, the counters of the addresses those pairs and the caller name, and the account's own.
 */
async function eraseThrottles(db: Db, userId: string, email: string, addresses: string[]): Promise<void> {
  const pairPrefix = `login:pair:${email}|`;
  const pairs = await db
    .selectFrom("auth_throttle")
    .select("key")
    .where(sql<boolean>`starts_with(key, ${pairPrefix})`)
    .execute();
  const ips = [...new Set([...addresses, ...pairs.map((p) => p.key.slice(pairPrefix.length))])];
  const keys = [
    ...["login:email:", "login:email-slow:", "reset:email:", "signup:email:"].map((k) => k + email),
    ...ips.flatMap((ip) => ["login:ip:", "reset:ip:", "signup:ip:"].map((k) => k + ip)),
    `ticket:user:${userId}`,
  ];
  await db
    .deleteFrom("auth_throttle")
    .where((eb) => eb.or([eb("key", "in", keys), eb(sql<boolean>`starts_with(key, ${pairPrefix})`, "=", true)]))
    .execute();
}

/**
 * Erases what names the person and anonymises the account's row, in the caller's transaction
 * (after lockAccountForErasure). Kept, under the anonymous row: payment records (payments,
 * checkouts, subscriptions, attempts bought), the runs' answers behind the question figures and
 * the first answers behind the peer shares, and the comments others replied to (under "Deleted
 * account"). See docs/decisions.md, "Your data (UK GDPR)".
 */
export async function eraseAccount(db: Db, user: UserRow, options: { now: Date; addresses: string[] }): Promise<void> {
  const id = user.id;
  const screenshots = await db
    .selectFrom("tickets")
    .select("image_id")
    .where("user_id", "=", id)
    .where("image_id", "is not", null)
    .execute();
  const imageIds = screenshots.flatMap((t) => (t.image_id ? [t.image_id] : []));
  if (imageIds.length > 0) await db.deleteFrom("images").where("id", "in", imageIds).execute();
  // Their answers, support's included, go with the tickets (cascade).
  await db.deleteFrom("tickets").where("user_id", "=", id).execute();
  await db.deleteFrom("sessions").where("user_id", "=", id).execute();
  await db.deleteFrom("oauth_accounts").where("user_id", "=", id).execute();
  await db.deleteFrom("email_tokens").where("user_id", "=", id).execute();
  await db.deleteFrom("do_later").where("user_id", "=", id).execute();
  await db.deleteFrom("device_requests").where("user_id", "=", id).execute();
  // Parents before children, as the cascades lock them (a question's deletion takes its keys,
  // then their cards, then the cards' history): the same order cannot wait in a circle.
  await db.deleteFrom("revision_keys").where("user_id", "=", id).execute();
  await db.deleteFrom("review_cards").where("user_id", "=", id).execute();
  await db.deleteFrom("review_logs").where("user_id", "=", id).execute();
  await db.deleteFrom("exam_plans").where("user_id", "=", id).execute();
  await db.deleteFrom("tries").where("user_id", "=", id).execute();
  await db.deleteFrom("learner_category_stats").where("user_id", "=", id).execute();
  await db.deleteFrom("account_adjustments").where("user_id", "=", id).execute();
  await db.deleteFrom("level_changes").where("user_id", "=", id).execute();
  await db.deleteFrom("mail_outbox").where("to_address", "=", user.email).execute();
  await dropLinkRequestsTo(db, user.email);
  await eraseDiscussion(db, id);
  await eraseThrottles(db, user.id, user.email, options.addresses);
  // An open mock ends here without being marked: the sweep would otherwise record it later.
  await db
    .updateTable("runs")
    .set({ ended_at: options.now })
    .where("user_id", "=", id)
    .where("ended_at", "is", null)
    .execute();
  // A checkout finished after this grants nothing to nobody.
  await db
    .updateTable("checkouts")
    .set({ status: "cancelled" })
    .where("user_id", "=", id)
    .where("status", "=", "open")
    .execute();
  await db
    .updateTable("users")
    .set({
      email: anonymousEmail(id),
      first_name: "Deleted",
      second_name: "account",
      password_hash: null,
      stripe_customer_id: null,
      email_verified_at: null,
      level: -1,
      subscription_stopped: false,
      display_name: null,
      reply_digest: false,
      updated_at: options.now,
      deleted_at: options.now,
    })
    .where("id", "=", id)
    .execute();
}

/** Whether the account has been erased (or never existed), as committed now. */
export async function isErasedAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("deleted_at").where("id", "=", userId).executeTakeFirst();
  return !row || row.deleted_at !== null;
}

/**
 * Whether a statement failed because its account was erased (SQLSTATE QB401, raised by the
 * triggers of migration 0052): the write came after the erasure and is refused.
 */
export function isErasedAccountWrite(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === "QB401") return true;
  }
  return false;
}
