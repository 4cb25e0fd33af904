import { useId, useState } from "react";
import { errorItems, trpc } from "../../app/trpc.ts";
import { MapEntryOptions } from "../content-map/map-entries.tsx";

/** The question's MLA tags: any clinical areas and other map entries, saved on their own. */
export function QuestionTags({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const map = trpc.content.map.useQuery();
  const tags = trpc.content.tags.useQuery({ id }, { staleTime: 0 });
  const save = trpc.content.tag.useMutation();
  const [picked, setChosen] = useState<string[]>();
  const chosen = picked ?? tags.data ?? [];
  const [saved, setSaved] = useState(false);
  const listId = useId();

  const submit = async () => {
    setSaved(false);
    await save.mutateAsync({ question_ids: [id], area_ids: chosen, mode: "set" });
    await Promise.all([utils.content.tags.invalidate({ id }), utils.content.history.invalidate({ id })]);
    setSaved(true);
  };

  return (
    <section className="card ad-form" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`}>MLA tags</h2>
      <label htmlFor={listId}>Areas, presentations and conditions (hold Ctrl or ⌘ to choose several)</label>
      <select
        id={listId}
        className="input"
        multiple
        size={8}
        value={chosen}
        onChange={(e) => {
          setSaved(false);
          setChosen([...e.target.selectedOptions].map((o) => o.value));
        }}
      >
        <MapEntryOptions entries={map.data?.entries ?? []} />
      </select>
      {save.error && (
        <p className="field-error" role="alert">
          {errorItems(save.error)[0]?.message ?? "The tags could not be saved."}
        </p>
      )}
      {saved && <p role="status">Tags saved.</p>}
      <div className="ad-form-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={save.isPending || !tags.data}
          onClick={() => void submit()}
        >
          Save tags
        </button>
      </div>
    </section>
  );
}
