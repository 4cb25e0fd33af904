import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { trpc, type RouterOutputs } from "../../app/trpc.ts";
import { ASKED_ON_OPEN_MS } from "../../app/screen-reads.ts";
import { ConfirmDialog } from "../../ui/LazyDialog.tsx";
import { openRunText, type OpenRun } from "../mock/OpenRunBanner.tsx";
import { useOpenRun } from "../mock/open-run.ts";
import { plural, runHref } from "./qbank-helpers.ts";

type OpenPractice = NonNullable<RouterOutputs["qbank"]["openPractice"]["run"]>;

/** What the session is over, in a few words: "Gastroenterology", "Cardiology and Psychiatry", "Cardiology and 2 more". */
export function sessionName(run: OpenPractice): string {
  if (run.today) return "Today's session";
  if (run.byArea) return "MLA areas";
  const [first, second, ...rest] = run.categories;
  if (!first) return "practice";
  if (!second) return first;
  return rest.length === 0 ? `${first} and ${second}` : `${first} and ${rest.length + 1} more`;
}

/** The learner's unfinished practice run, asked afresh each time a page that starts runs opens. */
const useOpenPractice = () =>
  trpc.qbank.openPractice.useQuery(undefined, { staleTime: ASKED_ON_OPEN_MS }).data?.run ?? null;

/** "Resume Gastroenterology, 3 of 8 answered": the way back into the unfinished practice session. */
export function UnfinishedSession() {
  const run = useOpenPractice();
  if (!run) return null;
  return (
    <div className="card row unfinished-session">
      <p style={{ margin: 0, flex: 1 }}>You have an unfinished session.</p>
      <Link className="btn" to={runHref(run)}>
        Resume {sessionName(run)}, {run.answered} of {run.total} answered
      </Link>
    </div>
  );
}

/** Where a start goes: a page that starts the run (Start New), or an action that starts it (a custom session). */
export type StartTarget = string | (() => void);

/**
 * Starting a practice run or a custom session ends the unfinished practice run (one open
 * practice run, so the legacy calls find it). `start(target)` goes at once when nothing would be
 * lost; otherwise it asks first, naming what ends, with Resume, Start new and Cancel. A timed
 * run in progress (a mock) blocks practice until it ends, so then it offers only the way back
 * into it. A target is the start page's address or the action that starts the run. Render
 * `prompt` on the page.
 */
export function useStartPrompt(): { start: (target: StartTarget) => void; prompt: ReactNode } {
  const run = useOpenPractice();
  const timed = useOpenRun().data?.run ?? null;
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // Held as `{ go }`: a bare function given to a state setter would be called as an updater.
  const [asked, setAsked] = useState<{ go: () => void } | { timed: OpenRun } | null>(null);
  const goTo = (target: StartTarget) => (typeof target === "string" ? () => void navigate(target) : target);
  // A click before the page's own look has arrived asks the server once; offline, it goes.
  const look = <T,>(fetch: Promise<T>, known: T) =>
    navigator.onLine ? fetch.catch(() => known) : Promise.resolve(known);
  const start = (target: StartTarget) =>
    void (async () => {
      const once = { retry: false, staleTime: Infinity } as const;
      const [open, openTimed] = await Promise.all([
        look(
          utils.qbank.openPractice.fetch(undefined, once).then((r) => r.run),
          run,
        ),
        look(
          utils.qbank.openRun.fetch(undefined, once).then((r) => r.run),
          timed,
        ),
      ]);
      if (openTimed) setAsked({ timed: openTimed });
      else if (open && open.answered > 0) setAsked({ go: goTo(target) });
      else goTo(target)();
    })();
  const close = () => setAsked(null);
  if (asked && "timed" in asked) {
    const prompt = (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && close()}
        title="Finish your timed run first"
        confirm="Resume"
        onConfirm={() => void navigate(runHref(asked.timed))}
      >
        <p>{openRunText(asked.timed)} Practice opens again once it has ended.</p>
      </ConfirmDialog>
    );
    return { start, prompt };
  }
  const prompt =
    run && asked ? (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && close()}
        title="Start a new session?"
        confirm="Start new"
        onConfirm={() => {
          close();
          asked.go();
        }}
        choice={
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus
            onClick={() => void navigate(runHref(run))}
          >
            Resume
          </button>
        }
      >
        <p>
          Starting this ends your unfinished {sessionName(run)} session; its{" "}
          {run.answered === 1 ? "1 answer is" : `${plural(run.answered, "answer")} are`} kept.
        </p>
      </ConfirmDialog>
    ) : null;
  return { start, prompt };
}
