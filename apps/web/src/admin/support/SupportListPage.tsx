import { keepPreviousData } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useSearchParamsChange } from "../../app/search-params.ts";
import { trpc, type RouterOutputs } from "../../app/trpc.ts";
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
import { TICKET_LIST } from "../list/list-look.ts";
import { ChoiceField, ListToolbar } from "../list/ListToolbar.tsx";
import { ListScreen } from "../list/ListScreen.tsx";
import type { Column } from "../list/ListTable.tsx";

const SORT_OPTIONS = Object.entries(sortLabels) as [TicketSort, string][];
const FILTER_OPTIONS = Object.entries(filterLabels) as [TicketFilter, string][];

type Ticket = RouterOutputs["support"]["all"][number];

/** Every column after the learner's (which links to the ticket, with the list's filters). */
const COLUMNS: Column<Ticket>[] = [
  { header: "Category", cell: (t) => categoryName(t.category) },
  { header: "Status", cell: (t) => <StatusBadge status={t.status} /> },
  { header: "Message", cellClassName: "st-cell-message", cell: (t) => firstWords(t.text, 90) },
  { header: "Opened", cell: (t) => <time dateTime={t.timestamp}>{formatDate(t.timestamp)}</time> },
  {
    header: "Latest activity",
    cell: (t) => <time dateTime={t.last_activity}>{formatDateTime(t.last_activity)}</time>,
  },
];

/** /admin/support (Reports): every ticket, sorted and filtered; the choice lives in `?sort=&filter=`. */
export default function SupportListPage() {
  const location = useLocation();
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

      <ListToolbar look={TICKET_LIST} count={data && !list.isError ? plural(data.length, "ticket", "tickets") : ""}>
        <ChoiceField label="Sort" value={sort} options={SORT_OPTIONS} onChange={(s) => choose("sort", s)} />
        <ChoiceField label="Show" value={filter} options={FILTER_OPTIONS} onChange={(f) => choose("filter", f)} />
      </ListToolbar>
      <ListScreen
        look={TICKET_LIST}
        query={list}
        what="The reports"
        rows={data}
        rowKey={(t) => t.id}
        rowLink={(t) => ({ to: adminTicketPath(t.id), state })}
        caption={`Support tickets, ${sortLabels[sort].toLowerCase()}`}
        columns={[
          {
            header: "Learner",
            cellClassName: "st-cell-learner",
            cell: (t) => (
              <Link to={adminTicketPath(t.id)} state={state}>
                {`${t.user.first_name} ${t.user.second_name}`.trim() || "Unnamed learner"}
              </Link>
            ),
          },
          ...COLUMNS,
        ]}
        empty={
          filter === "open"
            ? {
                icon: Inbox,
                title: "No open tickets",
                hint: "Every ticket has an answer or is closed. Show all tickets to read older ones.",
                action: (
                  <button type="button" className="btn btn-secondary" onClick={() => choose("filter", "all")}>
                    Show all tickets
                  </button>
                ),
              }
            : { icon: Inbox, title: "No tickets yet", hint: "Learners’ reports and support tickets will appear here." }
        }
      />
    </section>
  );
}
