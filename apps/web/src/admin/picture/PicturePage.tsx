import { MAX_IMAGE_BYTES } from "@qbank/api/client";
import { Check, Copy, Upload } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { IMAGE_ACCEPT, imageProblem, postMultipart, UploadError } from "../../app/upload.ts";
import "../admin.css";

const MB = MAX_IMAGE_BYTES / (1024 * 1024);
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** /admin/picture: uploads one picture to be hosted, shows its progress, a preview and the URL to copy. */
export default function PicturePage() {
  const fileId = useId();
  const urlId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [hosted, setHosted] = useState<string>();
  const [copied, setCopied] = useState(false);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setError(undefined);
    setHosted(undefined);
    setCopied(false);
    const problem = chosen && imageProblem(chosen);
    if (problem) {
      e.target.value = "";
      setFile(undefined);
      setError(problem);
      return;
    }
    setFile(chosen);
  };

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError("Please choose an image.");
    setError(undefined);
    setProgress(0);
    const form = new FormData();
    form.set("file", file, file.name);
    try {
      const { url } = await postMultipart<{ url: string }>("/api/admin/host", form, setProgress);
      setHosted(url);
    } catch (err) {
      setError(err instanceof UploadError ? err.message : "The upload failed. Check the connection and try again.");
    } finally {
      setProgress(undefined);
    }
  };

  const copy = async () => {
    if (!hosted) return;
    try {
      await navigator.clipboard.writeText(hosted);
      setCopied(true);
    } catch {
      // Without clipboard access the URL stays selected for a manual copy.
      document.getElementById(urlId)?.focus();
    }
  };

  const uploading = progress !== undefined;
  return (
    <section className="ad-page">
      <header className="page-header">
        <h1>Host Picture</h1>
      </header>
      <form className="card ad-form" onSubmit={(e) => void upload(e)} noValidate>
        <div className="field">
          <label htmlFor={fileId}>Picture</label>
          <input
            ref={input}
            id={fileId}
            className="input"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={`${fileId}-hint`}
            disabled={uploading}
            onChange={choose}
            onClick={() => setError(undefined)}
          />
          <p id={`${fileId}-hint`} className="ad-hint">
            PNG, JPEG, GIF or WebP, up to {MB} MB. The picture gets a public address you can use anywhere.
          </p>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        {preview && file && (
          <figure className="ad-figure">
            <img className="ad-image-preview" src={preview} alt="The chosen picture" />
            <figcaption className="ad-hint">
              {file.name} · {size(file.size)}
            </figcaption>
          </figure>
        )}
        {uploading && (
          <div className="field">
            <label htmlFor={`${fileId}-progress`}>Uploading… {Math.round(progress * 100)}%</label>
            <progress id={`${fileId}-progress`} className="ad-progress" max={1} value={progress} />
          </div>
        )}
        <div className="ad-form-actions">
          <button type="submit" className="btn" disabled={uploading || !file || hosted !== undefined}>
            <Upload size={16} aria-hidden="true" />
            {uploading ? "Uploading…" : "Upload"}
          </button>
        </div>
      </form>

      {hosted && (
        <section className="card ad-form ad-hosted" aria-label="Hosted picture">
          <p role="status" className="alert alert-success">
            The picture is online.
          </p>
          <div className="field">
            <label htmlFor={urlId}>Picture URL</label>
            <div className="ad-url">
              <input id={urlId} className="input" readOnly value={hosted} onFocus={(e) => e.target.select()} />
              <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
                {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
                {copied ? "Copied" : "Copy"}
              </button>
            </div>
          </div>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setHosted(undefined);
              setFile(undefined);
              setCopied(false);
              if (input.current) input.current.value = "";
              input.current?.focus();
            }}
          >
            Host another picture
          </button>
        </section>
      )}
    </section>
  );
}
