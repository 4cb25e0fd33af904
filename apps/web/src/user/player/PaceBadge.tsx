import { allowedSecondsPerQuestion, paceLabel, paceMinutes } from "@qbank/api/client";
import { useEffect, useState } from "react";

/** Ahead of or behind the real exam's pace (a minute a question, stretched by extra time), by the server's clock. */
export function PaceBadge({
  startedAt,
  deadline,
  clockOffset,
  answered,
}: {
  startedAt: string;
  deadline: string;
  clockOffset: number;
  answered: number;
}) {
  const elapsed = () => Date.now() + clockOffset - Date.parse(startedAt);
  const [ms, setMs] = useState(elapsed);
  useEffect(() => {
    const id = setInterval(() => setMs(Date.now() + clockOffset - Date.parse(startedAt)), 5_000);
    return () => clearInterval(id);
  }, [clockOffset, startedAt]);
  const perQuestion = allowedSecondsPerQuestion(startedAt, deadline);
  const minutes = paceMinutes(answered, ms, perQuestion);
  return (
    <span
      className={minutes < 0 ? "pace pace-behind" : "pace"}
      aria-label="Pace"
      title={`Against the exam's pace of ${Math.round(perQuestion)} seconds per question`}
    >
      {paceLabel(minutes)}
    </span>
  );
}
