import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import type { ListLook } from "./list-look.ts";

/** One column: its heading, what each row shows in it, and its classes. */
export interface Column<Row> {
  header: string;
  /** The heading is read by screen readers only (a column of buttons or ticks). */
  hideHeader?: boolean;
  /** The name a narrow screen shows beside the cell; the header unless given, none when null. */
  label?: string | null;
  /** On the heading and the cells. */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
}

/** Where a row leads when clicked outside its own links. */
export interface RowLink {
  to: string;
  state?: unknown;
}

export interface ListTableProps<Row> {
  look: ListLook;
  caption: string;
  columns: Column<Row>[];
  /** Undefined while the first page loads. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  rowLink?: (row: Row) => RowLink;
  busy: boolean;
  className?: string;
}

/** A list's table: headings from the columns, a row each, placeholder rows while loading. */
export function ListTable<Row>({
  look,
  caption,
  columns,
  rows,
  rowKey,
  rowLink,
  busy,
  className,
}: ListTableProps<Row>) {
  const navigate = useNavigate();
  const open = (row: Row) => {
    if (!rowLink) return undefined;
    const { to, state } = rowLink(row);
    return (e: MouseEvent) => {
      // The row's own link is followed by the browser; a click anywhere else on the row follows it too.
      if (!(e.target instanceof HTMLElement && e.target.closest("a"))) void navigate(to, { state });
    };
  };
  return (
    <table className={className ? `${look.table} ${className}` : look.table} aria-busy={busy || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows
          ? rows.map((row) => (
              <tr key={rowKey(row)} className={rowLink ? look.rowLink : undefined} onClick={open(row)}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.label === undefined ? column.header : (column.label ?? undefined)}
                    className={cellClass(column)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          : look.skeleton && <SkeletonRows count={columns.length} skeleton={look.skeleton} />}
      </tbody>
    </table>
  );
}

const cellClass = ({ className, cellClassName }: Column<never>) =>
  [className, cellClassName].filter(Boolean).join(" ") || undefined;

function SkeletonRows({ count, skeleton }: { count: number; skeleton: NonNullable<ListLook["skeleton"]> }) {
  return Array.from({ length: 5 }, (_, i) => (
    <tr key={i} aria-hidden="true" className={skeleton.row}>
      {Array.from({ length: count }, (_, j) => (
        <td key={j}>
          <span className={skeleton.cell} />
        </td>
      ))}
    </tr>
  ));
}
