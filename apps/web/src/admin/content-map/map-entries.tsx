import type { ContentMap } from "@qbank/api/client";

export type MapEntry = ContentMap["entries"][number];

/** The map's kinds in its own order, with the title each is shown under. */
export const KIND_TITLES: Record<MapEntry["kind"], string> = {
  "clinical area": "Clinical areas",
  "professional knowledge": "Professional knowledge",
  presentation: "Presentations",
  condition: "Conditions",
};

/** The map's entries as the options of a select, grouped by kind. */
export function MapEntryOptions({ entries }: { entries: readonly MapEntry[] }) {
  return (Object.keys(KIND_TITLES) as MapEntry["kind"][]).map((kind) => {
    const ofKind = entries.filter((e) => e.kind === kind);
    if (ofKind.length === 0) return null;
    return (
      <optgroup key={kind} label={KIND_TITLES[kind]}>
        {ofKind.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </optgroup>
    );
  });
}
