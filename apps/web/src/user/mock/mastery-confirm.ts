import { examTimeMs } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";

/** The words shown just before a paid Master Mock attempt is spent. */
export const MASTERY_CONFIRM_TITLE = "Start a Master Mock?";

/** "3 hours", or "3 hours 45 minutes" with 25% extra time. */
export function examLength(extraTimePercent: number): string {
  const minutes = Math.round(examTimeMs(extraTimePercent) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? "hour" : "hours"}`;
  return rest === 0 ? h : `${h} ${rest} minutes`;
}

/** The learner's mock length, their extra time included (3 hours until the adjustment has loaded). */
export function useExamLength(): string {
  const { data } = trpc.account.adjustment.useQuery(undefined, { staleTime: 60_000 });
  return examLength(data?.extra_time_percent ?? 0);
}

export function masteryConfirmText(attemptsLeft: number, length: string): string {
  const of = attemptsLeft === 1 ? "your 1 attempt" : `your ${attemptsLeft} attempts`;
  return `This uses 1 of ${of}. The mock lasts ${length}, and the clock keeps running if you leave the page.`;
}
