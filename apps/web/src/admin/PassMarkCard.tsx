import { PASS_MARK_MAX, PASS_MARK_MIN } from "@qbank/api/client";
import { useState, type FormEvent } from "react";
import { errorItems, trpc } from "../app/trpc.ts";
import { TextField } from "../ui/fields.tsx";

/** The settings card: the pass mark learners' readiness is compared with. */
export function PassMarkCard() {
  const utils = trpc.useUtils();
  const settings = trpc.admin.settings.useQuery();
  const save = trpc.admin.setSettings.useMutation({
    onSuccess: (next) => utils.admin.settings.setData(undefined, next),
  });
  const [typed, setTyped] = useState<string>();
  const value = typed ?? (settings.data ? String(settings.data.pass_mark) : "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ pass_mark: value.trim() === "" ? Number.NaN : Number(value) });
  };
  return (
    <form
      className="card stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="settings-title"
      style={{ maxWidth: 480 }}
    >
      <h2 id="settings-title">Settings</h2>
      {settings.data ? (
        <TextField
          label="Pass mark (%)"
          type="number"
          inputMode="numeric"
          min={PASS_MARK_MIN}
          max={PASS_MARK_MAX}
          step={1}
          value={value}
          error={save.error ? errorItems(save.error)[0]?.message : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
      ) : (
        <div className="loading-line" aria-label="Loading" />
      )}
      <p className="muted">Learners' dashboards compare their estimated mock score with it.</p>
      <div className="row">
        <button type="submit" className="btn" disabled={save.isPending || !settings.data}>
          Save settings
        </button>
        {save.isSuccess && (
          <span role="status" className="muted">
            Saved.
          </span>
        )}
      </div>
    </form>
  );
}
