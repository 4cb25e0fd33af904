import { Link } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { ChartCard, ChartsState, colors, dayMonth, RightWrongPie, StackedBars } from "../../ui/charts.tsx";
import { PaceChart } from "./PaceChart.tsx";
import { PercentileCard } from "./PercentileCard.tsx";

const dayLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", timeZone: "UTC" });

/** Right, wrong and not answered questions: per category and per MLA area. */
const coverageSeries = [
  { key: "right", name: "Right", color: colors.right },
  { key: "wrong", name: "Wrong", color: colors.wrong },
  { key: "not_answered", name: "Not answered", color: colors.notAnswered },
];

const triedSeries = [
  { key: "correct", name: "Correct", color: colors.right },
  { key: "wrong", name: "Wrong", color: colors.wrong },
];

/** /user/qbank/performance: the charts of the learner's progress since their last reset, and their pace in mocks. */
export default function PerformancePage() {
  const { data, isPending, isError, refetch } = trpc.stats.performance.useQuery();
  return (
    <section className="stack">
      <header className="page-header">
        <h1>Your Performance</h1>
      </header>
      <ChartsState pending={isPending} error={isError} onRetry={() => void refetch()} />
      <PercentileCard />
      {data && data.question_percentage.all === 0 && (
        <div className="empty-frame">
          <p>You have not answered any questions yet. Your charts appear here as soon as you do.</p>
          <Link className="btn" to="/user/qbank">
            Go to the QBank
          </Link>
        </div>
      )}
      {data && data.question_percentage.all > 0 && (
        <div className="chart-grid">
          <ChartCard title="Tried Questions">
            <p className="muted">
              {data.question_percentage.all} {data.question_percentage.all === 1 ? "question" : "questions"} tried:{" "}
              {data.question_percentage.right}% right, {data.question_percentage.wrong}% wrong.
            </p>
            <RightWrongPie right={data.question_percentage.right} wrong={data.question_percentage.wrong} />
          </ChartCard>
          <ChartCard title="Tried Questions per Category">
            <StackedBars
              data={data.categories.map((c) => ({ name: c.name, ...c.data }))}
              xKey="name"
              xTitle="Category"
              yTitle="Questions"
              sideways
              series={coverageSeries}
              legend
            />
          </ChartCard>
          <ChartCard title={`Answers per Day, last ${data.day.length} Days`}>
            <StackedBars
              data={data.day.map((d) => ({ label: dayLabel(d.start), ...d.stats }))}
              xKey="label"
              xTitle="Day"
              yTitle="Answers"
              series={triedSeries}
              legend
            />
          </ChartCard>
          <ChartCard title={`Answers per Week, last ${data.week.length} Weeks`}>
            <StackedBars
              data={data.week.map((w) => ({ label: dayMonth(w.start), ...w.stats }))}
              xKey="label"
              xTitle="Week starting Monday"
              yTitle="Answers"
              series={triedSeries}
              legend
            />
          </ChartCard>
          <PaceChart />
          <AreaChart />
        </div>
      )}
    </section>
  );
}

/** Right, wrong and not answered per MLA area that holds questions the learner may practise. */
function AreaChart() {
  const areas = trpc.content.areas.useQuery();
  const held = areas.data?.filter((a) => a.questions > 0) ?? [];
  return (
    <ChartCard title="Right per MLA area">
      {held.length === 0 ? (
        <p className="muted">No questions of your bank carry an MLA area yet.</p>
      ) : (
        <StackedBars
          data={held.map((a) => ({
            name: a.name,
            right: a.correct,
            wrong: a.answered - a.correct,
            not_answered: a.questions - a.answered,
          }))}
          xKey="name"
          xTitle="MLA area"
          yTitle="Questions"
          sideways
          series={coverageSeries}
          legend
        />
      )}
    </ChartCard>
  );
}
