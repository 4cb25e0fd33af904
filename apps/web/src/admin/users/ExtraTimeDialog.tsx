import { useState, type FormEvent } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { TextField } from "../../ui/fields.tsx";

interface Target {
  id: string;
  name: string;
  email: string;
}

/** The percentage of extra time the form starts from: the grant, else the time in force. */
function ExtraTimeForm({ user, onSaved }: { user: Target; onSaved: (text: string) => void }) {
  const current = trpc.admin.userExtraTime.useQuery({ id: user.id }, { staleTime: 0 });
  const save = trpc.admin.setUserExtraTime.useMutation();
  const [typed, setTyped] = useState<string>();
  const start = current.data ? String(current.data.granted_percent ?? current.data.extra_time_percent) : "";
  const value = typed ?? start;
  const error = save.error ? errorItems(save.error)[0]?.message : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await save.mutateAsync({ id: user.id, percent: value.trim() === "" ? Number.NaN : Number(value) });
    onSaved(
      saved.granted_percent
        ? `${user.name} now has ${saved.granted_percent}% extra time on timed mocks.`
        : `${user.name} no longer has extra time granted.`,
    );
  };
  if (!current.data) return <div className="loading-line" aria-label="Loading" />;
  return (
    <form id="extra-time-form" className="stack" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <p>
        A GMC reasonable adjustment for {user.name} ({user.email}): the percentage is added to the three hours of every
        timed mock they start from now on. 0 removes it. Learners can choose 25% themselves.
      </p>
      <TextField
        label="Extra time (%)"
        type="number"
        inputMode="numeric"
        // The form mounts once the current figure has loaded, after the dialog placed focus.
        autoFocus
        min={0}
        max={100}
        step={1}
        value={value}
        error={error}
        onChange={(e) => setTyped(e.target.value)}
      />
    </form>
  );
}

/** An admin's "Extra time" dialog for one user. */
export function ExtraTimeDialog({
  user,
  onClose,
  onSaved,
}: {
  user: Target | undefined;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  return (
    <Dialog
      open={user !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Extra time"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn" form="extra-time-form">
            Save
          </button>
        </>
      }
    >
      {user && <ExtraTimeForm user={user} onSaved={onSaved} />}
    </Dialog>
  );
}
