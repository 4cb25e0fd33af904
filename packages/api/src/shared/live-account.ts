import { holdLiveAccount, type Db } from "@qbank/db";
import { inTransaction } from "./device-requests.ts";
import { unauthorized } from "./errors.ts";

/**
 * Runs a write of the person's own rows in a transaction that first holds their account live,
 * as the erasure takes it: a write that locks any of those rows before the account could wait
 * on the erasure while the erasure waits on it (a deadlock, a 500). Once erased, it is a 401.
 */
export function asLiveAccount<T>(db: Db, userId: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (!(await holdLiveAccount(trx, userId))) throw unauthorized();
    return work(trx);
  });
}
