import type { AnswerTime } from "@qbank/db";
import { PACE_SECONDS, SLOWEST_SHOWN } from "./constants.ts";

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/**
 * Whole minutes ahead of (positive) or behind (negative) the one-minute pace after
 * `elapsedMs` of a timed run with `answered` questions answered.
 */
export function paceMinutes(answered: number, elapsedMs: number): number {
  const ahead = (answered * PACE_SECONDS * 1000 - elapsedMs) / 60_000;
  return ahead >= 0 ? Math.floor(ahead) : -Math.floor(-ahead);
}

export function paceLabel(minutes: number): string {
  if (minutes === 0) return "On pace";
  return minutes > 0 ? `${minutes} min ahead` : `${-minutes} min behind`;
}

function accuracy(rows: AnswerTime[]) {
  const correct = rows.filter((r) => r.correct).length;
  return { answered: rows.length, correct, percentage: percent(correct, rows.length) };
}

/**
 * A timed run's pacing: the mean time per answered question, its slowest questions, and
 * how accurate answers at or under the one-minute pace were against slower ones. Answers
 * without a measured time (recorded before times were kept) are left out.
 */
export function pacingSummary(rows: AnswerTime[]) {
  const timedRows = rows.filter((r): r is AnswerTime & { seconds: number } => r.seconds !== null);
  const total = timedRows.reduce((sum, r) => sum + r.seconds, 0);
  const slowest = [...timedRows]
    .sort((a, b) => b.seconds - a.seconds || a.position - b.position)
    .slice(0, SLOWEST_SHOWN)
    .map((r) => ({ question: r.question_id, index: r.position, seconds: r.seconds }));
  return {
    timed: timedRows.length,
    total_seconds: total,
    average_seconds: timedRows.length === 0 ? null : Math.round((total / timedRows.length) * 10) / 10,
    slowest,
    fast: accuracy(timedRows.filter((r) => r.seconds <= PACE_SECONDS)),
    slow: accuracy(timedRows.filter((r) => r.seconds > PACE_SECONDS)),
  };
}
