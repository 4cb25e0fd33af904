import { fullBankOpens, type PaymentUser } from "@qbank/api/client";
import type { ReactNode } from "react";
import { formatDay, planName } from "./format.ts";

export const TRIAL_NOTE_ID = "trial-explained";

/**
 * Why a learner who has paid for a plan still sees the demo bank: the plan's free trial opens
 * the Demo Qbank, the plan's own bank opens with the first charge, and Skip Trial (`where`:
 * "below", or a link to it) pays now and opens it at once. Nothing outside a trial.
 */
export function TrialNote({ user, where }: { user: PaymentUser | undefined; where: ReactNode }) {
  const sub = user?.subscription;
  const opens = fullBankOpens(sub);
  if (!sub || opens === null) return null;
  const day = formatDay(opens);
  const plan = planName(sub);
  return (
    <p id={TRIAL_NOTE_ID}>
      Your free trial opens the Demo Qbank.{" "}
      {sub.cancel_at_period_end ? (
        <>
          Your plan is stopped: it ends with the trial on {day} and nothing is charged. Choose Start Again {where} to
          open the full question bank of your {plan} on {day}; after that, Skip Trial pays now and opens it at once.
        </>
      ) : (
        <>
          The full question bank of your {plan} opens on {day}, when the first charge is taken. To pay now and open it
          at once, choose Skip Trial {where}.
        </>
      )}
    </p>
  );
}
