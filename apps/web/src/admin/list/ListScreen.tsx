import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LoadFailed } from "../../ui/LoadFailed.tsx";
import { ListTable, type ListTableProps } from "./ListTable.tsx";

/** What a list shows when it holds nothing: a heading, a hint, and maybe a way out. */
export interface EmptyList {
  icon?: LucideIcon;
  title: string;
  hint: string;
  action?: ReactNode;
}

/** The slice of a react-query result a list reads. */
export interface ListQuery {
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The body of an admin list: the loading line, then what failed (with Try again), the empty
 * frame, or the table with what the page puts above it and its pager. Each page gives only its
 * columns, its empty texts, and its own parts around them.
 */
export function ListScreen<Row>({
  query,
  what,
  empty,
  above,
  pager,
  ...table
}: Omit<ListTableProps<Row>, "busy"> & {
  query: ListQuery;
  /** Starts the load-failed heading: "The users" could not be loaded. */
  what: string;
  /** Shown when the rows are none; false keeps the (empty) table, as on a page past the last. */
  empty: EmptyList | false;
  above?: ReactNode;
  pager?: ReactNode;
}) {
  const { look, rows } = table;
  return (
    <>
      <div className={look.loading} aria-hidden="true">
        {query.isFetching && <div className="loading-line" />}
      </div>
      {query.isError ? (
        <LoadFailed what={what} className={look.frame} onRetry={() => void query.refetch()} />
      ) : rows && rows.length === 0 && empty ? (
        <EmptyFrame empty={empty} className={look.frame} />
      ) : (
        <>
          {above}
          <ListTable {...table} busy={!rows || query.isPlaceholderData} />
          {pager}
        </>
      )}
    </>
  );
}

function EmptyFrame({
  empty: { icon: Icon, title, hint, action },
  className,
}: {
  empty: EmptyList;
  className?: string;
}) {
  return (
    <div className={className ? `empty-frame ${className}` : "empty-frame"}>
      {Icon && <Icon size={28} aria-hidden="true" />}
      <h2>{title}</h2>
      <p>{hint}</p>
      {action}
    </div>
  );
}
