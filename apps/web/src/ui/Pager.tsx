import { ChevronLeft, ChevronRight } from "lucide-react";

/**
 * Previous and Next through a list's pages, with where the reader is. With `pages` known, nothing
 * shows when one page holds it all; without it (a list that is not counted), `hasNext` says
 * whether another page may follow.
 */
export function Pager({
  page,
  pages,
  hasNext = page < (pages ?? 0),
  onPage,
}: {
  page: number;
  pages?: number;
  hasNext?: boolean;
  onPage: (page: number) => void;
}) {
  if (pages !== undefined && pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" />
        Previous page
      </button>
      <span aria-live="polite">{pages === undefined ? `Page ${page}` : `Page ${page} of ${pages}`}</span>
      <button type="button" className="btn btn-secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
