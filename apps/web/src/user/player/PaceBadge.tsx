import { paceLabel, paceMinutes } from "@qbank/api/client";
import { useEffect, useState } from "react";

/** Ahead of or behind the real exam's one-minute pace, by the server's clock. */
export function PaceBadge({
  startedAt,
  clockOffset,
  answered,
}: {
  startedAt: string;
  clockOffset: number;
  answered: number;
}) {
  const elapsed = () => Date.now() + clockOffset - Date.parse(startedAt);
  const [ms, setMs] = useState(elapsed);
  useEffect(() => {
    const id = setInterval(() => setMs(Date.now() + clockOffset - Date.parse(startedAt)), 5_000);
    return () => clearInterval(id);
  }, [clockOffset, startedAt]);
  const minutes = paceMinutes(answered, ms);
  return (
    <span
      className={minutes < 0 ? "pace pace-behind" : "pace"}
      aria-label="Pace"
      title="Against the real exam's pace of one minute per question"
    >
      {paceLabel(minutes)}
    </span>
  );
}
