import {
  clearSweepFailure,
  listOverdueRuns,
  purgeDeviceRequests,
  purgeExpired,
  purgeSentMail,
  recordSweepFailure,
  refreshQuestionQuality,
  sweepFailuresOf,
} from "@qbank/db";
import type { ApiDeps } from "../context.ts";
import { localRenewalsDue, renewLocalSubscription } from "../payments/local-billing.ts";
import { settleRefusals } from "../payments/refunds.ts";
import { closeOverdueRun } from "../qbank/runs/finish.ts";
import { SET_ASIDE_AFTER, type SweepFailure, type SweepStep } from "./schemas.ts";

const SENT_MAIL_KEPT_MS = 30 * 24 * 3600_000;
/** How long a device may replay a queued request and get its first reply. */
const DEVICE_REPLIES_KEPT_MS = 30 * 24 * 3600_000;

type Deps = Pick<ApiDeps, "db" | "clock" | "payments">;

export interface SweepReport {
  closedRuns: number;
  renewedPlans: number;
  refunded: number;
  sessions: number;
  tokens: number;
  throttles: number;
  sentMail: number;
  deviceReplies: number;
  qualityRefreshed: boolean;
  /** Every step or item that failed in this run; the others went on. */
  failures: SweepFailure[];
  /** How long each step took, in milliseconds. */
  durations: Partial<Record<SweepStep, number>>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Runs one step; a failure is reported and the step counts as having done nothing. */
async function step<T>(report: SweepReport, name: SweepStep, nothing: T, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } catch (error) {
    report.failures.push({ step: name, item: null, error: messageOf(error), setAside: false });
    return nothing;
  } finally {
    report.durations[name] = Math.round(performance.now() - started);
  }
}

/**
 * Works through a step's items one by one (the listing leaves out those set aside): a failing
 * item is counted, and set aside at its third failure so it stops costing every minute; the
 * others go on. Returns how many went through.
 */
async function eachItem<T>(
  deps: Deps,
  report: SweepReport,
  name: SweepStep,
  items: T[],
  idOf: (item: T) => string,
  work: (item: T) => Promise<void>,
): Promise<number> {
  const failed = await sweepFailuresOf(deps.db, name);
  let done = 0;
  for (const item of items) {
    const id = idOf(item);
    try {
      await work(item);
      done++;
      if (failed.has(id)) await clearSweepFailure(deps.db, name, id);
    } catch (error) {
      const at = deps.clock.now();
      const setAside = await recordSweepFailure(deps.db, {
        step: name,
        itemId: id,
        error: messageOf(error),
        at,
        setAsideAfter: SET_ASIDE_AFTER,
      });
      report.failures.push({ step: name, item: id, error: messageOf(error), setAside });
    }
  }
  return done;
}

/**
 * The periodic sweep, one function for whoever schedules it: close timed runs past their
 * deadline (even when their learner never comes back) and clear expired sessions, links,
 * throttle windows, mail sent and replies kept for device-queued requests a month ago; bring the admins' question-quality figures up to
 * date when they are a quarter of an hour old; try again to refund payments that were refused.
 * Each step, and each run or plan, stands alone: one that fails is reported and the rest go on.
 */
export async function runMaintenance(deps: Deps): Promise<SweepReport> {
  const now = deps.clock.now();
  const report: SweepReport = {
    closedRuns: 0,
    renewedPlans: 0,
    refunded: 0,
    sessions: 0,
    tokens: 0,
    throttles: 0,
    sentMail: 0,
    deviceReplies: 0,
    qualityRefreshed: false,
    failures: [],
    durations: {},
  };
  report.closedRuns = await step(report, "overdue_runs", 0, async () =>
    eachItem(
      deps,
      report,
      "overdue_runs",
      await listOverdueRuns(deps.db, now),
      (run) => run.id,
      (run) => closeOverdueRun(deps.db, run, now),
    ),
  );
  report.renewedPlans = await step(report, "local_renewals", 0, async () =>
    eachItem(
      deps,
      report,
      "local_renewals",
      await localRenewalsDue(deps.db, now),
      (sub) => sub.id,
      (sub) => renewLocalSubscription(deps.db, sub, now),
    ),
  );
  report.refunded = await step(report, "refunds", 0, () => settleRefusals(deps));
  const purged = await step(report, "purge", { sessions: 0, tokens: 0, throttles: 0 }, () =>
    purgeExpired(deps.db, now),
  );
  Object.assign(report, purged);
  report.sentMail = await step(report, "sent_mail", 0, () =>
    purgeSentMail(deps.db, new Date(now.getTime() - SENT_MAIL_KEPT_MS)),
  );
  report.deviceReplies = await step(report, "device_replies", 0, () =>
    purgeDeviceRequests(deps.db, new Date(now.getTime() - DEVICE_REPLIES_KEPT_MS)),
  );
  report.qualityRefreshed = await step(report, "question_quality", false, () => refreshQuestionQuality(deps.db, now));
  return report;
}
