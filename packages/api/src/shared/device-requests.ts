import { claimDeviceRequest, findDeviceRequest, storeDeviceReply, type Db } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { badRequest } from "./errors.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

/** Runs `work` in the transaction already open, or in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Does a request once per device-made id. The first arrival claims the id and stores its
 * reply in the same transaction as its writes; a replay (sent again after a lost reply, or in
 * parallel) waits on the claim and answers the stored reply, changing nothing. A refused
 * request rolls its claim back, so a replay is judged afresh.
 */
export async function onceFromDevice<T>(
  ctx: Ctx,
  deviceId: string | undefined,
  kind: string,
  work: (ctx: Ctx) => Promise<T>,
): Promise<T> {
  if (!deviceId) return work(ctx);
  const key = { userId: ctx.user.id, id: deviceId, kind };
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimDeviceRequest(trx, key, ctx.clock.now()))) {
      const earlier = await findDeviceRequest(trx, key);
      if (earlier?.kind !== kind)
        throw badRequest("device_id", "This request id was already used for another request.");
      return earlier.reply as T;
    }
    const reply = await work({ ...ctx, db: trx });
    await storeDeviceReply(trx, key, reply);
    return reply;
  });
}
