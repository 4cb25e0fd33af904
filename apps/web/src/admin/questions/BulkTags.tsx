import { bulkTagInput, issuesToItems, type ErrorItem } from "@qbank/api/client";
import { Tags } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { MapEntryOptions } from "../content-map/map-entries.tsx";

type Mode = "add" | "set";

/**
 * The list's bulk action: the ticked questions of this page get the chosen MLA entries added
 * to their tags, or in place of them. Each message is the shared schema's or the server's.
 */
export function BulkTags({
  pageIds,
  selected,
  onSelect,
  onTagged,
}: {
  pageIds: string[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  onTagged: (count: number) => void;
}) {
  const ids = { title: useId(), areas: useId(), all: useId() };
  const utils = trpc.useUtils();
  const map = trpc.content.map.useQuery();
  const tag = trpc.content.tag.useMutation();
  const [areas, setAreas] = useState<string[]>([]);
  const [problems, setProblems] = useState<ErrorItem[]>([]);
  const [sending, setSending] = useState<Mode>();

  const send = async (mode: Mode) => {
    const input = { question_ids: selected, area_ids: areas, mode };
    const checked = bulkTagInput.safeParse(input);
    if (!checked.success) return setProblems(issuesToItems(checked.error.issues));
    setProblems([]);
    setSending(mode);
    try {
      const { tagged } = await tag.mutateAsync(input);
      await Promise.all([utils.admin.questions.invalidate(), utils.content.invalidate()]);
      onTagged(tagged);
    } catch (error) {
      setProblems(errorItems(error));
    } finally {
      setSending(undefined);
    }
  };

  return (
    <section className="card ad-form ad-bulk" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Tag the selected questions</h2>
      <div className="ad-bulk-row">
        <SelectAll id={ids.all} pageIds={pageIds} selected={selected} onSelect={onSelect} />
        <p className="muted" aria-live="polite">
          {selected.length} selected
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.areas}>MLA tags (hold Ctrl or ⌘ to choose several)</label>
        <select
          id={ids.areas}
          className="input"
          multiple
          size={6}
          value={areas}
          onChange={(e) => setAreas([...e.target.selectedOptions].map((o) => o.value))}
        >
          <MapEntryOptions entries={map.data?.entries ?? []} />
        </select>
      </div>
      {problems.length > 0 && (
        <div className="field-error" role="alert">
          <ul className="ad-bulk-problems">
            {[...new Set(problems.map((p) => p.message))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="ad-form-actions">
        <BusyButton
          className="btn"
          busy={sending === "add"}
          busyText="Adding tags…"
          disabled={sending !== undefined}
          onClick={() => void send("add")}
        >
          <Tags size={16} aria-hidden="true" />
          Add tags
        </BusyButton>
        <BusyButton
          className="btn btn-secondary"
          busy={sending === "set"}
          busyText="Replacing tags…"
          disabled={sending !== undefined}
          onClick={() => void send("set")}
        >
          Replace tags
        </BusyButton>
      </div>
      <p className="ad-hint">
        Add keeps each question&apos;s own tags; Replace makes the chosen entries its only tags.
      </p>
    </section>
  );
}

/** "Select all on this page": ticks every row shown, or clears them; mixed when some are ticked. */
function SelectAll({
  id,
  pageIds,
  selected,
  onSelect,
}: {
  id: string;
  pageIds: string[];
  selected: string[];
  onSelect: (ids: string[]) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const all = pageIds.length > 0 && selected.length === pageIds.length;
  const some = selected.length > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <label className="ad-check" htmlFor={id}>
      <input
        id={id}
        ref={box}
        type="checkbox"
        checked={all}
        disabled={pageIds.length === 0}
        onChange={() => onSelect(all ? [] : pageIds)}
      />
      Select all on this page
    </label>
  );
}
