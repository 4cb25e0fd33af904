/** The background jobs: delivering the mail outbox, the minute sweep, question imports and the reply digests. */
export const JOB_NAMES = ["mail", "maintenance", "import", "digest"] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Whoever runs jobs (a queue, an in-process timer, a test): asked to run one soon. */
export interface JobQueue {
  wake(job: JobName): Promise<void>;
}
