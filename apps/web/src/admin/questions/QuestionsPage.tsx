import { keepPreviousData } from "@tanstack/react-query";
import { ADMIN_QUESTION_LIST, questionSorts, UNTAGGED } from "@qbank/api/client";
import { Plus, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { setOrDelete, useSearchParamsChange, useTypedSearch } from "../../app/search-params.ts";
import { EditQuestionLink } from "./EditQuestionLink.tsx";
import { trpc, type RouterOutputs } from "../../app/trpc.ts";
import { useRouteNotice } from "../../app/route-notice.ts";
import { Notice } from "../../ui/Notice.tsx";
import { formatDate } from "../admin-helpers.ts";
import { MapEntryOptions } from "../content-map/map-entries.tsx";
import { BulkTags } from "./BulkTags.tsx";
import { rememberListSearch } from "./list-address.ts";
import { DiscriminationFigure, FacilityFigure, PicksBars } from "./Quality.tsx";
import "../admin.css";
import { LoadFailed } from "../../ui/LoadFailed.tsx";
import { Pager } from "../../ui/Pager.tsx";

type Sort = (typeof questionSorts)[number];
const SORT_LABELS: Record<Sort, string> = {
  newest: "Newest first",
  hardest: "Hardest first",
  least_discriminating: "Least discriminating first",
  most_reported: "Most reported first",
  unpicked_distractor: "A distractor nobody picks",
};
const isSort = (value: string | null): value is Sort => questionSorts.includes(value as Sort);
interface Filters {
  q: string;
  sort: Sort;
  area: string;
}

/**
 * /admin/questions: the first 50 questions matching the search (kept in `?q=`) and the MLA
 * filter (`?area=` an entry's id or `untagged`), in the chosen order (`?sort=`), each with its
 * tags, its quality figures and Edit; ticked rows can be tagged at once.
 */
export default function QuestionsPage() {
  const searchId = useId();
  const sortId = useId();
  const areaId = useId();
  const [params, changeParams] = useSearchParamsChange();
  const q = params.get("q") ?? "";
  const sortParam = params.get("sort");
  const sort: Sort = isSort(sortParam) ? sortParam : "newest";
  const area = params.get("area") ?? "";
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const filters = { q, sort, area };
  const filter = (change: Partial<Filters>) =>
    changeParams(
      (next) => {
        if (change.q !== undefined) setOrDelete(next, "q", change.q);
        if (change.sort !== undefined) setOrDelete(next, "sort", change.sort === "newest" ? "" : change.sort);
        if (change.area !== undefined) setOrDelete(next, "area", change.area);
        // A new search, order or filter starts again from its first page.
        next.delete("page");
      },
      { replace: true },
    );

  const [typed, setTyped] = useTypedSearch(q, changeParams);
  const search = params.toString();
  useEffect(() => rememberListSearch(search ? `?${search}` : ""), [search]);
  const [notice, setNotice] = useRouteNotice();

  const goToPage = (to: number) => {
    changeParams((next) => setOrDelete(next, "page", to === 1 ? "" : String(to)));
    window.scrollTo({ top: 0 });
  };
  const list = trpc.admin.questions.useQuery({ ...filters, page }, { placeholderData: keepPreviousData, staleTime: 0 });
  const status = trpc.admin.qualityStatus.useQuery();
  const map = trpc.content.map.useQuery();
  const data = list.data;
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Only rows on the page count: a question the filter no longer shows is never tagged unseen.
  const pageIds = data?.map((question) => question.id) ?? [];
  const selected = pageIds.filter((id) => ticked.has(id));
  const tick = (id: string, on: boolean) =>
    setTicked((all) => (on ? new Set([...all, id]) : new Set([...all].filter((t) => t !== id))));

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
          <select id={sortId} className="input" value={sort} onChange={(e) => filter({ sort: e.target.value as Sort })}>
            {questionSorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={areaId}>MLA area</label>
          <select id={areaId} className="input" value={area} onChange={(e) => filter({ area: e.target.value })}>
            <option value="">Any area</option>
            <option value={UNTAGGED}>Untagged</option>
            <MapEntryOptions entries={map.data?.entries ?? []} />
          </select>
        </div>
        <p className="ad-count muted" aria-live="polite">
          {data && !list.isError
            ? page > 1
              ? `Showing matches ${(page - 1) * ADMIN_QUESTION_LIST + 1}–${(page - 1) * ADMIN_QUESTION_LIST + data.length}`
              : data.length >= ADMIN_QUESTION_LIST
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
        <LoadFailed what="The questions" onRetry={() => void list.refetch()} />
      ) : data && data.length === 0 && page === 1 ? (
        <EmptyList filters={filters} />
      ) : (
        <>
          <BulkTags
            pageIds={pageIds}
            selected={selected}
            onSelect={(ids) => setTicked(new Set(ids))}
            onTagged={(count) => {
              setTicked(new Set());
              setNotice(`Tagged ${count} ${count === 1 ? "question" : "questions"}.`);
            }}
          />
          <table className="ad-table ad-table-quality" aria-busy={!data || list.isPlaceholderData || undefined}>
            <caption className="visually-hidden">Questions</caption>
            <thead>
              <tr>
                <th scope="col" className="ad-select">
                  <span className="visually-hidden">Selected</span>
                </th>
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
                  <td data-label="Select" className="ad-select">
                    <input
                      type="checkbox"
                      checked={ticked.has(question.id)}
                      onChange={(e) => tick(question.id, e.target.checked)}
                      aria-label={`Select: ${question.text.slice(0, 60)}`}
                    />
                  </td>
                  <td data-label="Question" className="ad-cell-text">
                    <QuestionText text={question.text} />
                    <TagList names={question.areas} />
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
                    <EditQuestionLink id={question.id} text={question.text} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} hasNext={!!data && data.length >= ADMIN_QUESTION_LIST} onPage={goToPage} />
        </>
      )}
    </section>
  );
}

/** A row's stem: its first words, with the rest folded away until asked for. */
function QuestionText({ text }: { text: string }) {
  if (text.length <= 200) return <p className="ad-stem">{text}</p>;
  return (
    <details className="ad-stem">
      <summary>
        {text.slice(0, 200)}… <span className="ad-more">Show all</span>
      </summary>
      {text.slice(200)}
    </details>
  );
}

/** A row's MLA tags, compact under its text. */
function TagList({ names }: { names: string[] }) {
  if (names.length === 0) return <span className="ad-added muted">No MLA tags</span>;
  return (
    <ul className="ad-tags" aria-label="MLA tags">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function EmptyList({ filters: { q, sort, area } }: { filters: Filters }) {
  const [title, hint] = q
    ? ["No question matches this search", "Try fewer or different words."]
    : area === UNTAGGED
      ? ["No untagged questions", "Every question carries at least one MLA tag."]
      : area
        ? ["No question carries this tag", "Tag questions from the list or from their edit page."]
        : sort === "unpicked_distractor"
          ? ["No such question", "Every question answered often enough has learners picking each of its options."]
          : ["No questions yet", "Add the first question."];
  return (
    <div className="empty-frame">
      <Search size={28} aria-hidden="true" />
      <h2>{title}</h2>
      <p>{hint}</p>
    </div>
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
