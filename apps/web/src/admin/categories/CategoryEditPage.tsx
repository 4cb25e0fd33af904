import { CATEGORY_NAME_MAX, categoryLevels } from "@qbank/api/client";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { TextField } from "../../ui/fields.tsx";
import { sameValues, useZodForm } from "../../ui/useZodForm.ts";
import { categoryLevelLabel } from "../admin-helpers.ts";
import "../admin.css";
import { DeleteDialog } from "../edit/DeleteDialog.tsx";
import { EditFrame } from "../edit/EditFrame.tsx";
import { LeaveGuard } from "../edit/LeaveGuard.tsx";

/** /admin/category/edit/{id}: name and level, Back, Save, and Delete after a confirmation. */
export default function CategoryEditPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const category = trpc.admin.category.useQuery({ id }, { staleTime: 0 });
  const del = trpc.admin.categoryDelete.useMutation();
  const [confirming, setConfirming] = useState(false);
  const data = category.data;

  const remove = async () => {
    await del.mutateAsync({ id });
    setConfirming(false);
    await utils.admin.categories.invalidate();
    await navigate("/admin/categories", { state: { notice: `Category “${data?.name ?? ""}” deleted.` } });
  };

  return (
    <EditFrame
      title="Edit Category"
      back={{ to: `/admin/category/${id}`, label: "Back" }}
      failed={category.isError ? "This category" : undefined}
    >
      <EditForm
        key={data ? data.id : "loading"}
        id={id}
        initial={data ? { name: data.name, level: String(data.level) } : undefined}
        onDelete={() => setConfirming(true)}
      />
      <DeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete category"
        failure="The category could not be deleted."
        onDelete={remove}
      >
        <p>Delete “{data?.name}”? This cannot be undone. A category that still has questions cannot be deleted.</p>
      </DeleteDialog>
    </EditFrame>
  );
}

/** The name and level form, filled once the category has loaded. */
function EditForm({
  id,
  initial,
  onDelete,
}: {
  id: string;
  initial: { name: string; level: string } | undefined;
  onDelete: () => void;
}) {
  const levelId = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const edit = trpc.admin.categoryEdit.useMutation();
  const form = useZodForm(initial ?? { name: "", level: "" });
  const loaded = initial !== undefined;
  // Saving moves on to the list with its notice, so only what was loaded is compared.
  const unsaved = loaded && !sameValues(form.values, initial);

  const save = form.handleSubmit(async ({ name, level }) => {
    const saved = await edit.mutateAsync({ id, name, level: Number(level) });
    await utils.admin.categories.invalidate();
    await utils.admin.category.invalidate({ id });
    await navigate("/admin/categories", { state: { notice: `Category “${saved.name}” saved.` } });
  });

  return (
    <>
      <LeaveGuard unsaved={unsaved} />
      <form className="card ad-form" onSubmit={save} noValidate aria-busy={!loaded || undefined}>
        <TextField label="Name" maxLength={CATEGORY_NAME_MAX} autoComplete="off" {...form.field("name")} />
        <div className="field">
          <label htmlFor={levelId}>Level</label>
          <select
            id={levelId}
            className="input"
            value={form.values.level}
            aria-invalid={Boolean(form.errors.level) || undefined}
            onChange={(e) => form.set("level", e.target.value)}
            onClick={() => form.set("level", form.values.level)}
          >
            {!loaded && <option value="">Loading…</option>}
            {categoryLevels.map((l) => (
              <option key={l} value={String(l)}>
                {categoryLevelLabel(l)}
              </option>
            ))}
          </select>
          <p className="ad-hint">Learners from this plan up see the category. Hidden keeps it from every learner.</p>
          {form.errors.level && (
            <p className="field-error" role="alert">
              {form.errors.level}
            </p>
          )}
        </div>
        {form.errors.server && (
          <p className="alert" role="alert">
            {form.errors.server}
          </p>
        )}
        <div className="ad-form-actions">
          <button type="submit" className="btn" disabled={!loaded || form.submitting}>
            {form.submitting ? "Saving…" : "Save"}
          </button>
          <span className="spacer" />
          <button type="button" className="btn btn-danger" disabled={!loaded} onClick={onDelete}>
            <Trash2 size={16} aria-hidden="true" />
            Delete
          </button>
        </div>
      </form>
    </>
  );
}
