import { wordDiff, type DiffPiece, type QuestionHistory as History } from "@qbank/api/client";
import { useId, useState } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";
import { BusyButton } from "../../ui/BusyButton.tsx";

type Snapshot = History[number]["snapshot"];

const FIELDS: { label: string; read: (s: Snapshot) => string }[] = [
  { label: "Name", read: (s) => s.name ?? "" },
  { label: "Question", read: (s) => s.text },
  { label: "Option 1 (the correct answer)", read: (s) => s.options[0] ?? "" },
  ...[1, 2, 3, 4].map((i) => ({ label: `Option ${i + 1}`, read: (s: Snapshot) => s.options[i] ?? "" })),
  { label: "Explanation", read: (s) => s.explanation },
  { label: "Picture", read: (s) => s.image_id ?? "none" },
  { label: "URL", read: (s) => s.url ?? "" },
  { label: "Category", read: (s) => s.category_name ?? "a deleted category" },
  { label: "MLA tags", read: (s) => s.area_names.join(", ") },
];

const SOURCES: Record<History[number]["source"], string> = {
  form: "by hand",
  import: "by import",
  restore: "restored",
  original: "as first stored",
};
/** One side of a field's change: the words the other side lacks marked, the rest as they are. */
function Side({ pieces, marked }: { pieces: DiffPiece[]; marked: "removed" | "added" }) {
  const Mark = marked === "removed" ? "del" : "ins";
  return pieces
    .filter((p) => p.kind === "same" || p.kind === marked)
    .map((p, i) => (p.kind === "same" ? <span key={i}>{p.text}</span> : <Mark key={i}>{p.text}</Mark>));
}

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The question's revisions: who changed what and when, a diff of any two, and restore. */
export function QuestionHistory({ id, onRestored }: { id: string; onRestored: () => void }) {
  const utils = trpc.useUtils();
  const history = trpc.content.history.useQuery({ id }, { staleTime: 0 });
  const restore = trpc.content.restore.useMutation({
    onSuccess: (data) => utils.content.history.setData({ id }, data),
  });
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const ids = { title: useId(), from: useId(), to: useId() };
  const rows = history.data ?? [];
  if (rows.length === 0) return null;
  const a = rows.find((r) => r.number === (from ?? rows[1]?.number ?? rows[0]!.number))!;
  const b = rows.find((r) => r.number === (to ?? rows[0]!.number))!;
  const diff = FIELDS.filter((f) => f.read(a.snapshot) !== f.read(b.snapshot));

  return (
    <section className="card ad-form" aria-labelledby={ids.title}>
      <h2 id={ids.title}>History</h2>
      <table className="ad-table">
        <caption className="visually-hidden">Revisions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Revision</th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What changed</th>
            <th scope="col">
              <span className="visually-hidden">Restore</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.number}>
              <td data-label="Revision">{r.number}</td>
              <td data-label="When">
                <time dateTime={r.created_at}>{when(r.created_at)}</time>
              </td>
              <td data-label="Who">
                {r.author ?? "—"}, {SOURCES[r.source]}
              </td>
              <td data-label="What changed">{r.changed.join(", ")}</td>
              <td data-label="Restore">
                {i > 0 && (
                  <BusyButton
                    className="btn btn-ghost"
                    busy={restore.isPending && restore.variables.number === r.number}
                    busyText="Restoring…"
                    disabled={restore.isPending}
                    onClick={() => void restore.mutateAsync({ id, number: r.number }).then(onRestored, () => undefined)}
                  >
                    Restore revision {r.number}
                  </BusyButton>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {restore.error && (
        <p className="field-error" role="alert">
          {errorItems(restore.error)[0]?.message ?? "The revision could not be restored."}
        </p>
      )}
      {rows.length > 1 && (
        <>
          <h3>Compare revisions</h3>
          <div className="ad-toolbar">
            <div className="field">
              <label htmlFor={ids.from}>From</label>
              <select
                id={ids.from}
                className="input"
                value={a.number}
                onChange={(e) => setFrom(Number(e.target.value))}
              >
                {rows.map((r) => (
                  <option key={r.number} value={r.number}>
                    Revision {r.number}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.to}>To</label>
              <select id={ids.to} className="input" value={b.number} onChange={(e) => setTo(Number(e.target.value))}>
                {rows.map((r) => (
                  <option key={r.number} value={r.number}>
                    Revision {r.number}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {diff.length === 0 ? (
            <p className="ad-hint">These revisions are the same.</p>
          ) : (
            <table className="ad-table">
              <caption className="visually-hidden">Differences</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Revision {a.number}</th>
                  <th scope="col">Revision {b.number}</th>
                </tr>
              </thead>
              <tbody>
                {diff.map((f) => {
                  const pieces = wordDiff(f.read(a.snapshot), f.read(b.snapshot));
                  return (
                    <tr key={f.label}>
                      <th scope="row">{f.label}</th>
                      <td>
                        <Side pieces={pieces} marked="removed" />
                      </td>
                      <td>
                        <Side pieces={pieces} marked="added" />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
