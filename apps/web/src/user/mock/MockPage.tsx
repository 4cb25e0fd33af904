import { hasFullBank, hasUnlimitedMocks } from "@qbank/api/client";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useRouteNotice } from "../../app/route-notice.ts";
import { useUserData } from "../../app/user-data.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { CheckoutReturn } from "../payments/CheckoutReturn.tsx";
import { MasteryPricing } from "../payments/MasteryPricing.tsx";
import { PLANS_PATH } from "../payments/plans-path.ts";
import { OpenRunBanner } from "./OpenRunBanner.tsx";
import { useOpenRun } from "./open-run.ts";
import {
  MASTERY_CONFIRM_TITLE,
  masteryConfirmText,
  MOCK_CONFIRM_TITLE,
  mockConfirmText,
  mockLengthText,
  PRACTICE_ENDS,
  useExamLength,
} from "./mastery-confirm.ts";

type Confirm = "mastery" | "exam";

/** /user/qbank/mock: the Master Mock and the unlimited timed mocks, with a resume of a mock in progress. */
export default function MockPage() {
  const { level } = useUserData();
  const navigate = useNavigate();
  const { data, isPending } = useOpenRun();
  const examLength = useExamLength();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [pricing, setPricing] = useState(false);
  // Why a mock could not start (no attempts left, another mock open…), left by the player.
  const [notice, setNotice] = useRouteNotice();
  const attempts = data?.attemptsLeft ?? 0;
  const open = data?.run;
  const unlimited = hasUnlimitedMocks(level);
  // One timed run at a time (the server holds it too): while one is open, only Resume is offered.
  const busyNote = (id: string) =>
    open ? (
      <p id={id} className="muted" style={{ margin: 0 }}>
        Finish the mock in progress before you start another.
      </p>
    ) : null;

  const pricingToggle = (closed: string) => (
    <button
      type="button"
      className="btn btn-secondary"
      aria-expanded={pricing}
      aria-controls={pricing ? "mastery-pricing" : undefined}
      onClick={() => setPricing((p) => !p)}
    >
      {pricing ? "Hide Pricing" : closed}
    </button>
  );
  return (
    <section className="stack" style={{ maxWidth: 880 }}>
      <header className="page-header">
        <h1>Mock Test</h1>
      </header>
      <CheckoutReturn />
      {notice && (
        <Notice tone="error" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}
      {open && <OpenRunBanner run={open} />}
      <div className="card stack mastery-card" aria-busy={isPending}>
        <h2>Master Mock</h2>
        {isPending ? (
          <div className="loading-line" aria-label="Loading" />
        ) : attempts > 0 ? (
          <>
            <p>
              Attempts Left: <strong>{attempts}</strong>
            </p>
            <div className="row">
              <button
                type="button"
                className="btn"
                disabled={Boolean(open)}
                aria-describedby={open ? "mock-busy" : undefined}
                onClick={() => setConfirm("mastery")}
              >
                Start Master Mock
              </button>
              {pricingToggle("Buy More")}
            </div>
            {busyNote("mock-busy")}
          </>
        ) : (
          <>
            <ul>
              <li>A full-length mock written to the standard of the real exam.</li>
              <li>Timed like the exam: 3 hours, with the answers and explanations revealed at the end.</li>
              <li>
                One-time attempts, usable at any time with no expiry; we recommend the first 3-4 weeks before your exam.
              </li>
            </ul>
            <div className="row">{pricingToggle("Show Pricing")}</div>
          </>
        )}
        {pricing && <MasteryPricing id="mastery-pricing" />}
      </div>
      <div className="card stack">
        <h2>Unlimited Timed Mocks</h2>
        {unlimited && open ? (
          <div className="row">
            <button type="button" className="btn" disabled aria-describedby="mock-busy-exam">
              Start Mock Test
            </button>
            {busyNote("mock-busy-exam")}
          </div>
        ) : unlimited ? (
          <>
            <p>{mockLengthText(data?.mockQuestions, examLength)}</p>
            <div className="row">
              <button type="button" className="btn" onClick={() => setConfirm("exam")}>
                Start Mock Test
              </button>
            </div>
          </>
        ) : (
          <>
            <ul>
              <li>{mockLengthText(data?.mockQuestions, examLength)}</li>
              <li>As many mocks as you like, with your results after each one.</li>
            </ul>
            <div className="row">
              <button type="button" className="btn" onClick={() => void navigate(PLANS_PATH)}>
                {!hasFullBank(level) ? "Buy Diamond Plan" : "Upgrade Your Plan"}
              </button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === "exam" ? MOCK_CONFIRM_TITLE : MASTERY_CONFIRM_TITLE}
        confirm="Start"
        onConfirm={() => void navigate(`/user/qbank/start?mode=${confirm}`, { state: { confirmed: true } })}
      >
        <p>
          {confirm === "exam"
            ? `${mockConfirmText(examLength)}${data ? ` It has ${data.mockQuestions} questions.` : ""}`
            : masteryConfirmText(attempts, examLength)}
        </p>
        {data?.practiceOpen && <p>{PRACTICE_ENDS}</p>}
      </ConfirmDialog>
    </section>
  );
}
