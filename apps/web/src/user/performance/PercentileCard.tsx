import { trpc } from "../../app/trpc.ts";

const ordinal = (n: number) => `${n}%`;

/** Where I stand: the share of active learners whose right-of-answered is below mine, overall and per MLA area. */
export function PercentileCard() {
  const query = trpc.stats.percentile.useQuery();
  const data = query.data;
  return (
    <section className="card stack" aria-labelledby="percentile-title" aria-busy={query.isPending}>
      <h2 id="percentile-title">Where you stand</h2>
      {!data ? (
        query.isError ? (
          <p className="muted">Your standing could not be loaded.</p>
        ) : (
          <div className="loading-line" role="progressbar" aria-label="Loading" />
        )
      ) : data.percentile === null ? (
        <p className="muted">
          {data.learners < 20
            ? `Shown once 20 learners have answered at least ${data.min_answers} questions in the last ${data.window_days} days (${data.learners} so far).`
            : `Answer at least ${data.min_answers} questions within ${data.window_days} days to see where you stand among ${data.learners} active learners.`}
        </p>
      ) : (
        <>
          <p>
            Your share of right answers is above <strong>{ordinal(data.percentile)}</strong> of {data.learners} learners
            active in the last {data.window_days} days (each with at least {data.min_answers} answers).
          </p>
          {data.areas.length > 0 && (
            <table className="table">
              <caption className="visually-hidden">Where you stand per MLA area</caption>
              <thead>
                <tr>
                  <th scope="col">MLA area</th>
                  <th scope="col">Above</th>
                  <th scope="col">Learners</th>
                </tr>
              </thead>
              <tbody>
                {data.areas.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">{a.name}</th>
                    <td>{ordinal(a.percentile)}</td>
                    <td>{a.learners}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
