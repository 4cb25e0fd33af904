/** The jobs run when woken or on the minute: delivering the mail outbox, the sweep and the reply digests. */
export const JOB_NAMES = ["mail", "maintenance", "digest"] as const;
export type JobName = (typeof JOB_NAMES)[number];
/** Every kind of job a runner runs, as its metrics name them: the named jobs and the question imports. */
export type JobKind = JobName | "import";

/** Whoever runs jobs (a queue, the in-process runner, a test). */
export interface JobQueue {
  /** Asks for a run of a named job soon; a burst of wake-ups may be one run. */
  wake(job: JobName): Promise<void>;
  /** Queues one run of an import job, by its id: every upload gets a run of its own. */
  queueImport(id: string): Promise<void>;
}
