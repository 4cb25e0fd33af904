import { keepPreviousData } from "@tanstack/react-query";
import { ADMIN_QUESTION_LIST, questionSorts } from "@qbank/api/client";
import { Pencil, Plus, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { trpc, type RouterOutputs } from "../../app/trpc.ts";
import { useRouteNotice } from "../../app/route-notice.ts";
import { Notice } from "../../ui/Notice.tsx";
import { formatDate } from "../admin-helpers.ts";
import { DiscriminationFigure, FacilityFigure, PicksBars } from "./Quality.tsx";
import "../admin.css";

type Sort = (typeof questionSorts)[number];
const SORT_LABELS: Record<Sort, string> = {
  newest: "Newest first",
  hardest: "Hardest first",
  least_discriminating: "Least discriminating first",
  most_reported: "Most reported first",
  unpicked_distractor: "A distractor nobody picks",
};
const isSort = (value: string | null): value is Sort => questionSorts.includes(value as Sort);
const paramsFor = (q: string, sort: Sort) => ({ ...(q ? { q } : {}), ...(sort !== "newest" ? { sort } : {}) });

/**
 * /admin/questions: the first 50 questions matching the search (kept in `?q=`), in the chosen
 * order (`?sort=`), each with its quality figures and Edit.
 */
export default function QuestionsPage() {
  const searchId = useId();
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const sortParam = params.get("sort");
  const sort: Sort = isSort(sortParam) ? sortParam : "newest";

  const [typed, setTyped] = useState(q);
  const [notice, setNotice] = useRouteNotice();

  // The search follows the typing after a short pause, so each key does not cost a query.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== q) setParams(paramsFor(typed.trim(), sort), { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, q, sort, setParams]);

  const list = trpc.admin.questions.useQuery({ q, sort }, { placeholderData: keepPreviousData, staleTime: 0 });
  const status = trpc.admin.qualityStatus.useQuery();
  const data = list.data;

  return (
    <section className="ad-page">
      <header className="page-header">
        <h1>Questions</h1>
        <span className="spacer" />
        <Link className="btn" to="/admin/questions/add">
          <Plus size={16} aria-hidden="true" />
          Add question
        </Link>
      </header>
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}

      <form className="ad-toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>Search questions</label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={typed}
            maxLength={200}
            placeholder="Words in the question, options or explanation"
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={sortId}>Order</label>
          <select
            id={sortId}
            className="input"
            value={sort}
            onChange={(e) => setParams(paramsFor(q, e.target.value as Sort), { replace: true })}
          >
            {questionSorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <p className="ad-count muted" aria-live="polite">
          {data && !list.isError
            ? data.length >= ADMIN_QUESTION_LIST
              ? `Showing the first ${ADMIN_QUESTION_LIST} matches`
              : `${data.length} ${data.length === 1 ? "match" : "matches"}`
            : ""}
        </p>
        {status.data && <QualityAge status={status.data} />}
        <RefreshFigures />
      </form>
      <div className="ad-loading-slot" aria-hidden="true">
        {list.isFetching && <div className="loading-line" />}
      </div>

      {list.isError ? (
        <div className="empty-frame" role="alert">
          <h2>The questions could not be loaded</h2>
          <p>Check the connection, then try again.</p>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : data && data.length === 0 ? (
        <div className="empty-frame">
          <Search size={28} aria-hidden="true" />
          <h2>
            {q
              ? "No question matches this search"
              : sort === "unpicked_distractor"
                ? "No such question"
                : "No questions yet"}
          </h2>
          <p>
            {q
              ? "Try fewer or different words."
              : sort === "unpicked_distractor"
                ? "Every question answered often enough has learners picking each of its options."
                : "Add the first question."}
          </p>
        </div>
      ) : (
        <table className="ad-table ad-table-quality" aria-busy={!data || list.isPlaceholderData || undefined}>
          <caption className="visually-hidden">Questions</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Category</th>
              <th scope="col" className="ad-num">
                Answered
              </th>
              <th scope="col">Facility</th>
              <th scope="col">Discrimination</th>
              <th scope="col">Picks</th>
              <th scope="col" className="ad-num">
                Reports
              </th>
              <th scope="col" className="ad-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.map((question) => (
              <tr key={question.id}>
                <td data-label="Question" className="ad-cell-text">
                  {question.text.length > 140 ? `${question.text.slice(0, 140)}…` : question.text}
                </td>
                <td data-label="Category">
                  <div>
                    {question.category.name}
                    <span className="ad-added muted">
                      Added <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>
                    </span>
                    {question.key_changed_at && (
                      <span className="ad-added ad-key-changed">
                        Key changed{" "}
                        <time dateTime={question.key_changed_at}>{formatDate(question.key_changed_at)}</time>
                      </span>
                    )}
                  </div>
                </td>
                <td data-label="Answered" className="ad-num">
                  {question.quality.answered}
                </td>
                <td data-label="Facility">
                  <FacilityFigure quality={question.quality} />
                </td>
                <td data-label="Discrimination">
                  <DiscriminationFigure quality={question.quality} />
                </td>
                <td data-label="Picks">
                  <PicksBars quality={question.quality} />
                </td>
                <td data-label="Reports" className="ad-num">
                  {question.quality.open_reports}
                </td>
                <td className="ad-actions">
                  <Link
                    className="btn btn-secondary"
                    to={`/admin/questions/edit/${question.id}`}
                    aria-label={`Edit: ${question.text.slice(0, 60)}`}
                  >
                    <Pencil size={16} aria-hidden="true" />
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Recomputes the quality figures now, then reloads the list and their age. */
function RefreshFigures() {
  const utils = trpc.useUtils();
  const refresh = trpc.admin.qualityRefresh.useMutation({
    onSuccess: async (status) => {
      utils.admin.qualityStatus.setData(undefined, status);
      await utils.admin.questions.invalidate();
    },
  });
  return (
    <div className="row">
      <button type="button" className="btn btn-secondary" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
        {refresh.isPending ? "Refreshing figures…" : "Refresh figures"}
      </button>
      <span role="status" className="muted">
        {refresh.isSuccess ? "Figures recomputed." : refresh.isError ? "The figures could not be recomputed." : ""}
      </span>
    </div>
  );
}

/** How old the quality columns are: the sweep recomputes them, not each answer. */
function QualityAge({ status }: { status: RouterOutputs["admin"]["qualityStatus"] }) {
  const when = status.refreshed_at
    ? `as of ${new Date(status.refreshed_at).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })}`
    : "not computed yet";
  return (
    <p className="ad-quality-age muted">
      Answer figures {when}; recomputed every {status.every_minutes} minutes.
    </p>
  );
}
