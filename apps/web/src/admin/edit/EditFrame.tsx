import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useRouteNotice } from "../../app/route-notice.ts";
import { LoadFailed, MAY_BE_DELETED } from "../../ui/LoadFailed.tsx";
import { Notice } from "../../ui/Notice.tsx";

/**
 * What every admin edit page shares: the way back (to the list with its filters, or the record's
 * page), the title, the note the last page left (Question added.), and, when the record could
 * not be loaded, the advice in its place.
 */
export function EditFrame({
  title,
  back,
  failed,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  /** What could not be loaded ("This question"), or undefined while all is well. */
  failed?: string;
  children: ReactNode;
}) {
  const [notice, setNotice] = useRouteNotice();
  return (
    <section className="ad-page">
      <div className="ad-toolbar">
        <Link className="btn btn-secondary" to={back.to}>
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Link>
      </div>
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}
      {failed ? <LoadFailed what={failed} advice={MAY_BE_DELETED} /> : children}
    </section>
  );
}
