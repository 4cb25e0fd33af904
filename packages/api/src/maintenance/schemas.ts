import { z } from "zod";

/** The steps of the minute sweep, by name (logs, metrics and the set-aside list). */
export const SWEEP_STEPS = [
  "overdue_runs",
  "local_renewals",
  "refunds",
  "purge",
  "sent_mail",
  "device_replies",
  "question_quality",
] as const;
export type SweepStep = (typeof SWEEP_STEPS)[number];

/** An item that fails this many sweeps in a row is set aside until an admin puts it back. */
export const SET_ASIDE_AFTER = 3;

export interface SweepFailure {
  step: SweepStep;
  /** The run or subscription that failed; null when the whole step did. */
  item: string | null;
  error: string;
  setAside: boolean;
}

export const setAsideItemSchema = z.object({
  step: z.enum(SWEEP_STEPS),
  item_id: z.string(),
  failures: z.number().int(),
  last_error: z.string(),
  first_failed_at: z.string(),
  set_aside_at: z.string(),
});
export type SetAsideItem = z.infer<typeof setAsideItemSchema>;

export const releaseItemInput = z.object({
  step: z.enum(SWEEP_STEPS),
  item_id: z.string().min(1).max(100),
});
