import type { ApiDeps } from "./context.ts";
import { runImportJobs } from "./content/import/job.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { runMaintenance } from "./maintenance/sweep.ts";
import type { JobName } from "./shared/job-queue.ts";

/** The one place a job's name meets its code, for every runner. */
export function runJob(deps: ApiDeps, job: JobName) {
  if (job === "mail") return deliverDueMail(deps);
  if (job === "import") return runImportJobs(deps);
  return runMaintenance(deps);
}
