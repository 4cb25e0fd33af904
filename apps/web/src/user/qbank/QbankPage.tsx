import { hasFullBank, mayResetBank } from "@qbank/api/client";
import { LayoutGrid, List, type LucideIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { useRouteNotice } from "../../app/route-notice.ts";
import { OpenRunNotice } from "../mock/OpenRunBanner.tsx";
import { useUserData } from "../../app/user-data.ts";
import { Notice } from "../../ui/Notice.tsx";
import { CategoryItem, CategorySkeleton, type PickerView } from "./CategoryItem.tsx";
import { DemoNote } from "./DemoNote.tsx";
import { PLANS_PATH } from "../payments/plans-path.ts";
import { ResetBank } from "./ResetBank.tsx";
import { SessionBuilder } from "./SessionBuilder.tsx";
import { StartBar } from "./StartBar.tsx";
import { UnfinishedSession, useStartPrompt } from "./UnfinishedSession.tsx";
import { bankTitle, plainError } from "./qbank-helpers.ts";
import "./qbank.css";

const VIEW_KEY = "qbankView";

function readView(): PickerView {
  try {
    return localStorage.getItem(VIEW_KEY) === "list" ? "list" : "cards";
  } catch {
    return "cards";
  }
}

function ViewToggle({ view, onChange }: { view: PickerView; onChange: (view: PickerView) => void }) {
  const option = (value: PickerView, label: string, Icon: LucideIcon) => (
    <button
      type="button"
      className={`qb-seg${view === value ? " is-active" : ""}`}
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      <Icon size={16} aria-hidden="true" />
      <span className="qb-seg-label">{label}</span>
    </button>
  );
  return (
    <div className="qb-segmented" role="group" aria-label="Layout">
      {option("cards", "Cards", LayoutGrid)}
      {option("list", "List", List)}
    </div>
  );
}

export default function QbankPage() {
  const { level, isPending: userPending } = useUserData();
  const categories = trpc.qbank.categories.useQuery();
  // Why the learner was sent back here (a category or a session that could not open).
  const [notice, setNotice] = useRouteNotice();
  // A timed mock in progress blocks practice (the server refuses it): offer the way back into it.
  const [view, setView] = useState<PickerView>(readView);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [resetDone, setResetDone] = useState(false);
  const { start, prompt } = useStartPrompt();

  const list = useMemo(() => categories.data ?? [], [categories.data]);
  const chosen = useMemo(() => list.filter((c) => selected.has(c.id)), [list, selected]);
  const chosenIds = chosen.map((c) => c.id);
  const total = (count: (c: (typeof chosen)[number]) => number) => chosen.reduce((sum, c) => sum + count(c), 0);
  const allSelected = list.length > 0 && chosen.length === list.length;

  const changeView = (next: PickerView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Private mode or storage full: the choice lasts for this visit only.
    }
  };
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const loading = userPending || categories.isPending;
  const title = userPending ? "" : bankTitle(level);

  return (
    <section className="qb-page">
      <header className="page-header">
        {loading && !title ? (
          <h1>
            <span className="qb-skeleton qb-skeleton-title" aria-hidden="true" />
            <span className="visually-hidden">Loading</span>
          </h1>
        ) : (
          <h1>{title}</h1>
        )}
        <div className="spacer" />
        <Link className="btn btn-ghost" to="/user/qbank/areas">
          By MLA area
        </Link>
        {!userPending && mayResetBank(level) && (
          <ResetBank
            onDone={() => {
              setNotice(undefined);
              setResetDone(true);
            }}
          />
        )}
      </header>

      {notice && (
        <Notice tone="error" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}
      <OpenRunNotice />
      <UnfinishedSession />
      {resetDone && (
        <Notice tone="success" onDismiss={() => setResetDone(false)}>
          Your QBank has been reset. Your flagged questions are kept.
        </Notice>
      )}
      {!userPending && !hasFullBank(level) && <DemoNote />}

      {categories.isError ? (
        <div className="alert qb-error" role="alert">
          <p>{plainError(categories.error, "your categories")}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void categories.refetch()}>
            Try again
          </button>
        </div>
      ) : !loading && list.length === 0 ? (
        <div className="empty-frame">
          <h2>No categories yet</h2>
          <p>There are no question categories for your plan yet. Please check back soon.</p>
          {hasFullBank(level) ? null : (
            <Link className="btn" to={PLANS_PATH}>
              See plans
            </Link>
          )}
        </div>
      ) : (
        <>
          <div className="qb-toolbar">
            <div className="qb-toolbar-select">
              <button
                type="button"
                className="btn btn-ghost qb-small-btn"
                disabled={loading || allSelected}
                onClick={() => setSelected(new Set(list.map((c) => c.id)))}
              >
                Select all
              </button>
              <button
                type="button"
                className="btn btn-ghost qb-small-btn"
                disabled={loading || chosen.length === 0}
                onClick={() => setSelected(new Set())}
              >
                Clear
              </button>
            </div>
            <ViewToggle view={view} onChange={changeView} />
          </div>
          <div className="qb-loading-slot">
            {loading && <div className="loading-line" role="progressbar" aria-label="Loading categories" />}
          </div>
          <ul className={`qb-cats qb-cats-${view}`} aria-label="Categories" aria-busy={loading || undefined}>
            {loading
              ? Array.from({ length: 6 }, (_, i) => <CategorySkeleton key={i} view={view} />)
              : list.map((c) => (
                  <CategoryItem key={c.id} category={c} view={view} selected={selected.has(c.id)} onToggle={toggle} />
                ))}
          </ul>
          <StartBar
            level={level}
            selectedIds={loading ? [] : chosenIds}
            selectedQuestions={total((c) => c.question_count)}
            selectedWrong={total((c) => c.wrong)}
            selectedFlagged={total((c) => c.flagged)}
            onStart={start}
          />
          <SessionBuilder />
        </>
      )}
      {prompt}
    </section>
  );
}
