import { Link } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { ChartCard, StackedBars } from "../../ui/charts.tsx";

/** The admin dashboard's view of the bank by MLA clinical area, so thin areas show. */
export function AreaCountsCard() {
  const map = trpc.content.map.useQuery();
  const areas = map.data?.entries.filter((e) => e.kind === "clinical area") ?? [];
  if (areas.length === 0) return null;
  return (
    <ChartCard title="Questions per MLA area">
      <StackedBars
        data={areas.map((a) => ({ name: a.name, questions: a.questions }))}
        xKey="name"
        xTitle="MLA area"
        yTitle="Questions"
        sideways
        series={[{ key: "questions", name: "Questions", color: "#0b6b6b" }]}
      />
      <Link to="/admin/content-map">Open the content map</Link>
    </ChartCard>
  );
}
