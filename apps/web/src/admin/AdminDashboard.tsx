import { levelLabel } from "@qbank/api/client";
import { trpc, type RouterOutputs } from "../app/trpc.ts";
import { ChartCard, ChartsState, StackedBars, type StackSeries } from "../ui/charts.tsx";
import { PassMarkCard } from "./PassMarkCard.tsx";

type AdminStats = RouterOutputs["stats"]["admin"];

const dayLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

const one = (key: string, name: string, color: string): StackSeries[] => [{ key, name, color }];

/** The four charts: a title, its bars and how to read them from the statistics. */
const charts: {
  title: string;
  xKey: string;
  series: StackSeries[];
  rows: (s: AdminStats) => Record<string, string | number>[];
  /** A run of days: the axis may skip labels rather than crowd them. */
  sparseLabels?: boolean;
}[] = [
  {
    title: "Users per level",
    xKey: "level",
    series: one("amount", "Users", "#0b6b6b"),
    rows: (s) => s.user_level.map((u) => ({ level: levelLabel(u.level), amount: u.amount })),
  },
  {
    title: "Visitors per day",
    xKey: "day",
    series: one("visitors", "Visitors", "#2f80ed"),
    rows: (s) => s.visitors_day.map((d) => ({ day: dayLabel(d.start), visitors: d.stats.visitors })),
    sparseLabels: true,
  },
  {
    title: "Visitors per week",
    xKey: "week",
    series: one("visitors", "Visitors", "#2f80ed"),
    rows: (s) => s.visitors_week.map((w) => ({ week: dayLabel(w.start), visitors: w.stats.visitors })),
  },
  { title: "Tickets per category", xKey: "name", series: one("amount", "Tickets", "#d64545"), rows: (s) => s.tickets },
];

/** /admin/dashboard: users per level, visitors per day and week, tickets per category. */
export default function AdminDashboard() {
  const { data, isPending, isError, refetch } = trpc.stats.admin.useQuery();
  return (
    <section className="stack">
      <header className="page-header">
        <h1>Dashboard</h1>
      </header>
      <ChartsState pending={isPending} error={isError} onRetry={() => void refetch()} />
      {data && (
        <div className="chart-grid">
          {charts.map((c) => (
            <ChartCard key={c.title} title={c.title}>
              <StackedBars data={c.rows(data)} xKey={c.xKey} series={c.series} sparseLabels={c.sparseLabels} />
            </ChartCard>
          ))}
        </div>
      )}
      <PassMarkCard />
    </section>
  );
}
