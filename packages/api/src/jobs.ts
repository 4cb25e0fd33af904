import { resolveLinkRequests } from "./auth/link-requests.ts";
import type { ApiDeps } from "./context.ts";
import { sendReplyDigests } from "./discussion/replies.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { runMaintenance } from "./maintenance/sweep.ts";
import type { JobName } from "./shared/job-queue.ts";

/** The one place a named job meets its code, for every runner (an import job runs by its id: content/import/job.ts). */
export function runJob(deps: ApiDeps, job: JobName) {
  if (job === "mail") return issueLinksAndDeliver(deps);
  if (job === "digest") return sendDigestsAndMail(deps);
  return runMaintenance(deps);
}

/** Links asked for by address are issued first, so their mail leaves in the same run. */
async function issueLinksAndDeliver(deps: ApiDeps) {
  await resolveLinkRequests(deps);
  return deliverDueMail(deps);
}

/** The reply digests go through the outbox; the mail job is woken when some were written. */
async function sendDigestsAndMail(deps: ApiDeps): Promise<number> {
  const sent = await sendReplyDigests(deps);
  if (sent > 0) await deps.jobs.wake("mail");
  return sent;
}
