import { DEADLINE_GRACE_MS } from "@qbank/api/client";
import { useEffect, useRef, useState } from "react";

/** Whole seconds rounded up, as countdowns do: the full time shows first, 0:00:00 only at the end. */
function format(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * Counts down the learner's time: the server's deadline less its grace, which is there for
 * answers still in flight, not for the learner (so a mock shows 3:00:00, or 3:45:00 with 25%
 * extra time). Calls onExpire once at zero.
 */
export function Timer({
  deadline,
  clockOffset,
  onExpire,
}: {
  deadline: string;
  clockOffset: number;
  onExpire: () => void;
}) {
  const end = Date.parse(deadline) - DEADLINE_GRACE_MS;
  const left = () => end - (Date.now() + clockOffset);
  const [remaining, setRemaining] = useState(left);
  const expired = useRef(false);
  // The newest callback, so a re-render of the player does not restart the second's tick.
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    const tick = () => {
      const ms = end - (Date.now() + clockOffset);
      setRemaining(ms);
      if (ms <= 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [end, clockOffset]);
  const low = remaining < 10 * 60 * 1000;
  return (
    <span className={low ? "timer timer-low" : "timer"} role="timer" aria-label="Time left">
      {format(remaining)}
    </span>
  );
}
