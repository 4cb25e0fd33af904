import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { setOrDelete, useSearchParamsChange } from "../../app/search-params.ts";
import { trpc } from "../../app/trpc.ts";
import { ASKED_ON_OPEN_MS } from "../../app/screen-reads.ts";
import {
  answerPreview,
  keyPath,
  listInput,
  normalizeSearch,
  pageCount,
  pageFromParam,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX,
  type FromList,
  type ListNotice,
  type RevisionKey,
} from "./revision-helpers.ts";
import { ReviewTodayLink } from "../review/ReviewToday.tsx";
import "./revision.css";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /user/revision: the learner's saved explanations, searched and paged. */
export default function RevisionListPage() {
  const searchId = useId();
  const location = useLocation();
  const [params, changeParams] = useSearchParamsChange();
  // The search and the page live in the address, so Back from a key returns to the same list.
  const query = params.get("q") ?? "";
  const page = pageFromParam(params.get("page"));

  const [text, setText] = useState(query);
  // Follow the address when it changes from outside (the sidebar link, the browser's Back).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    if (normalizeSearch(text) !== query) setText(query);
  }

  const show = useCallback(
    (next: { query?: string; page?: number }, replace: boolean) =>
      changeParams(
        (out) => {
          const p = next.page ?? 1;
          if (next.query !== undefined) setOrDelete(out, "q", next.query);
          setOrDelete(out, "page", p > 1 ? String(p) : undefined);
        },
        { replace },
      ),
    [changeParams],
  );

  // The search waits 1.5 s, is lowercased and starts again from the first page.
  useEffect(() => {
    const next = normalizeSearch(text);
    if (next === query) return;
    const timer = setTimeout(() => show({ query: next, page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, show]);

  // Keys saved in the player a moment ago must show: the list asks again each time it opens.
  const list = trpc.revisionKeys.list.useQuery(listInput(params), {
    placeholderData: keepPreviousData,
    staleTime: ASKED_ON_OPEN_MS,
  });
  const data = list.data;
  const pages = data ? pageCount(data.count) : 1;

  // A page beyond the end (keys deleted meanwhile, an edited address): show the last one.
  const beyond = data !== undefined && !list.isPlaceholderData && data.count > 0 && page > pages;
  useEffect(() => {
    if (beyond) show({ page: pages }, true);
  }, [beyond, pages, show]);

  const goToPage = (next: number) => {
    show({ page: next }, false);
    window.scrollTo({ top: 0 });
  };

  const clearSearch = () => {
    setText("");
    show({ query: "", page: 1 }, true);
  };

  // The search waits for a pause in typing: meanwhile the line runs and the list dims, so the
  // old list does not read as the answer. A failed load only stops the indicator.
  const typing = normalizeSearch(text) !== query;
  const loading = typing || (list.isFetching && !list.isError);
  const notice = (location.state as ListNotice | null)?.notice;
  const fromList: FromList = { fromList: location.search };

  return (
    <section className="rk-page">
      <header className="page-header">
        <h1>Revision Keys</h1>
        <ReviewTodayLink />
      </header>

      {notice && (
        <p className="rk-notice" role="status">
          {notice}
        </p>
      )}

      <form
        role="search"
        className="rk-search"
        onSubmit={(e) => {
          // Enter searches at once instead of waiting.
          e.preventDefault();
          show({ query: normalizeSearch(text), page: 1 }, true);
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          Search revision keys
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          placeholder="Search for any saved topic..."
          autoComplete="off"
          maxLength={SEARCH_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </form>

      <div className="rk-loading-slot" aria-hidden="true">
        {loading && <div className="loading-line" />}
      </div>

      <p className="rk-summary muted" aria-live="polite">
        {data && data.count > 0 && !list.isError
          ? query
            ? `${plural(data.count, "key matches", "keys match")} “${query}”`
            : plural(data.count, "revision key", "revision keys")
          : ""}
      </p>

      {list.isError ? null : !data ? (
        <ul className="rk-list" aria-label="Revision keys" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <ItemSkeleton key={i} />
          ))}
        </ul>
      ) : data.count === 0 ? (
        query ? (
          <div className="empty-frame rk-empty">
            <h2>No matches</h2>
            <p>No revision key matches “{query}”. Try another word, or clear the search to see all your keys.</p>
            <button type="button" className="btn btn-secondary" onClick={clearSearch}>
              Clear search
            </button>
          </div>
        ) : (
          <div className="empty-frame rk-empty">
            <h2>No revision keys yet</h2>
            <p>
              Answer a question in the QBank, then press ‘Save this Explanation’ under its explanation. It will be kept
              here for you to revise.
            </p>
            <Link className="btn" to="/user/qbank">
              Go to the QBank
            </Link>
          </div>
        )
      ) : (
        <>
          <ul className="rk-list" aria-label="Revision keys" aria-busy={typing || list.isPlaceholderData || undefined}>
            {data.revisions.map((key) => (
              <Item key={key.id} item={key} state={fromList} />
            ))}
          </ul>
          <nav className="rk-paging" aria-label="Pages">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={page <= 1}
              onClick={() => goToPage(Math.min(page, pages) - 1)}
            >
              Back
            </button>
            <span className="rk-page-count">
              Page {Math.min(page, pages)} of {pages}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={page >= pages}
              onClick={() => goToPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

function Item({ item, state }: { item: RevisionKey; state: FromList }) {
  const categoryId = `rk-cat-${item.id}`;
  return (
    <li className="rk-item">
      <h2 className="rk-item-category" id={categoryId}>
        {item.category.name}
      </h2>
      <p className="rk-item-preview">{answerPreview(item.answer)}</p>
      <Link
        className="btn btn-secondary rk-item-action"
        to={keyPath(item.id)}
        state={state}
        aria-describedby={categoryId}
      >
        Revise
      </Link>
    </li>
  );
}

function ItemSkeleton() {
  return (
    <li className="rk-item" aria-hidden="true">
      <span className="rk-skeleton rk-skeleton-heading rk-item-category" />
      <span className="rk-skeleton rk-skeleton-line rk-item-preview" />
      <span className="rk-skeleton rk-skeleton-button rk-item-action" />
    </li>
  );
}
