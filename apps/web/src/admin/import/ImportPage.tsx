import {
  IMPORT_ACCEPT,
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  type ErrorItem,
  type ImportFormat,
  type ImportJob,
  type ImportResult,
} from "@qbank/api/client";
import { Download } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { httpStatus, trpc } from "../../app/trpc.ts";
import { postMultipart, UploadError } from "../../app/upload.ts";
import { Notice } from "../../ui/Notice.tsx";
import { PreviewActions } from "../PreviewActions.tsx";
import "../admin.css";

const FORMAT_LABELS: Record<ImportFormat, string> = {
  "moodle-xml": "Moodle XML",
  gift: "GIFT",
  aiken: "Aiken",
  csv: "CSV",
};
/** How many problems or skipped items the preview lists. */
const SHOWN = 20;

type Preview = { result: ImportResult; problems?: undefined } | { problems: ErrorItem[]; result?: undefined };
type NewCategory = ImportResult["new_categories"][number];
/** What the upload answers: the counts, or (a large file) the job that imports it; REST names ids `_id`. */
type Uploaded =
  | (Omit<ImportResult, "new_categories"> & { new_categories: { _id: string | null; name: string }[] })
  | { job: { _id: string } };
/** How often a running import's progress is asked for. */
const POLL_MS = 1000;

const exportHref = (format: string, category?: string) =>
  `/api/admin/export?${new URLSearchParams({ format, ...(category ? { category } : {}) }).toString()}`;

/** /admin/import: a question file previewed (a dry run), then imported; exports per category. */
export default function ImportPage() {
  const ids = { file: useId(), format: useId(), category: useId(), skip: useId(), progress: useId() };
  const categories = trpc.admin.categories.useQuery(undefined, { staleTime: 0 });
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File>();
  const [format, setFormat] = useState<ImportFormat | "">("");
  const [category, setCategory] = useState("");
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [preview, setPreview] = useState<Preview>();
  const [done, setDone] = useState<ImportResult>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  // Which action is sending a file: a preview (a dry run) or the import itself.
  const [sending, setSending] = useState<"preview" | "apply">();
  // The job followed is in the address, so a reload (or a link) picks it up again.
  const [params, setParams] = useSearchParams();
  const jobId = params.get("job") ?? undefined;
  const follow = (id: string | undefined) => setParams(id ? { job: id } : {}, { replace: true });

  const send = async (dryRun: boolean, skip: boolean): Promise<Preview | { job: string } | undefined> => {
    if (!file) {
      setError("Please choose a file.");
      return undefined;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setError(IMPORT_TOO_LARGE);
      return undefined;
    }
    const form = new FormData();
    form.set("file", file, file.name);
    if (format) form.set("format", format);
    if (category) form.set("category", category);
    form.set("dry_run", String(dryRun));
    form.set("skip_invalid", String(skip));
    setError(undefined);
    setProgress(0);
    setSending(dryRun ? "preview" : "apply");
    try {
      const uploaded = await postMultipart<Uploaded>("/api/admin/import", form, setProgress);
      if ("job" in uploaded) return { job: uploaded.job._id };
      const { new_categories: created, ...counts } = uploaded;
      return { result: { ...counts, new_categories: created.map((c) => ({ id: c._id, name: c.name })) } };
    } catch (err) {
      if (
        err instanceof UploadError &&
        err.items.some((i) => i.object.startsWith("item ") || i.object === "file" || i.object === "format")
      ) {
        return { problems: err.items };
      }
      setError(err instanceof UploadError ? err.message : "The upload failed. Check the connection and try again.");
      return undefined;
    } finally {
      setProgress(undefined);
      setSending(undefined);
    }
  };

  const finished = async (outcome: Preview, dryRun: boolean) => {
    setPreview(dryRun || outcome.problems ? outcome : undefined);
    if (!dryRun && outcome.result) {
      setDone(outcome.result);
      await utils.admin.categories.invalidate();
    }
  };

  const upload = async (dryRun: boolean, skip = skipInvalid) => {
    setDone(undefined);
    const outcome = await send(dryRun, skip);
    if (!outcome) return setPreview(undefined);
    if ("job" in outcome) return follow(outcome.job);
    await finished(outcome, dryRun);
  };

  const jobLost = (message: string) => {
    follow(undefined);
    setError(message);
  };

  const jobEnded = async (ended: ImportJob) => {
    follow(undefined);
    if (ended.result) return finished({ result: ended.result }, ended.dry_run);
    if (ended.status === "refused") return finished({ problems: ended.problems }, ended.dry_run);
    setPreview(undefined);
    setError(ended.problems[0]?.message ?? "The import stopped. Please upload the file again.");
  };

  const previewFile = (e: FormEvent) => {
    e.preventDefault();
    void upload(true);
  };

  const changed = () => {
    setPreview(undefined);
    setDone(undefined);
  };
  // A preview answers for the box as it was when it ran (a refused file has no counts to import),
  // so changing the box checks the file again rather than leaving Import off with no word why.
  const skipChanged = (skip: boolean) => {
    setSkipInvalid(skip);
    changed();
    if (preview) void upload(true, skip);
  };
  const busy = progress !== undefined || jobId !== undefined;
  // Every question is in a category and the list names them all, each with its live questions:
  // the sum is what an export of the whole bank holds.
  const bankCount = categories.data?.reduce((sum, c) => sum + c.question_count, 0);

  return (
    <section className="ad-page">
      <header className="page-header">
        <h1>Import Questions</h1>
      </header>
      {done && (
        <Notice tone="success" onDismiss={() => setDone(undefined)}>
          {`Imported: ${done.created} new, ${done.updated} updated, ${done.unchanged} unchanged, ${done.skipped.length} skipped.`}
          <NewCategories categories={done.new_categories} />
        </Notice>
      )}
      <form className="card ad-form" aria-label="Import questions" onSubmit={(e) => void previewFile(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.file}>Question file</label>
          <input
            id={ids.file}
            className="input"
            type="file"
            accept={IMPORT_ACCEPT}
            aria-describedby={`${ids.file}-hint`}
            aria-invalid={Boolean(error) || undefined}
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setError(undefined);
              changed();
            }}
          />
          <p id={`${ids.file}-hint`} className="ad-hint">
            Moodle XML, GIFT, Aiken or CSV, or a .zip of a CSV and its pictures; up to {IMPORT_MAX_BYTES / 1024 / 1024}{" "}
            MB. Each question needs exactly five options, one of them marked as the answer; the preview lists any
            question that does not, by its name or first words.
          </p>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.format}>Format</label>
          <select
            id={ids.format}
            className="input"
            value={format}
            onChange={(e) => {
              setFormat(e.target.value as ImportFormat | "");
              changed();
            }}
          >
            <option value="">From the file</option>
            {IMPORT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.category}>Category for questions that name none</label>
          <select
            id={ids.category}
            className="input"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              changed();
            }}
          >
            <option value="">None</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <label className="ad-check" htmlFor={ids.skip}>
          <input
            id={ids.skip}
            type="checkbox"
            checked={skipInvalid}
            disabled={busy}
            onChange={(e) => skipChanged(e.target.checked)}
          />
          Skip invalid questions and import the rest
        </label>
        {progress !== undefined && (
          <div className="field">
            <label htmlFor={ids.progress} aria-live="polite">
              {progress < 1
                ? `Uploading… ${Math.round(progress * 100)}%`
                : sending === "preview"
                  ? "Uploaded. Checking the file…"
                  : "Uploaded. Importing…"}
            </label>
            <progress id={ids.progress} className="ad-progress" max={1} value={progress} />
          </div>
        )}
        {jobId && <JobProgress key={jobId} id={jobId} onEnd={(ended) => void jobEnded(ended)} onLost={jobLost} />}
        <PreviewActions
          sending={sending}
          canPreview={!busy && file !== undefined}
          canApply={!busy && preview?.result !== undefined}
          applyLabel="Import"
          applyBusyText="Importing…"
          onApply={() => void upload(false)}
        />
      </form>

      {preview && <PreviewCard preview={preview} />}

      <section className="card ad-form" aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <table className="ad-table">
          <caption className="visually-hidden">Export questions by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className="ad-num">
                Questions
              </th>
              <th scope="col">Download</th>
            </tr>
          </thead>
          <tbody>
            {[{ id: "", name: "Whole bank", question_count: bankCount }, ...(categories.data ?? [])].map((c) => (
              <tr key={c.id || "all"}>
                <td data-label="Category">{c.name}</td>
                <td data-label="Questions" className="ad-num">
                  {c.question_count ?? ""}
                </td>
                <td data-label="Download" className="ad-actions">
                  <a
                    className="btn btn-ghost"
                    href={exportHref("moodle-xml", c.id)}
                    download
                    aria-label={`${c.name} as Moodle XML`}
                  >
                    <Download size={16} aria-hidden="true" />
                    Moodle XML
                  </a>
                  <a className="btn btn-ghost" href={exportHref("csv", c.id)} download aria-label={`${c.name} as CSV`}>
                    <Download size={16} aria-hidden="true" />
                    CSV
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** A background import's progress, asked for every second until it ends. */
function JobProgress({
  id,
  onEnd,
  onLost,
}: {
  id: string;
  onEnd: (job: ImportJob) => void;
  onLost: (message: string) => void;
}) {
  const progressId = useId();
  const job = trpc.content.importJob.useQuery(
    { id },
    { refetchInterval: (q) => (q.state.data?.phase === "finished" ? false : POLL_MS), staleTime: 0 },
  );
  const data = job.data;
  // The end (or the loss) is told once: telling it changes the address, and the navigation
  // re-renders this component with new callbacks, which must not tell it (and navigate) again.
  const told = useRef(false);
  useEffect(() => {
    if (data?.phase !== "finished" || told.current) return;
    told.current = true;
    onEnd(data);
  }, [data, onEnd]);
  // An id the server does not know (an old or mistyped address) ends the wait; a lost
  // connection does not: the query keeps asking.
  const status = job.error ? httpStatus(job.error) : undefined;
  useEffect(() => {
    if (!job.error || status === undefined || status < 400 || status >= 500 || told.current) return;
    told.current = true;
    onLost(job.error.message);
  }, [job.error, status, onLost]);
  const dryRun = data?.dry_run ?? false;
  const writing = data?.phase === "writing" && data.total > 0;
  const label =
    !data || data.phase === "waiting"
      ? "Waiting to start…"
      : writing
        ? `${dryRun ? "Checking" : "Importing"} question ${data.done.toLocaleString("en-GB")} of ${data.total.toLocaleString("en-GB")}…`
        : "Reading the file…";
  return (
    <div className="field">
      <label htmlFor={progressId} aria-live="polite">
        {label}
      </label>
      <progress
        id={progressId}
        className="ad-progress"
        max={writing ? data.total : undefined}
        value={writing ? data.done : undefined}
      />
      {job.error && <p className="field-error">{job.error.message}</p>}
    </div>
  );
}

function PreviewCard({ preview }: { preview: Preview }) {
  if (preview.problems) {
    return (
      <section className="card ad-form" aria-labelledby="preview-title">
        <h2 id="preview-title">The file cannot be imported</h2>
        <p role="alert">
          {preview.problems.length === 1 ? "1 problem" : `${preview.problems.length} problems`}; nothing was imported.
          Fix the file, or skip invalid questions.
        </p>
        <ProblemList items={preview.problems.map((p) => ({ item: p.object, reason: p.message }))} />
      </section>
    );
  }
  const { created, updated, unchanged, skipped, warnings, new_categories } = preview.result;
  return (
    <section className="card ad-form" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <dl className="ad-import-counts">
        <div>
          <dt>New</dt>
          <dd>{created}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{updated}</dd>
        </div>
        <div>
          <dt>Unchanged</dt>
          <dd>{unchanged}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{skipped.length}</dd>
        </div>
      </dl>
      <p className="ad-hint">Nothing is written until you press Import.</p>
      {new_categories.length > 0 && (
        <p>
          <NewCategories categories={new_categories} />
        </p>
      )}
      {skipped.length > 0 && <ProblemList items={skipped} />}
      {warnings.length > 0 && (
        <>
          <h3>Parts not imported</h3>
          <p className="ad-hint">These questions import without the parts listed: the bank has no place for them.</p>
          <ProblemList items={warnings.map((w) => ({ item: w.item, reason: w.message }))} />
        </>
      )}
    </section>
  );
}

function ProblemList({ items }: { items: { item: string; reason: string }[] }) {
  return (
    <>
      <ul className="ad-import-problems">
        {items.slice(0, SHOWN).map((p, i) => (
          <li key={i}>
            <strong>{p.item}</strong>: {p.reason}
          </li>
        ))}
      </ul>
      {items.length > SHOWN && <p className="ad-hint">and {items.length - SHOWN} more.</p>}
    </>
  );
}

/**
 * The categories an import adds: hidden from learners (so By MLA area shows them nothing) until
 * an admin opens one and shows it. A preview has no ids yet, so no links.
 */
function NewCategories({ categories }: { categories: NewCategory[] }) {
  return categories.map((c) =>
    c.id ? (
      <span key={c.name}>
        {" "}
        Created category <Link to={`/admin/category/${c.id}`}>{c.name}</Link>; it is hidden until you show it.
      </span>
    ) : (
      <span key={c.name}> Creates category {c.name}; it is hidden until you show it.</span>
    ),
  );
}
