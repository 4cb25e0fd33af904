import { percent } from "@qbank/api/client";
import { useState } from "react";
import { Link } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { areasStartHref } from "./qbank-helpers.ts";
import "./qbank.css";
import { LoadFailed } from "../../ui/LoadFailed.tsx";

/** /user/qbank/areas: the bank by MLA area, with how much of each the learner has covered and got right. */
export default function AreasPage() {
  const areas = trpc.content.areas.useQuery();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section className="qb-page">
      <header className="page-header">
        <h1>By MLA area</h1>
        <div className="spacer" />
        <span className="muted">Tick areas to practise them together.</span>
        <Link className="btn btn-ghost" to="/user/qbank">
          By category
        </Link>
      </header>
      {areas.isError && <LoadFailed what="The areas" onRetry={() => void areas.refetch()} />}
      <ul className="qb-areas" aria-busy={areas.isPending || undefined}>
        {areas.data?.map((a) => (
          <li key={a.id} className="card qb-area">
            <h2 className="qb-area-name">
              {a.questions > 0 ? (
                <label>
                  <input type="checkbox" checked={chosen.has(a.id)} onChange={() => toggle(a.id)} /> {a.name}
                </label>
              ) : (
                a.name
              )}
            </h2>
            <p className="muted">
              {a.questions === 0
                ? "No questions yet."
                : `${a.answered} of ${a.questions} answered, ${a.correct} of ${a.answered} right.`}
            </p>
            {a.questions > 0 && (
              <>
                <label className="qb-area-bar">
                  <span>Covered {percent(a.answered, a.questions)}%</span>
                  <progress max={a.questions} value={a.answered} />
                </label>
                <label className="qb-area-bar">
                  <span>Right {percent(a.correct, a.answered)}%</span>
                  <progress max={Math.max(a.answered, 1)} value={a.correct} />
                </label>
              </>
            )}
          </li>
        ))}
      </ul>
      {chosen.size > 0 && (
        // Kept at the bottom of the screen, within reach of the thumb that ticked the area.
        <div className="qb-areas-go" role="region" aria-label="Chosen areas">
          <span>{chosen.size === 1 ? "1 area ticked" : `${chosen.size} areas ticked`}</span>
          <Link className="btn" to={areasStartHref([...chosen])}>
            Practise {chosen.size === 1 ? "1 area" : `${chosen.size} areas`}
          </Link>
        </div>
      )}
    </section>
  );
}
