import { mayUseRandom, sortOptions } from "@qbank/api/client";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { RouteNotice } from "../../app/route-notice.ts";
import { trpc } from "../../app/trpc.ts";
import { useUserData } from "../../app/user-data.ts";
import { OpenRunNotice } from "../mock/OpenRunBanner.tsx";
import { QuestionRow, QuestionSkeleton } from "./QuestionRow.tsx";
import { UnfinishedSession, useStartPrompt } from "./UnfinishedSession.tsx";
import { bankTitle, isSortKey, plural, sortKeys, startHref, type SortKey } from "./qbank-helpers.ts";
import "./qbank.css";

const NOT_OPENED: RouteNotice = {
  notice: "That category could not be opened. Please choose one from the list.",
};

export default function CategoryPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const sortId = useId();
  const { level, isPending: userPending } = useUserData();
  const [sort, setSort] = useState<SortKey | null>(null);
  const { start, prompt } = useStartPrompt();
  // As on the bank page: a timed run in progress blocks practice, so offer the way back into it.
  // The server orders the questions and sends them a page at a time; a new sort starts again
  // from the first page, showing the previous order of the same category until it arrives.
  const pages = trpc.qbank.categoryPage.useInfiniteQuery(sort ? { id, sort } : { id }, {
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: (previous) => (previous?.pages[0]?.category.id === id ? previous : undefined),
  });

  // A category that fails to load sends the learner back to the picker.
  const failed = pages.isError && !pages.data;
  useEffect(() => {
    if (failed) void navigate("/user/qbank", { replace: true, state: NOT_OPENED });
  }, [failed, navigate]);

  const loading = userPending || pages.isPending || failed;
  const data = loading ? undefined : pages.data?.pages[0];
  const questions = loading ? [] : (pages.data?.pages.flatMap((p) => p.questions) ?? []);
  const reordering = pages.isPlaceholderData;

  return (
    <section className="qb-page">
      <nav aria-label="Breadcrumb" className="qb-breadcrumb">
        <Link to="/user/qbank">
          <ArrowLeft size={16} aria-hidden="true" />
          {userPending ? "QBank" : bankTitle(level)}
        </Link>
      </nav>
      <header className="page-header">
        {data ? (
          <h1>QBank # {data.category.name}</h1>
        ) : (
          <h1>
            <span className="qb-skeleton qb-skeleton-title" aria-hidden="true" />
            <span className="visually-hidden">Loading</span>
          </h1>
        )}
      </header>
      <OpenRunNotice />
      <UnfinishedSession />

      <div className="qb-cat-toolbar">
        <div className="qb-cat-actions">
          {(userPending || mayUseRandom(level)) && (
            <Link
              className="btn"
              to={startHref("all", [id])}
              aria-disabled={!data || undefined}
              tabIndex={data ? undefined : -1}
              onClick={(e) => {
                e.preventDefault();
                if (data) start(startHref("all", [id]));
              }}
            >
              Start Random
            </Link>
          )}
          <Link
            className={mayUseRandom(level) ? "btn btn-secondary" : "btn"}
            to={startHref("new", [id])}
            aria-disabled={!data || undefined}
            tabIndex={data ? undefined : -1}
            onClick={(e) => {
              e.preventDefault();
              if (data) start(startHref("new", [id]));
            }}
          >
            Start New
          </Link>
        </div>
        <div className="qb-sort">
          <label htmlFor={sortId} className="visually-hidden">
            Sort questions
          </label>
          <select
            id={sortId}
            className="input qb-select"
            value={sort ?? ""}
            disabled={!data}
            onChange={(e) => {
              const value = Number(e.target.value);
              setSort(e.target.value !== "" && isSortKey(value) ? value : null);
            }}
          >
            <option value="">Sort</option>
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {sortOptions[key]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="qb-totals" aria-live="polite">
        {data ? (
          <>
            <span className="qb-legend-item">
              <span className="qb-dot qb-dot-right" aria-hidden="true" />
              <span>
                <strong>{data.right}</strong> right
              </span>
            </span>
            <span className="qb-legend-item">
              <span className="qb-dot qb-dot-wrong" aria-hidden="true" />
              <span>
                <strong>{data.wrong}</strong> wrong
              </span>
            </span>
            <span className="muted">{plural(data.total, "question")}</span>
          </>
        ) : (
          <span className="qb-skeleton qb-skeleton-text" style={{ width: "14em" }} aria-hidden="true" />
        )}
      </div>

      {data && questions.length === 0 ? (
        <div className="empty-frame">
          <h2>No questions yet</h2>
          <p>This category has no questions yet. Choose another one from the list.</p>
          <Link className="btn btn-secondary" to="/user/qbank">
            Back to categories
          </Link>
        </div>
      ) : (
        <ul className="qb-questions card" aria-label="Questions" aria-busy={!data || reordering || undefined}>
          {data
            ? questions.map((q) => <QuestionRow key={q.id} question={q} />)
            : Array.from({ length: 6 }, (_, i) => <QuestionSkeleton key={i} />)}
        </ul>
      )}
      {data && pages.hasNextPage && !reordering && (
        <div className="qb-more">
          <span className="muted">
            Showing {questions.length} of {data.total}
          </span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? "Loading…" : "Show more questions"}
          </button>
        </div>
      )}
      {prompt}
    </section>
  );
}
