import { keepPreviousData } from "@tanstack/react-query";
import { ADMIN_QUESTION_LIST, questionSorts, UNTAGGED } from "@qbank/api/client";
import { Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
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
import { Pager } from "../../ui/Pager.tsx";
import { ADMIN_LIST } from "../list/list-look.ts";
import { ChoiceField, ListToolbar } from "../list/ListToolbar.tsx";
import { ListScreen, type EmptyList } from "../list/ListScreen.tsx";
import type { Column } from "../list/ListTable.tsx";

type Sort = (typeof questionSorts)[number];
const SORT_LABELS: Record<Sort, string> = {
  newest: "Newest first",
  hardest: "Hardest first",
  least_discriminating: "Least discriminating first",
  most_reported: "Most reported first",
  unpicked_distractor: "A distractor nobody picks",
};
const SORT_OPTIONS = questionSorts.map((s) => [s, SORT_LABELS[s]] as const);
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

      <ListToolbar
        look={ADMIN_LIST}
        search={{
          label: "Search questions",
          placeholder: "Words in the question, options or explanation",
          value: typed,
          onChange: setTyped,
        }}
        count={data && !list.isError ? countText(page, data.length) : ""}
        end={
          <>
            {status.data && <QualityAge status={status.data} />}
            <RefreshFigures />
          </>
        }
      >
        <ChoiceField label="Order" value={sort} options={SORT_OPTIONS} onChange={(s) => filter({ sort: s })} />
        <ChoiceField label="MLA area" value={area} onChange={(a) => filter({ area: a })}>
          <option value="">Any area</option>
          <option value={UNTAGGED}>Untagged</option>
          <MapEntryOptions entries={map.data?.entries ?? []} />
        </ChoiceField>
      </ListToolbar>
      <ListScreen
        look={ADMIN_LIST}
        query={list}
        what="The questions"
        rows={data}
        rowKey={(question) => question.id}
        caption="Questions"
        className="ad-table-quality"
        columns={[
          {
            header: "Selected",
            hideHeader: true,
            label: "Select",
            className: "ad-select",
            cell: (question) => (
              <input
                type="checkbox"
                checked={ticked.has(question.id)}
                onChange={(e) => tick(question.id, e.target.checked)}
                aria-label={`Select: ${question.text.slice(0, 60)}`}
              />
            ),
          },
          ...COLUMNS,
        ]}
        empty={page === 1 && emptyList(filters)}
        above={
          <BulkTags
            pageIds={pageIds}
            selected={selected}
            onSelect={(ids) => setTicked(new Set(ids))}
            onTagged={(count) => {
              setTicked(new Set());
              setNotice(`Tagged ${count} ${count === 1 ? "question" : "questions"}.`);
            }}
          />
        }
        pager={<Pager page={page} hasNext={!!data && data.length >= ADMIN_QUESTION_LIST} onPage={goToPage} />}
      />
    </section>
  );
}

type Question = RouterOutputs["admin"]["questions"][number];

/** How many the page shows: the first page's count, or which matches a later page holds. */
const countText = (page: number, shown: number) =>
  page > 1
    ? `Showing matches ${(page - 1) * ADMIN_QUESTION_LIST + 1}–${(page - 1) * ADMIN_QUESTION_LIST + shown}`
    : shown >= ADMIN_QUESTION_LIST
      ? `Showing the first ${ADMIN_QUESTION_LIST} matches`
      : `${shown} ${shown === 1 ? "match" : "matches"}`;

/** Every column after the tick box: the stem and its tags, where it sits, its figures, Edit. */
const COLUMNS: Column<Question>[] = [
  {
    header: "Question",
    cellClassName: "ad-cell-text",
    cell: (question) => (
      <>
        <QuestionText text={question.text} />
        <TagList names={question.areas} />
      </>
    ),
  },
  {
    header: "Category",
    cell: (question) => (
      <div>
        {question.category.name}
        <span className="ad-added muted">
          Added <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>
        </span>
        {question.key_changed_at && (
          <span className="ad-added ad-key-changed">
            Key changed <time dateTime={question.key_changed_at}>{formatDate(question.key_changed_at)}</time>
          </span>
        )}
      </div>
    ),
  },
  { header: "Answered", className: "ad-num", cell: (question) => question.quality.answered },
  { header: "Facility", cell: (question) => <FacilityFigure quality={question.quality} /> },
  { header: "Discrimination", cell: (question) => <DiscriminationFigure quality={question.quality} /> },
  { header: "Picks", cell: (question) => <PicksBars quality={question.quality} /> },
  { header: "Reports", className: "ad-num", cell: (question) => question.quality.open_reports },
  {
    header: "Actions",
    hideHeader: true,
    label: null,
    className: "ad-actions",
    cell: (question) => <EditQuestionLink id={question.id} text={question.text} />,
  },
];

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

/** What the list says when nothing matches, by what narrowed it. */
function emptyList({ q, sort, area }: Filters): EmptyList {
  const [title, hint] = q
    ? ["No question matches this search", "Try fewer or different words."]
    : area === UNTAGGED
      ? ["No untagged questions", "Every question carries at least one MLA tag."]
      : area
        ? ["No question carries this tag", "Tag questions from the list or from their edit page."]
        : sort === "unpicked_distractor"
          ? ["No such question", "Every question answered often enough has learners picking each of its options."]
          : ["No questions yet", "Add the first question."];
  return { icon: Search, title, hint };
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
