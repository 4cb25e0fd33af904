import { fullBankOpens } from "@qbank/api/client";
import { Link } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { PLANS_PATH } from "../payments/plans-path.ts";
import { TrialNote } from "../payments/TrialNote.tsx";

/**
 * The demo bank's note: what it is, then how the whole bank opens. A learner in a plan's free
 * trial has paid already: their plan opens it with the first charge, or at once with Skip Trial
 * (on the dashboard); anyone else chooses a plan.
 */
export function DemoNote() {
  const payer = trpc.payments.user.useQuery();
  const trialing = fullBankOpens(payer.data?.subscription) !== null;
  return (
    <div className="qb-demo-note">
      <p>
        This is the demo question bank with a few sample categories.
        {!trialing && !payer.isPending && (
          <>
            {" "}
            <Link to={PLANS_PATH}>See the plans on your dashboard</Link> to unlock every category.
          </>
        )}
      </p>
      <TrialNote
        user={payer.data}
        where={
          <>
            on your <Link to={PLANS_PATH}>dashboard</Link>
          </>
        }
      />
    </div>
  );
}
