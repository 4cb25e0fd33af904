import type { ErrorItem, MapUploadResult } from "@qbank/api/client";
import { Pencil } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { trpc } from "../../app/trpc.ts";
import { postMultipart, UploadError } from "../../app/upload.ts";
import { Notice } from "../../ui/Notice.tsx";
import { PreviewActions } from "../PreviewActions.tsx";
import { KIND_TITLES, type MapEntry as Entry } from "./map-entries.tsx";
import "../admin.css";

type Outcome = { result: MapUploadResult; problems?: undefined } | { problems: ErrorItem[]; result?: undefined };

const counts = (r: MapUploadResult) =>
  `${r.added} new, ${r.relinked} relinked, ${r.retired} retired, ${r.unchanged} unchanged`;

/** /admin/content-map: the MLA map by kind with each entry's questions, a CSV upload (preview first) and renames. */
export default function ContentMapPage() {
  const fileId = useId();
  const utils = trpc.useUtils();
  const map = trpc.content.map.useQuery(undefined, { staleTime: 0 });
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [notice, setNotice] = useState<string>();
  // Which action is sending the map: a preview (a dry run) or applying it.
  const [sending, setSending] = useState<"preview" | "apply">();

  const send = async (dryRun: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.set("file", file, file.name);
    form.set("dry_run", String(dryRun));
    setSending(dryRun ? "preview" : "apply");
    try {
      const result = await postMultipart<MapUploadResult>("/api/admin/content-map", form);
      setOutcome(dryRun ? { result } : undefined);
      if (!dryRun) {
        setNotice(`Map version ${result.version}: ${counts(result)}.`);
        await utils.content.map.invalidate();
      }
    } catch (err) {
      setOutcome({
        problems: err instanceof UploadError ? err.items : [{ object: "server", message: "The upload failed." }],
      });
    } finally {
      setSending(undefined);
    }
  };

  const preview = (e: FormEvent) => {
    e.preventDefault();
    void send(true);
  };

  const kinds = Object.keys(KIND_TITLES) as Entry["kind"][];
  return (
    <section className="ad-page">
      <header className="page-header">
        <h1>MLA Content Map</h1>
      </header>
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}
      <form className="card ad-form" aria-label="Upload the content map" onSubmit={preview} noValidate>
        <div className="field">
          <label htmlFor={fileId}>Content map CSV</label>
          <input
            id={fileId}
            className="input"
            type="file"
            accept=".csv"
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setOutcome(undefined);
            }}
          />
          <p id={`${fileId}-hint`} className="ad-hint">
            The GMC&apos;s spreadsheet saved as CSV with the columns kind,name,areas (areas separated by ;). For each
            kind it lists, the file becomes that kind&apos;s entries; entries it leaves out are retired and keep their
            questions&apos; tags.
          </p>
        </div>
        {outcome?.result && (
          <div role="status">
            <p>
              Preview of version {outcome.result.version}: {counts(outcome.result)}.
            </p>
            <MapChanges entries={outcome.result.entries} />
          </div>
        )}
        {outcome?.problems && (
          <div role="alert">
            <p>The file cannot be used; nothing was changed.</p>
            <ul className="ad-import-problems">
              {outcome.problems.slice(0, 20).map((p, i) => (
                <li key={i}>
                  <strong>{p.object}</strong>: {p.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <PreviewActions
          sending={sending}
          canPreview={file !== undefined}
          canApply={outcome?.result !== undefined}
          applyLabel="Apply"
          applyBusyText="Applying…"
          onApply={() => void send(false)}
        />
      </form>

      {map.isError && (
        <div className="empty-frame" role="alert">
          <h2>The map could not be loaded</h2>
          <button type="button" className="btn btn-secondary" onClick={() => void map.refetch()}>
            Try again
          </button>
        </div>
      )}
      {map.data && <p className="ad-hint">Version {map.data.version}</p>}
      {kinds.map((kind) => {
        const entries = map.data?.entries.filter((e) => e.kind === kind) ?? [];
        if (map.data && entries.length === 0) return null;
        return (
          <table key={kind} className="ad-table" aria-busy={!map.data || undefined}>
            <caption>{KIND_TITLES[kind]}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                {kind === "presentation" || kind === "condition" ? <th scope="col">Areas</th> : null}
                <th scope="col" className="ad-num">
                  Questions
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <EntryRow key={e.id} entry={e} onSaved={(name) => setNotice(`Renamed to “${name}”.`)} />
              ))}
            </tbody>
          </table>
        );
      })}
    </section>
  );
}

function EntryRow({ entry, onSaved }: { entry: Entry; onSaved: (name: string) => void }) {
  const utils = trpc.useUtils();
  const rename = trpc.content.mapEntryEdit.useMutation({
    onSuccess: (map) => utils.content.map.setData(undefined, map),
  });
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(entry.name);
  const inputId = useId();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    await rename.mutateAsync({ id: entry.id, name }).then(
      () => {
        setEditing(false);
        onSaved(name.trim());
      },
      () => undefined,
    );
  };
  return (
    <tr>
      <td data-label="Name">
        {editing ? (
          <form className="ad-url" onSubmit={(e) => void save(e)} aria-label={`Rename ${entry.name}`}>
            <label htmlFor={inputId} className="visually-hidden">
              New name
            </label>
            <input id={inputId} className="input" value={name} onChange={(e) => setName(e.target.value)} />
            <button type="submit" className="btn btn-secondary" disabled={rename.isPending}>
              Save
            </button>
            {rename.error && (
              <span className="field-error" role="alert">
                {rename.error.message}
              </span>
            )}
          </form>
        ) : (
          <>
            {entry.name}{" "}
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={`Rename ${entry.name}`}
              onClick={() => setEditing(true)}
            >
              <Pencil size={14} aria-hidden="true" />
            </button>
          </>
        )}
      </td>
      {entry.kind === "presentation" || entry.kind === "condition" ? (
        <td data-label="Areas">{entry.areas.join(", ")}</td>
      ) : null}
      <td data-label="Questions" className="ad-num">
        {entry.questions}
      </td>
    </tr>
  );
}

const CHANGES: { key: keyof MapUploadResult["entries"]; label: string }[] = [
  { key: "added", label: "New" },
  { key: "relinked", label: "Relinked" },
  { key: "retired", label: "Retired" },
];

/** Each entry the upload adds, relinks or retires, by kind and name. */
function MapChanges({ entries }: { entries: MapUploadResult["entries"] }) {
  return CHANGES.filter((c) => entries[c.key].length > 0).map((c) => (
    <div key={c.key}>
      <h2 className="ad-hint">{c.label}</h2>
      <ul className="ad-import-problems">
        {entries[c.key].map((e) => (
          <li key={`${e.kind}:${e.name}`}>
            {e.name} <span className="ad-hint">({e.kind})</span>
          </li>
        ))}
      </ul>
    </div>
  ));
}
