import type { Selectable } from "kysely";
import type { Db } from "../create-db.ts";
import type { LinkRequestsTable } from "../schema.ts";

export type LinkRequest = Selectable<LinkRequestsTable>;

/**
 * Records that a link was asked for: one statement whatever the address, and a request already
 * waiting for the same address and purpose stays the one (parallel requests included).
 */
export async function recordLinkRequest(db: Db, row: LinkRequest): Promise<void> {
  await db
    .insertInto("link_requests")
    .values({ ...row, email: row.email.toLowerCase() })
    .onConflict((oc) => oc.columns(["email", "purpose"]).doNothing())
    .execute();
}

/**
 * Takes the oldest waiting request and removes it, in the caller's transaction: the row stays
 * locked until it ends, so another worker skips it, and a crash leaves it waiting.
 */
export async function takeLinkRequest(db: Db): Promise<LinkRequest | undefined> {
  const request = await db
    .selectFrom("link_requests")
    .selectAll()
    .orderBy("created_at")
    .orderBy("email")
    .orderBy("purpose")
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (request) {
    await db
      .deleteFrom("link_requests")
      .where("email", "=", request.email)
      .where("purpose", "=", request.purpose)
      .execute();
  }
  return request;
}

/**
 * Drops the requests waiting for an address (its account is being erased). One the mail job
 * holds is left to it: the job waits on the account's row and then finds it erased, whereas
 * waiting here on the job's row, under the account's lock, would deadlock with it.
 */
export async function dropLinkRequestsTo(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom("link_requests")
    .where("email", "=", email)
    .where("purpose", "in", (eb) =>
      eb
        .selectFrom("link_requests as held")
        .select("held.purpose")
        .where("held.email", "=", email)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
