import {
  changeUserLevel,
  deleteOtherSessions,
  findLiveSubscription,
  findUserById,
  lockUser,
  newId,
  setSubscriptionStopped,
  type Db,
  type LevelChangeReason,
} from "@qbank/db";
import { levelForPlan, PAID_LEVELS } from "./plans.ts";

/**
 * Brings a learner's level and stop flag in line with their subscription, in the caller's
 * transaction. A change is written to the level audit and ends the learner's other sessions:
 * `keepSession` (the hash of the session that made the change) stays, or for a change from
 * Stripe's events, the session used last (most likely the device that just paid).
 */
export async function syncAccess(
  trx: Db,
  change: { userId: string; reason: LevelChangeReason; actorId: string | null; keepSession: string | null; now: Date },
): Promise<void> {
  await lockUser(trx, change.userId);
  const user = await findUserById(trx, change.userId);
  if (!user) return;
  const sub = await findLiveSubscription(trx, change.userId);
  const stopped = sub?.cancel_at_period_end ?? false;
  if (user.subscription_stopped !== stopped) await setSubscriptionStopped(trx, user.id, stopped, change.now);
  const target = levelForPlan(sub);
  if (!PAID_LEVELS.includes(user.level) || user.level === target) return;
  await changeUserLevel(trx, {
    id: newId(),
    userId: user.id,
    from: user.level,
    to: target,
    reason: change.reason,
    actorId: change.actorId,
    at: change.now,
  });
  await deleteOtherSessions(trx, user.id, change.keepSession);
}
