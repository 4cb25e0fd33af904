import type { RunPage } from "@qbank/api/client";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { Player, LEAVE_WARNING } from "./Player.tsx";
import { fromPage, type PlayerData } from "./usePlayer.ts";

type Starter = () => Promise<RunPage>;

/**
 * /user/qbank/start?mode=…&category=…: starts (or, with &run=…, resumes) a run, then plays it.
 * The run id goes into the address so a reload resumes instead of starting again.
 */
export default function PlayerPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const start = trpc.qbank.start.useMutation();
  const startMock = trpc.qbank.startMock.useMutation();
  const startMastery = trpc.qbank.startMastery.useMutation();
  const end = trpc.qbank.end.useMutation();
  const [initial, setInitial] = useState<PlayerData>();
  const mode = params.get("mode") ?? "all";
  const runId = params.get("run");
  const confirmedMastery = (location.state as { confirmed?: boolean } | null)?.confirmed === true;
  const [confirmed, setConfirmed] = useState(mode !== "mastery" || runId !== null || confirmedMastery);
  const started = useRef(false);

  useEffect(() => {
    if (!confirmed || started.current) return;
    started.current = true;
    const category = params.get("category") ?? "";
    const starter: Starter = runId
      ? () => utils.qbank.run.fetch({ id: runId })
      : mode === "exam"
        ? () => startMock.mutateAsync()
        : mode === "mastery"
          ? () => startMastery.mutateAsync()
          : () => start.mutateAsync({ mode: mode as "all", category });
    void (async () => {
      try {
        const page = await starter();
        if (page.questions.length === 0) return void navigate("/user/qbank", { replace: true });
        if (page.run.ended) {
          const out = await end.mutateAsync({ id: page.run.id });
          setInitial(fromPage({ ...page, run: out.run, questions: out.questions }, out.results));
        } else {
          setInitial(fromPage(page));
        }
        if (!runId) {
          setParams(
            (p) => {
              p.set("run", page.run.id);
              return p;
            },
            { replace: true },
          );
        }
      } catch {
        void navigate("/user/qbank", { replace: true });
      }
    })();
  });

  if (!confirmed) {
    return (
      <section className="card stack" style={{ maxWidth: 560 }}>
        <h1>Start Master Mock</h1>
        <p>{LEAVE_WARNING}</p>
        <div className="row">
          <button type="button" className="btn" onClick={() => setConfirmed(true)}>
            Start Master Mock
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void navigate("/user/qbank/mock")}>
            Back
          </button>
        </div>
      </section>
    );
  }
  if (!initial) return <div className="loading-line" aria-label="Loading questions" />;
  return <Player initial={initial} />;
}
