import type { ReactNode } from "react";

/** A form's submit button, held while the form is sent, with what the last send did beside it ("Saved."). */
export function SubmitRow({ busy, done, children }: { busy: boolean; done: string | false; children: ReactNode }) {
  return (
    <div className="row">
      <button type="submit" className="btn" disabled={busy}>
        {children}
      </button>
      {done && (
        <span role="status" className="muted">
          {done}
        </span>
      )}
    </div>
  );
}
