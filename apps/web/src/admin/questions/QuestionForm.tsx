import { useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { TextAreaField } from "../../ui/fields.tsx";
import { sameValues, useZodForm } from "../../ui/useZodForm.ts";
import { IMAGE_ACCEPT, imageProblem, postMultipart, UploadError } from "../../app/upload.ts";
import { LeaveGuard } from "../edit/LeaveGuard.tsx";
import { QuestionPreview } from "./QuestionPreview.tsx";
import { OPTIONS, type QuestionValues } from "./question-values.ts";

/** The image a question already has (edit only). */
export interface CurrentImage {
  name: string;
  url: string;
}

interface Props {
  initial: QuestionValues;
  /** Set on edit: the question's id and its current image. */
  /** The question being edited: its image and the version the form opened at. */
  editing?: { id: string; image: CurrentImage | null; version: number };
  /** Extra buttons beside Save (Delete on edit). */
  actions?: ReactNode;
}

const optionLabel = (n: number) => (n === 1 ? "Option 1 (the correct answer)" : `Option ${n}`);

/**
 * The question form of /admin/questions/add and /admin/questions/edit/{id}. It posts the legacy
 * multipart path (the image is a file); the server's errors name each field, and each input
 * stays highlighted until it is clicked or edited.
 */
export function QuestionForm({ initial, editing, actions }: Props) {
  const ids = { category: useId(), image: useId(), name: useId() };
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const categories = trpc.admin.categories.useQuery();
  const form = useZodForm<QuestionValues>(initial);
  const [file, setFile] = useState<File>();
  const [removeImage, setRemoveImage] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  // The version this form's values come from (not the page's live copy, which a refetch may
  // move on): the server refuses a save over a change made since.
  const [version, setVersion] = useState(editing?.version);
  // The values last saved: "Saved" shows until the next edit.
  const [saved, setSaved] = useState<QuestionValues>();
  // What the question holds on the server (as loaded, then as last saved): leaving while the
  // form differs from it asks first.
  const [stored, setStored] = useState({ values: initial, file: undefined as File | undefined, removeImage: false });
  const unsaved = !sameValues(form.values, stored.values) || file !== stored.file || removeImage !== stored.removeImage;
  const { errors, setItems } = form;

  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  const current = editing?.image && !removeImage ? editing.image : null;
  const imageUrl = fileUrl ?? current?.url;

  const clearFileError = () => setItems((all) => all.filter((i) => i.object !== "file"));
  const chooseFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    clearFileError();
    if (!chosen) return setFile(undefined);
    const problem = imageProblem(chosen);
    if (problem) {
      e.target.value = "";
      setFile(undefined);
      setItems((all) => [...all, { object: "file", message: problem }]);
      return;
    }
    setFile(chosen);
  };

  const submit = form.handleSubmit(async (values) => {
    const data: Record<string, string | number | undefined> = { ...values };
    if (editing) {
      data.image_name = removeImage || !editing.image ? "" : editing.image.name;
      data.version = version;
    }
    const body = new FormData();
    body.set("data", JSON.stringify(data));
    if (file) body.set("file", file, file.name);
    const path = editing ? `/api/admin/question/edit/${editing.id}` : "/api/admin/question";
    let added: { _id: string; version?: number };
    try {
      added = await postMultipart<{ _id: string; version?: number }>(path, body);
    } catch (error) {
      if (error instanceof UploadError) return setItems(error.items);
      throw error;
    }
    await Promise.all([
      utils.admin.questions.invalidate(),
      utils.admin.categories.invalidate(),
      utils.admin.category.invalidate(),
      editing ? utils.admin.question.invalidate({ id: editing.id }) : undefined,
      editing ? utils.content.history.invalidate({ id: editing.id }) : undefined,
    ]);
    // Saving stays on the question, so a second field can be edited at once; a new question
    // opens its own edit page (tags, history), keeping the list's address for Back.
    if (editing) {
      setVersion(added.version);
      setStored({ values, file, removeImage });
      return setSaved(values);
    }
    await navigate(`/admin/questions/edit/${added._id}`, { state: { notice: "Question added." } });
  });

  const otherErrors = form.items.filter(
    (i) => !(i.object in initial) && i.object !== "file" && i.object !== "image" && i.object !== "image_name",
  );
  const fileError = errors.file ?? errors.image;

  return (
    <>
      <LeaveGuard unsaved={unsaved} />
      <form className="card ad-form" onSubmit={submit} noValidate aria-label="Question">
        <div className="field">
          <label htmlFor={ids.category}>Category</label>
          <select
            id={ids.category}
            className="input"
            value={form.values.category}
            aria-invalid={Boolean(errors.category) || undefined}
            onChange={(e) => form.set("category", e.target.value)}
            onClick={form.field("category").onClick}
          >
            <option value="">{categories.data ? "Choose a category" : "Loading categories…"}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.category && (
            <p className="field-error" role="alert">
              {errors.category}
            </p>
          )}
        </div>

        <TextAreaField label="Question" rows={5} {...form.field("text")} />
        <fieldset className="ad-options">
          <legend>Options</legend>
          <p className="ad-hint">Option 1 is the correct answer. Learners see the options in a shuffled order.</p>
          {OPTIONS.map((name, i) => (
            <TextAreaField key={name} label={optionLabel(i + 1)} rows={1} {...form.field(name)} />
          ))}
        </fieldset>
        <TextAreaField label="Explanation" rows={5} {...form.field("solution")} />
        <div className="field">
          <label htmlFor={`${ids.image}-url`}>Further reading (url, optional)</label>
          <input
            id={`${ids.image}-url`}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            aria-invalid={Boolean(errors.url) || undefined}
            {...form.field("url")}
          />
          {errors.url && (
            <p className="field-error" role="alert">
              {errors.url}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={ids.name}>Name (optional)</label>
          <input
            id={ids.name}
            className="input"
            aria-describedby={`${ids.name}-hint`}
            aria-invalid={Boolean(errors.name) || undefined}
            {...form.field("name")}
          />
          <p id={`${ids.name}-hint`} className="ad-hint">
            Kept in Moodle exports; without one, a question is named by its first words.
          </p>
          {errors.name && (
            <p className="field-error" role="alert">
              {errors.name}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={ids.image}>{current || file ? "Replace image (optional)" : "Image (optional)"}</label>
          <input
            id={ids.image}
            className="input"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-invalid={Boolean(fileError) || undefined}
            onChange={chooseFile}
            onClick={clearFileError}
          />
          <p className="ad-hint">PNG, JPEG, GIF or WebP, up to 5 MB.</p>
          {fileError && (
            <p className="field-error" role="alert">
              {fileError}
            </p>
          )}
          {imageUrl && (
            <img className="ad-image-preview" src={imageUrl} alt={file ? "The chosen image" : "The current image"} />
          )}
          {editing?.image && !file && (
            <label className="ad-check">
              <input type="checkbox" checked={removeImage} onChange={(e) => setRemoveImage(e.target.checked)} />
              Remove image
            </label>
          )}
        </div>

        {otherErrors.map((i) => (
          <p key={`${i.object}:${i.message}`} className="alert" role="alert" tabIndex={-1}>
            {i.message}
          </p>
        ))}
        <div className="ad-form-actions">
          <button type="submit" className="btn" disabled={form.submitting}>
            {form.submitting ? "Saving…" : editing ? "Save" : "Add question"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setShowPreview((s) => !s)}>
            {showPreview ? "Hide preview" : "Preview"}
          </button>
          <span className="spacer" />
          {actions}
        </div>
        <p role="status" className="ad-saved">
          {saved === form.values && !form.submitting ? "Saved" : ""}
        </p>
      </form>
      {showPreview && <QuestionPreview values={form.values} imageUrl={imageUrl} />}
    </>
  );
}
