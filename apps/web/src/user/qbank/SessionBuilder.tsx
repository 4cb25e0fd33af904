import { CUSTOM_MAX_QUESTIONS, CUSTOM_MIN_QUESTIONS, NO_CUSTOM_MATCH, customPools } from "@qbank/api/client";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { errorItems, trpc } from "../../app/trpc.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useStartPrompt } from "./UnfinishedSession.tsx";

type Pool = (typeof customPools)[number];
const poolLabels: Record<Pool, string> = {
  unseen: "Unseen",
  wrong: "Answered wrong",
  flagged: "Flagged",
  all: "All",
};

/** A set of checkboxes over named items, kept as a set of ids. */
function Checks({
  legend,
  items,
  chosen,
  onToggle,
}: {
  legend: string;
  items: { id: string; label: string }[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className="qb-builder-group">
      <legend>{legend}</legend>
      <div className="qb-builder-checks">
        {items.map((item) => (
          <label key={item.id} className="qb-builder-check">
            <input type="checkbox" checked={chosen.has(item.id)} onChange={() => onToggle(item.id)} />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

/**
 * The session builder: how many questions, from which categories and MLA areas, which
 * questions, tutor or timed. It shows how many match before starting and starts nothing when
 * none do. Starting ends an unfinished practice session, so it asks first as Start New does.
 */
export function SessionBuilder() {
  const navigate = useNavigate();
  const countId = useId();
  const categories = trpc.qbank.categories.useQuery().data ?? [];
  const areas = (trpc.content.areas.useQuery().data ?? []).filter((a) => a.questions > 0);
  const [count, setCount] = useState(40);
  const [cats, setCats] = useState<ReadonlySet<string>>(() => new Set());
  const [areaIds, setAreaIds] = useState<ReadonlySet<string>>(() => new Set());
  const [pools, setPools] = useState<ReadonlySet<string>>(() => new Set(["unseen"]));
  const [timed, setTimed] = useState(false);
  const [error, setError] = useState<string>();
  const choice = { categories: [...cats], areas: [...areaIds], pools: [...pools] as Pool[] };
  const chosenSomething = cats.size + areaIds.size > 0 && pools.size > 0;
  const matches = trpc.qbank.customMatches.useQuery(choice, { enabled: chosenSomething });
  const { start: startAsking, prompt } = useStartPrompt();
  const start = trpc.qbank.startCustom.useMutation({
    onSuccess: (page) => void navigate(`/user/qbank/start?mode=custom&run=${page.run.id}`),
    onError: (e) => setError(errorItems(e)[0]?.message ?? "The session could not start."),
  });
  const countValid = Number.isInteger(count) && count >= CUSTOM_MIN_QUESTIONS && count <= CUSTOM_MAX_QUESTIONS;
  const matched = chosenSomething ? matches.data?.matches : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!countValid) return setError(`Choose between ${CUSTOM_MIN_QUESTIONS} and ${CUSTOM_MAX_QUESTIONS} questions.`);
    if (!chosenSomething) return setError("Please choose at least one category or MLA area, and which questions.");
    if (matched === 0) return setError(NO_CUSTOM_MATCH);
    setError(undefined);
    const input = { ...choice, count, timed };
    startAsking(() => start.mutate(input));
  };

  return (
    <section className="card stack qb-builder" aria-labelledby="builder-title">
      <h2 id="builder-title">Build a session</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={countId}>Number of questions</label>
          <input
            id={countId}
            className="input qb-builder-count"
            type="number"
            min={CUSTOM_MIN_QUESTIONS}
            max={CUSTOM_MAX_QUESTIONS}
            value={Number.isNaN(count) ? "" : count}
            onChange={(e) => setCount(e.target.valueAsNumber)}
            aria-describedby={`${countId}-hint`}
          />
          <p id={`${countId}-hint`} className="muted">
            {CUSTOM_MIN_QUESTIONS} to {CUSTOM_MAX_QUESTIONS}
          </p>
        </div>
        <Checks
          legend="Categories"
          items={categories.map((c) => ({ id: c.id, label: c.name }))}
          chosen={cats}
          onToggle={(id) => setCats((s) => toggled(s, id))}
        />
        {areas.length > 0 && (
          <Checks
            legend="MLA areas"
            items={areas.map((a) => ({ id: a.id, label: a.name }))}
            chosen={areaIds}
            onToggle={(id) => setAreaIds((s) => toggled(s, id))}
          />
        )}
        <Checks
          legend="Which questions"
          items={customPools.map((p) => ({ id: p, label: poolLabels[p] }))}
          chosen={pools}
          onToggle={(id) => setPools((s) => toggled(s, id))}
        />
        <fieldset className="qb-builder-group">
          <legend>Mode</legend>
          <div className="qb-builder-checks">
            <label className="qb-builder-check">
              <input type="radio" name="builder-mode" checked={!timed} onChange={() => setTimed(false)} />
              Tutor: the explanation after each answer
            </label>
            <label className="qb-builder-check">
              <input type="radio" name="builder-mode" checked={timed} onChange={() => setTimed(true)} />
              Timed: 72 seconds a question, explanations at the end
            </label>
          </div>
        </fieldset>
        <p className="qb-builder-matches" role="status">
          {!chosenSomething
            ? "Choose categories or MLA areas, and which questions."
            : matched === undefined
              ? "Counting matching questions..."
              : matched === 0
                ? NO_CUSTOM_MATCH
                : `${matched} ${matched === 1 ? "question matches" : "questions match"}${
                    countValid && matched < count ? `: the session will have ${matched}` : ""
                  }.`}
        </p>
        <FormAlert>{error}</FormAlert>
        <div className="row">
          <button type="submit" className="btn" disabled={start.isPending || !chosenSomething || matched === 0}>
            Start session
          </button>
        </div>
      </form>
      {prompt}
    </section>
  );
}
