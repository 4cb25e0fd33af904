import type { RunPage } from "@qbank/api/client";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { RouteNotice } from "../../app/route-notice.ts";
import { trpc } from "../../app/trpc.ts";
import { MasteryConfirm } from "../mock/MasteryConfirm.tsx";
import { Player } from "./Player.tsx";
import { NOTHING_TO_PLAY, startFailedPath, startFailure } from "./start-failure.ts";
import { fromPage, fromStored, type PlayerData } from "./usePlayer.ts";
import { storedRun } from "../../offline/device-store.ts";
import { pageAccount } from "../../app/page-account.ts";
import { isNetworkFailure } from "../../offline/outbox.ts";

type Starter = () => Promise<RunPage>;

/**
 * /user/qbank/start?mode=…&category=… (or &areas=… for MLA areas): starts (or, with &run=…,
 * resumes) a run, then plays it.
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
    const category = params.get("category") || undefined;
    const areas = params.get("areas") || undefined;
    const starter: Starter = runId
      ? // Always the server's run: a copy cached by an earlier Resume lacks the answers since.
        // Offline, fail at once (no pause, no retries) so the run reopens from the device.
        () =>
          utils.qbank.run.fetch(
            { id: runId },
            { staleTime: 0, ...(navigator.onLine ? {} : { retry: false, networkMode: "always" as const }) },
          )
      : mode === "exam"
        ? () => startMock.mutateAsync()
        : mode === "mastery"
          ? () => startMastery.mutateAsync()
          : () => start.mutateAsync({ mode: mode as "all", category: category ?? (areas ? undefined : ""), areas });
    // Back where the learner came from, saying why.
    const goBack = (why: RouteNotice) => void navigate(startFailedPath(mode), { replace: true, state: why });
    void (async () => {
      try {
        const page = await starter();
        // The pages a run starts from show the open runs (the mock's banner, the unfinished
        // session); the browser's Back button brings them back from the cache, so it is brought
        // up to date now, the mock page and the bank included though they are not showing.
        void utils.qbank.openRun.invalidate(undefined, { refetchType: "all" });
        void utils.qbank.openPractice.invalidate(undefined, { refetchType: "all" });
        if (page.questions.length === 0) return goBack(NOTHING_TO_PLAY);
        if (page.run.ended) {
          const out = await end.mutateAsync({ id: page.run.id });
          setInitial(fromPage({ ...page, run: out.run, questions: out.questions }, out.results, out.pacing));
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
      } catch (error) {
        // Without a network a run already under way reopens as this device last showed it.
        const stored =
          runId && isNetworkFailure(error) ? await storedRun(runId, pageAccount()).catch(() => undefined) : undefined;
        if (stored) setInitial(fromStored(stored));
        else goBack(startFailure(error));
      }
    })();
  });

  if (!confirmed) {
    return <MasteryConfirm onStart={() => setConfirmed(true)} onBack={() => void navigate("/user/qbank/mock")} />;
  }
  if (!initial) return <div className="loading-line" aria-label="Loading questions" />;
  return <Player initial={initial} />;
}
