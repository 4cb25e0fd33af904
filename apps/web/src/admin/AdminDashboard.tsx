import { levelLabel } from "@qbank/api/client";
import { trpc, type RouterOutputs } from "../app/trpc.ts";
import { ChartCard, ChartsState, dayMonth, StackedBars, type StackSeries } from "../ui/charts.tsx";
import { AreaCountsCard } from "./content-map/AreaCountsCard.tsx";
import { PassMarkCard } from "./PassMarkCard.tsx";
import { RefusedPayments } from "./RefusedPayments.tsx";
import { SetAsideSweepItems } from "./SetAsideSweepItems.tsx";

type AdminStats = RouterOutputs["stats"]["admin"];

const one = (key: string, name: string, color: string): StackSeries[] => [{ key, name, color }];

/** The four charts: a title, its bars and how to read them from the statistics. */
const charts: {
  title: string;
  xKey: string;
  series: StackSeries[];
  xTitle: string;
  yTitle: string;
  /** Named things (levels, categories): one row each, whole names. */
  sideways?: boolean;
  rows: (s: AdminStats) => Record<string, string | number>[];
}[] = [
  {
    title: "Users per level",
    xKey: "level",
    series: one("amount", "Users", "#0b6b6b"),
    xTitle: "Level",
    yTitle: "Users",
    sideways: true,
    rows: (s) => s.user_level.map((u) => ({ level: levelLabel(u.level), amount: u.amount })),
  },
  {
    title: "Visitors per day",
    xKey: "day",
    series: one("visitors", "Visitors", "#2f80ed"),
    xTitle: "Day",
    yTitle: "Visitors",
    rows: (s) => s.visitors_day.map((d) => ({ day: dayMonth(d.start), visitors: d.stats.visitors })),
  },
  {
    title: "Visitors per week",
    xKey: "week",
    series: one("visitors", "Visitors", "#2f80ed"),
    xTitle: "Week starting Monday",
    yTitle: "Visitors",
    rows: (s) => s.visitors_week.map((w) => ({ week: dayMonth(w.start), visitors: w.stats.visitors })),
  },
  {
    title: "Tickets per category",
    xKey: "name",
    series: one("amount", "Tickets", "#d64545"),
    xTitle: "Category",
    yTitle: "Tickets",
    sideways: true,
    rows: (s) => s.tickets,
  },
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
              <StackedBars
                data={c.rows(data)}
                xKey={c.xKey}
                series={c.series}
                xTitle={c.xTitle}
                yTitle={c.yTitle}
                sideways={c.sideways}
              />
            </ChartCard>
          ))}
        </div>
      )}
      <AreaCountsCard />
      <RefusedPayments />
      <SetAsideSweepItems />
      <PassMarkCard />
    </section>
  );
}
