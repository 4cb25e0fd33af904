import type { Adjustment, ReadingProfile } from "@qbank/api/client";
import { useState, type FormEvent } from "react";
import { trpc } from "../../app/trpc.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { SubmitRow } from "../../ui/SubmitRow.tsx";
import "./adjustments.css";

const readingOptions: { key: keyof ReadingProfile; label: string }[] = [
  { key: "large_text", label: "Larger text" },
  { key: "wide_spacing", label: "Wider line spacing" },
  { key: "dyslexia_font", label: "Dyslexia-friendly font" },
  { key: "reduced_motion", label: "Reduced motion" },
];

const choiceLabel = (percent: number, granted: number | null) =>
  percent === 0 ? "Off" : percent === granted ? `${percent}% (granted to you)` : `${percent}%`;

/** The exam adjustment kept on the account: extra time on timed mocks and the player's reading profile. */
function AdjustmentFields({ saved }: { saved: Adjustment }) {
  const utils = trpc.useUtils();
  const [extraTime, setExtraTime] = useState(saved.extra_time_percent);
  const [reading, setReading] = useState(saved.reading);
  const save = trpc.account.setAdjustment.useMutation({
    onSuccess: (next) => utils.account.adjustment.setData(undefined, next),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ extra_time_percent: extraTime, reading });
  };
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="adjustments-title">
      <h2 id="adjustments-title">Exam adjustments</h2>
      <fieldset className="adjust-group">
        <legend>Extra time in timed mocks</legend>
        <p className="muted">
          Adds to the three hours of every mock you start from now on, on the server's clock, as a GMC reasonable
          adjustment would. Need a different percentage? Ask support.
        </p>
        <div className="adjust-choices">
          {saved.extra_time_choices.map((percent) => (
            <label key={percent} className="adjust-check">
              <input
                type="radio"
                name="extra_time_percent"
                checked={extraTime === percent}
                onChange={() => setExtraTime(percent)}
              />
              {choiceLabel(percent, saved.granted_percent)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="adjust-group">
        <legend>Reading comfort in the question player</legend>
        {readingOptions.map((o) => (
          <label key={o.key} className="adjust-check">
            <input
              type="checkbox"
              checked={reading[o.key]}
              onChange={(e) => setReading((r) => ({ ...r, [o.key]: e.target.checked }))}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <SubmitRow busy={save.isPending} done={save.isSuccess && "Saved."}>
        Save adjustments
      </SubmitRow>
    </form>
  );
}

export function AdjustmentForm() {
  const { data } = trpc.account.adjustment.useQuery();
  if (!data) return <div className="card loading-line" aria-label="Loading" />;
  return <AdjustmentFields saved={data} />;
}
