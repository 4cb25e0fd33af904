import { useMemo, useState } from "react";
import { trpc } from "../../app/trpc.ts";
import { Dialog } from "../../ui/Dialog.tsx";

const LOADING_ERROR = [{ title: "Loading Error", children: [] }];
/** "130 - 180": kept on one line, while words ("Clear, colourless") may wrap. */
const RANGE = /^\S+ - \S+$/;

export function LabValuesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState("");
  const { data, isError, isPending } = trpc.qbank.labValues.useQuery(undefined, { enabled: open, staleTime: Infinity });
  const groups = useMemo(() => {
    if (isError) return LOADING_ERROR;
    const term = search.trim().toLowerCase();
    if (!data) return [];
    if (!term) return data;
    return data
      .map((g) => ({
        ...g,
        children: g.title.toLowerCase().includes(term)
          ? g.children
          : g.children.filter((c) => c.title.toLowerCase().includes(term)),
      }))
      .filter((g) => g.children.length > 0);
  }, [data, isError, search]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Lab Values" wide closable>
      <div className="stack">
        <input
          className="input"
          type="search"
          placeholder="Search a value"
          aria-label="Search a value"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {isPending && !isError && <div className="loading-line" aria-label="Loading" />}
        {groups.map((group) => (
          <section key={group.title}>
            <h3>{group.title}</h3>
            {group.children.length > 0 && (
              <table className="lab-table">
                <tbody>
                  {group.children.map((row) => (
                    <tr key={row.title}>
                      <th scope="row">{row.title}</th>
                      <td className={RANGE.test(row.value) ? "lab-range" : undefined}>{row.value}</td>
                      <td className="muted lab-unit">{row.per}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ))}
        {data && groups.length === 0 && <p className="muted">No value matches “{search}”.</p>}
      </div>
    </Dialog>
  );
}
