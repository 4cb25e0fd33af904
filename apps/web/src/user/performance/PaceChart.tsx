import { PACE_SECONDS } from "@qbank/api/client";
import { trpc } from "../../app/trpc.ts";
import { ChartCard, TrendLine } from "../../ui/charts.tsx";

/** "24 Nov 14:05": several mocks on one day stay apart. */
const mockLabel = (iso: string) =>
  new Date(iso)
    .toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })
    .replace(",", "");

/** The fifth chart: mean seconds per question of each finished mock, oldest first. */
export function PaceChart() {
  const { data } = trpc.qbank.paceHistory.useQuery();
  const points = (data ?? [])
    .filter((r) => r.average_seconds !== null)
    .map((r) => ({ label: mockLabel(r.started_at), seconds: r.average_seconds ?? 0 }));
  return (
    <ChartCard title="Pace per Mock">
      {points.length === 0 ? (
        <p className="muted">Finish a timed mock to see your pace per question here.</p>
      ) : (
        <>
          <p className="muted">Seconds per question in each mock; the real exam allows {PACE_SECONDS}.</p>
          <TrendLine
            data={points}
            xKey="label"
            yKey="seconds"
            name="Seconds per question"
            xTitle="Mock started"
            yTitle="Seconds per question"
            unit=" s"
            target={{ value: PACE_SECONDS, label: "1 min" }}
          />
        </>
      )}
    </ChartCard>
  );
}
