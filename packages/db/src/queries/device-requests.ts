import type { Db } from "../create-db.ts";

export interface DeviceRequestKey {
  userId: string;
  id: string;
  kind: string;
}

/**
 * Claims a device-made request id for this request. False when it was claimed before: the
 * primary key decides, and a parallel claim of the same id waits for the first to commit.
 */
export async function claimDeviceRequest(db: Db, key: DeviceRequestKey, at: Date): Promise<boolean> {
  const row = await db
    .insertInto("device_requests")
    .values({ user_id: key.userId, id: key.id, kind: key.kind, reply: null, created_at: at })
    .onConflict((oc) => oc.columns(["user_id", "id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function storeDeviceReply(db: Db, key: DeviceRequestKey, reply: unknown): Promise<void> {
  await db
    .updateTable("device_requests")
    .set({ reply: JSON.stringify(reply) })
    .where("user_id", "=", key.userId)
    .where("id", "=", key.id)
    .execute();
}

export async function findDeviceRequest(
  db: Db,
  key: Omit<DeviceRequestKey, "kind">,
): Promise<{ kind: string; reply: unknown } | undefined> {
  return db
    .selectFrom("device_requests")
    .select(["kind", "reply"])
    .where("user_id", "=", key.userId)
    .where("id", "=", key.id)
    .executeTakeFirst();
}

/** Forgets replies older than `before`: a device replays within days, not months. */
export async function purgeDeviceRequests(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("device_requests").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
