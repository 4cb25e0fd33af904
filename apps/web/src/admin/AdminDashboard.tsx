import { levelLabel } from "@qbank/api/client";
import { trpc } from "../app/trpc.ts";
import { StackedBars } from "../ui/charts.tsx";
import "../user/performance/performance.css";

const dayLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

const single = (key: string, name: string, color: string) => [{ key, name, color }];

/** /admin/dashboard: users per level, visitors per day and week, tickets per category. */
export default function AdminDashboard() {
  const { data, isPending, isError, refetch } = trpc.stats.admin.useQuery();
  return (
    <section className="stack">
      <header className="page-header">
        <h1>Dashboard</h1>
      </header>
      {isPending && (
        <div className="chart-grid" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="card chart-card chart-skeleton" />
          ))}
        </div>
      )}
      {isError && (
        <div className="alert" role="alert">
          The statistics could not be loaded.{" "}
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <div className="chart-grid">
          <figure className="card chart-card">
            <figcaption>
              <h2>Users per level</h2>
            </figcaption>
            <StackedBars
              data={data.user_level.map((u) => ({ level: levelLabel(u.level), amount: u.amount }))}
              xKey="level"
              series={single("amount", "Users", "#0b6b6b")}
            />
          </figure>
          <figure className="card chart-card">
            <figcaption>
              <h2>Visitors per day</h2>
            </figcaption>
            <StackedBars
              data={data.visitors_day.map((d) => ({ day: dayLabel(d.start), visitors: d.stats.visitors }))}
              xKey="day"
              series={single("visitors", "Visitors", "#2f80ed")}
            />
          </figure>
          <figure className="card chart-card">
            <figcaption>
              <h2>Visitors per week</h2>
            </figcaption>
            <StackedBars
              data={data.visitors_week.map((w) => ({ week: dayLabel(w.start), visitors: w.stats.visitors }))}
              xKey="week"
              series={single("visitors", "Visitors", "#2f80ed")}
            />
          </figure>
          <figure className="card chart-card">
            <figcaption>
              <h2>Tickets per category</h2>
            </figcaption>
            <StackedBars data={data.tickets} xKey="name" series={single("amount", "Tickets", "#d64545")} />
          </figure>
        </div>
      )}
    </section>
  );
}
