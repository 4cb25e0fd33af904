import { keepPreviousData } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useId } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useSearchParamsChange } from "../../app/search-params.ts";
import { trpc } from "../../app/trpc.ts";
import { useRouteNotice } from "../../app/route-notice.ts";
import { Notice } from "../../ui/Notice.tsx";
import { StatusBadge } from "../../user/support/TicketParts.tsx";
import {
  adminTicketPath,
  categoryName,
  filterFromParam,
  filterLabels,
  firstWords,
  formatDate,
  formatDateTime,
  plural,
  sortFromParam,
  sortLabels,
  TICKET_RESOLVED,
  type TicketFilter,
  type TicketSort,
} from "../../user/support/ticket-helpers.ts";
import "../../user/support/support.css";
import { LoadFailed } from "../../ui/LoadFailed.tsx";

const sorts = Object.keys(sortLabels) as TicketSort[];
const filters = Object.keys(filterLabels) as TicketFilter[];

/** /admin/support (Reports): every ticket, sorted and filtered; the choice lives in `?sort=&filter=`. */
export default function SupportListPage() {
  const sortId = useId();
  const filterId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, changeParams] = useSearchParamsChange();
  const sort = sortFromParam(params.get("sort"));
  const filter = filterFromParam(params.get("filter"));
  const [notice, setNotice] = useRouteNotice();

  const choose = (name: "sort" | "filter", value: string) =>
    changeParams((next) => next.set(name, value), { replace: true });

  const list = trpc.support.all.useQuery({ sort, filter }, { placeholderData: keepPreviousData, staleTime: 0 });
  const data = list.data;
  const state = { fromList: location.search };

  return (
    <section className="st-page st-admin-page">
      <header className="page-header">
        <h1>Reports</h1>
      </header>

      {notice && (
        <Notice tone={notice === TICKET_RESOLVED.notice ? "success" : "error"} onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}

      <div className="st-controls">
        <div className="field">
          <label htmlFor={sortId}>Sort</label>
          <select id={sortId} className="input" value={sort} onChange={(e) => choose("sort", e.target.value)}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} className="input" value={filter} onChange={(e) => choose("filter", e.target.value)}>
            {filters.map((f) => (
              <option key={f} value={f}>
                {filterLabels[f]}
              </option>
            ))}
          </select>
        </div>
        <p className="st-count muted" aria-live="polite">
          {data && !list.isError ? plural(data.length, "ticket", "tickets") : ""}
        </p>
      </div>

      <div className="st-loading-slot" aria-hidden="true">
        {list.isFetching && <div className="loading-line" />}
      </div>

      {list.isError ? (
        <LoadFailed what="The reports" className="st-empty" onRetry={() => void list.refetch()} />
      ) : data && data.length === 0 ? (
        <div className="empty-frame st-empty">
          <Inbox size={28} aria-hidden="true" />
          {filter === "open" ? (
            <>
              <h2>No open tickets</h2>
              <p>Every ticket has an answer or is closed. Show all tickets to read older ones.</p>
              <button type="button" className="btn btn-secondary" onClick={() => choose("filter", "all")}>
                Show all tickets
              </button>
            </>
          ) : (
            <>
              <h2>No tickets yet</h2>
              <p>Learners’ reports and support tickets will appear here.</p>
            </>
          )}
        </div>
      ) : (
        <table className="st-table" aria-busy={!data || list.isPlaceholderData || undefined}>
          <caption className="visually-hidden">Support tickets, {sortLabels[sort].toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Learner</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Message</th>
              <th scope="col">Opened</th>
              <th scope="col">Latest activity</th>
            </tr>
          </thead>
          <tbody>
            {data
              ? data.map((t) => (
                  <tr
                    key={t.id}
                    onClick={(e) => {
                      // The learner's name is the row's link; a click anywhere else on the row follows it too.
                      if (!(e.target instanceof HTMLElement && e.target.closest("a"))) {
                        void navigate(adminTicketPath(t.id), { state });
                      }
                    }}
                  >
                    <td data-label="Learner" className="st-cell-learner">
                      <Link to={adminTicketPath(t.id)} state={state}>
                        {`${t.user.first_name} ${t.user.second_name}`.trim() || "Unnamed learner"}
                      </Link>
                    </td>
                    <td data-label="Category">{categoryName(t.category)}</td>
                    <td data-label="Status">
                      <StatusBadge status={t.status} />
                    </td>
                    <td data-label="Message" className="st-cell-message">
                      {firstWords(t.text, 90)}
                    </td>
                    <td data-label="Opened">
                      <time dateTime={t.timestamp}>{formatDate(t.timestamp)}</time>
                    </td>
                    <td data-label="Latest activity">
                      <time dateTime={t.last_activity}>{formatDateTime(t.last_activity)}</time>
                    </td>
                  </tr>
                ))
              : Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} aria-hidden="true" className="st-row-skeleton">
                    {Array.from({ length: 6 }, (_, j) => (
                      <td key={j}>
                        <span className="st-skeleton st-skeleton-line" />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
