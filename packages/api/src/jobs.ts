import type { ApiDeps } from "./context.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { runMaintenance } from "./maintenance/sweep.ts";

/** The background jobs: delivering the mail outbox, and the minute sweep. */
export type JobName = "mail" | "maintenance";

/** Whoever runs jobs (a queue, an in-process timer, a test): asked to run one soon. */
export interface JobQueue {
  wake(job: JobName): Promise<void>;
}

/** The one place a job's name meets its code, for every runner. */
export function runJob(deps: ApiDeps, job: JobName) {
  return job === "mail" ? deliverDueMail(deps) : runMaintenance(deps);
}
