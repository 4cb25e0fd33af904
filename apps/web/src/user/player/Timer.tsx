import { useEffect, useRef, useState } from "react";

function format(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Counts down to the server's deadline; calls onExpire once at zero. */
export function Timer({
  deadline,
  clockOffset,
  onExpire,
}: {
  deadline: string;
  clockOffset: number;
  onExpire: () => void;
}) {
  const end = Date.parse(deadline);
  const left = () => end - (Date.now() + clockOffset);
  const [remaining, setRemaining] = useState(left);
  const expired = useRef(false);
  useEffect(() => {
    const tick = () => {
      const ms = end - (Date.now() + clockOffset);
      setRemaining(ms);
      if (ms <= 0 && !expired.current) {
        expired.current = true;
        onExpire();
      }
    };
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [end, clockOffset, onExpire]);
  const low = remaining < 10 * 60 * 1000;
  return (
    <span className={low ? "timer timer-low" : "timer"} role="timer" aria-label="Time left">
      {format(remaining)}
    </span>
  );
}
