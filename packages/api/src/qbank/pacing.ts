import type { AnswerTime } from "@qbank/db";
import { DEADLINE_GRACE_MS, PACE_SECONDS, SLOWEST_SHOWN } from "./constants.ts";
import { percent } from "../shared/percent.ts";

/**
 * This run's pace: its time over its own number of questions, so a minute a question for the
 * full 180 in 3 hours and 150 seconds for a 72-question mock, stretched by the learner's extra
 * time (the run's deadline carries it; the grace is not part of the pace).
 */
export function allowedSecondsPerQuestion(startedAt: string, deadline: string, questions: number): number {
  const allowedMs = Date.parse(deadline) - Date.parse(startedAt) - DEADLINE_GRACE_MS;
  return allowedMs > 0 && questions > 0 ? allowedMs / 1000 / questions : PACE_SECONDS;
}

/**
 * Whole minutes ahead of (positive) or behind (negative) the pace of `perQuestion` seconds
 * (one minute unless the learner has extra time) after `elapsedMs` with `answered` answered.
 */
export function paceMinutes(answered: number, elapsedMs: number, perQuestion: number = PACE_SECONDS): number {
  const ahead = (answered * perQuestion * 1000 - elapsedMs) / 60_000;
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
 * how accurate answers at or under the run's pace (`perQuestion` seconds) were against slower ones. Answers
 * without a measured time (recorded before times were kept) are left out.
 */
export function pacingSummary(rows: AnswerTime[], perQuestion: number = PACE_SECONDS) {
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
    pace_seconds: Math.round(perQuestion),
    fast: accuracy(timedRows.filter((r) => r.seconds <= perQuestion)),
    slow: accuracy(timedRows.filter((r) => r.seconds > perQuestion)),
  };
}
