import type { JobQueue } from "@qbank/api";

/** What both runners (pg-boss on PostgreSQL, in-process on the embedded database) offer the server. */
export interface JobRunner extends JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Jobs waiting in each queue, for the metrics. */
  queueDepth(): Promise<Record<string, number>>;
}
