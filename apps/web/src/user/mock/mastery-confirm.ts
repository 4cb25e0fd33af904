import { EXAM_QUESTIONS, examTimeMs } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";

/** The words shown just before a paid Master Mock attempt is spent. */
export const MASTERY_CONFIRM_TITLE = "Start a Master Mock?";
export const MOCK_CONFIRM_TITLE = "Start a Mock Test?";
/** Said in a mock's confirmation while a practice run is open: the start ends it. */
export const PRACTICE_ENDS = "Starting the mock ends the practice session you have open. Its answers are kept.";

/** "3 hours", "3 hours 45 minutes". */
export function hoursText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? "hour" : "hours"}`;
  return rest === 0 ? h : `${h} ${rest} minutes`;
}

/** "3 hours", or "3 hours 45 minutes" with 25% extra time. */
export const examLength = (extraTimePercent: number): string => hoursText(examTimeMs(extraTimePercent));

/** The learner's mock length, their extra time included (3 hours until the adjustment has loaded). */
export function useExamLength(): string {
  const { data } = trpc.account.adjustment.useQuery(undefined, { staleTime: 60_000 });
  return examLength(data?.extra_time_percent ?? 0);
}

/** "72 questions in 3 hours, …": the mock's own length (the exam's 180 until it has loaded). */
export function mockLengthText(questions: number | undefined, length: string): string {
  if (questions === undefined) return `Questions drawn at random from all your categories, in ${length}.`;
  const n = `${questions} ${questions === 1 ? "question" : "questions"}`;
  const exam = questions < EXAM_QUESTIONS ? ` (the bank has fewer than the real exam's ${EXAM_QUESTIONS})` : "";
  return `${n} in ${length}${exam}, drawn at random from all your categories.`;
}

export const mockConfirmText = (length: string): string =>
  `The mock lasts ${length}, and the clock keeps running if you leave the page.`;

export function masteryConfirmText(attemptsLeft: number, length: string): string {
  const of = attemptsLeft === 1 ? "your 1 attempt" : `your ${attemptsLeft} attempts`;
  return `This uses 1 of ${of}. The mock lasts ${length}, and the clock keeps running if you leave the page.`;
}
