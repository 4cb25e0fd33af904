import { allowedSecondsPerQuestion, DEADLINE_GRACE_MS, paceLabel, paceMinutes } from "@qbank/api/client";
import { useEffect, useState } from "react";
import { hoursText } from "../mock/mastery-confirm.ts";

/**
 * Ahead of or behind this mock's pace (its time, extra time included, over its own number of
 * questions), by the server's clock.
 */
export function PaceBadge({
  startedAt,
  deadline,
  clockOffset,
  answered,
  questions,
}: {
  startedAt: string;
  deadline: string;
  clockOffset: number;
  answered: number;
  /** The mock's number of questions. */
  questions: number;
}) {
  const elapsed = () => Date.now() + clockOffset - Date.parse(startedAt);
  const [ms, setMs] = useState(elapsed);
  useEffect(() => {
    const id = setInterval(() => setMs(Date.now() + clockOffset - Date.parse(startedAt)), 5_000);
    return () => clearInterval(id);
  }, [clockOffset, startedAt]);
  const perQuestion = allowedSecondsPerQuestion(startedAt, deadline, questions);
  const minutes = paceMinutes(answered, ms, perQuestion);
  return (
    <span
      className={minutes < 0 ? "pace pace-behind" : "pace"}
      aria-label="Pace"
      title={`Against this mock's pace: ${hoursText(Date.parse(deadline) - Date.parse(startedAt) - DEADLINE_GRACE_MS)} over ${questions} questions, ${Math.round(perQuestion)} seconds each`}
    >
      {paceLabel(minutes)}
    </span>
  );
}
