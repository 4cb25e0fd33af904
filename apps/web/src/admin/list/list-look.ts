/**
 * The class names a list's parts wear. The admin lists share admin.css; Reports keeps the
 * support screens' styles, which the learners' own ticket list uses too.
 */
export interface ListLook {
  toolbar: string;
  count: string;
  loading: string;
  table: string;
  /** Added to the empty and load-failed frames. */
  frame?: string;
  /** Marks a row that opens its record when clicked anywhere. */
  rowLink?: string;
  /** Placeholder rows while the first page loads: the row's class and each cell's bar. */
  skeleton?: { row: string; cell: string };
}

export const ADMIN_LIST: ListLook = {
  toolbar: "ad-toolbar",
  count: "ad-count muted",
  loading: "ad-loading-slot",
  table: "ad-table",
  rowLink: "ad-row-link",
};

export const TICKET_LIST: ListLook = {
  toolbar: "st-controls",
  count: "st-count muted",
  loading: "st-loading-slot",
  table: "st-table",
  frame: "st-empty",
  skeleton: { row: "st-row-skeleton", cell: "st-skeleton st-skeleton-line" },
};
