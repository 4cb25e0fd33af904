import type { ApiDeps } from "./context.ts";
import { runImportJobs } from "./content/import/job.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { runMaintenance } from "./maintenance/sweep.ts";

/** The background jobs: delivering the mail outbox, the minute sweep, and question imports. */
export const JOB_NAMES = ["mail", "maintenance", "import"] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Whoever runs jobs (a queue, an in-process timer, a test): asked to run one soon. */
export interface JobQueue {
  wake(job: JobName): Promise<void>;
}

/** The one place a job's name meets its code, for every runner. */
export function runJob(deps: ApiDeps, job: JobName) {
  if (job === "mail") return deliverDueMail(deps);
  if (job === "import") return runImportJobs(deps);
  return runMaintenance(deps);
}
