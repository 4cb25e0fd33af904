import { purgeDeviceRequests, purgeExpired, purgeSentMail, refreshQuestionQuality } from "@qbank/db";
import type { ApiDeps } from "./context.ts";
import { renewLocalSubscriptions } from "./payments/local-billing.ts";
import { settleRefusals } from "./payments/service.ts";
import { closeAllOverdue } from "./qbank/runs/finish.ts";

const SENT_MAIL_KEPT_MS = 30 * 24 * 3600_000;
/** How long a device may replay a queued request and get its first reply. */
const DEVICE_REPLIES_KEPT_MS = 30 * 24 * 3600_000;

/**
 * The periodic sweep, one function for whoever schedules it: close timed runs past their
 * deadline (even when their learner never comes back) and clear expired sessions, links,
 * throttle windows, mail sent and
 * replies to device-queued requests a month old; bring the admins' question-quality figures up to
 * date when they are a quarter of an hour old; try again to refund payments that were refused.
 */
export async function runMaintenance(deps: Pick<ApiDeps, "db" | "clock" | "payments">) {
  const now = deps.clock.now();
  const closedRuns = await closeAllOverdue(deps.db, now);
  const renewedPlans = await renewLocalSubscriptions(deps.db, now);
  const refunded = await settleRefusals(deps);
  const purged = await purgeExpired(deps.db, now);
  const sentMail = await purgeSentMail(deps.db, new Date(now.getTime() - SENT_MAIL_KEPT_MS));
  const deviceReplies = await purgeDeviceRequests(deps.db, new Date(now.getTime() - DEVICE_REPLIES_KEPT_MS));
  const qualityRefreshed = await refreshQuestionQuality(deps.db, now);
  return { closedRuns, renewedPlans, refunded, ...purged, sentMail, deviceReplies, qualityRefreshed };
}
