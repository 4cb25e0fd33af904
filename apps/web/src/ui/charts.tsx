import type { ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  ReferenceLine,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import "./charts.css";

export const colors = { right: "#2e9e5b", wrong: "#d64545", notAnswered: "#9aa5ab" } as const;

const axis = { stroke: "currentColor", tick: { fill: "currentColor", fontSize: 12 } };
const tooltipStyle = {
  contentStyle: { background: "var(--color-surface)", border: "1px solid var(--color-border)", borderRadius: 8 },
  labelStyle: { color: "var(--color-text)" },
};

/** Right vs wrong as percentages: no cutout, 1:1, no legend, tooltips 'label: value%'. */
export function RightWrongPie({ right, wrong }: { right: number; wrong: number }) {
  // A 0% slice would only draw a stray line and label.
  const data = [
    { name: "Right", value: right, fill: colors.right },
    { name: "Wrong", value: wrong, fill: colors.wrong },
  ].filter((d) => d.value > 0);
  return (
    <ResponsiveContainer width="100%" aspect={1} maxHeight={320}>
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius={0}
          outerRadius="80%"
          isAnimationActive={false}
          // One whole slice would otherwise show its white edge as a radius line.
          stroke={data.length > 1 ? "#fff" : "none"}
          // Inside the slices, so a narrow screen cannot clip them.
          labelLine={false}
          label={{
            position: "inside",
            fill: "#fff",
            fontWeight: 700,
            formatter: (value: unknown) => `${String(value)}%`,
          }}
        >
          {data.map((d) => (
            <Cell key={d.name} fill={d.fill} />
          ))}
        </Pie>
        <Tooltip separator=": " formatter={(value) => `${String(value)}%`} {...tooltipStyle} />
      </PieChart>
    </ResponsiveContainer>
  );
}

export interface StackSeries {
  key: string;
  name: string;
  color: string;
}

/** Long category names are cut on the axis; the tooltip shows them whole. */
const shortLabel = (label: unknown) => {
  const text = String(label);
  return text.length > 14 ? `${text.slice(0, 13)}…` : text;
};

/** Names each series by its colour, so no part of a bar is left unexplained. */
export function SeriesLegend({ series }: { series: StackSeries[] }) {
  return (
    <ul className="chart-legend" aria-label="Legend">
      {series.map((s) => (
        <li key={s.key}>
          <span className="chart-swatch" style={{ background: s.color }} aria-hidden="true" />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Stacked bars from zero, responsive without a fixed aspect ratio. Every bar keeps its label
 * (slanted, so long names fit) unless `sparseLabels` (a long run of days) lets the axis skip
 * some; `legend` adds the series names below.
 */
export function StackedBars({
  data,
  xKey,
  series,
  height = 280,
  legend = false,
  sparseLabels = false,
}: {
  data: Record<string, string | number>[];
  xKey: string;
  series: StackSeries[];
  height?: number;
  legend?: boolean;
  sparseLabels?: boolean;
}) {
  return (
    <>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey={xKey}
            {...axis}
            interval={sparseLabels ? "preserveStartEnd" : 0}
            minTickGap={sparseLabels ? 12 : undefined}
            angle={-35}
            textAnchor="end"
            height={72}
            tickFormatter={shortLabel}
          />
          <YAxis domain={[0, "auto"]} allowDecimals={false} {...axis} />
          <Tooltip cursor={{ fill: "var(--color-surface-2)" }} {...tooltipStyle} />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} stackId="a" fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
      {legend && <SeriesLegend series={series} />}
    </>
  );
}

export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="card chart-card">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      {children}
    </figure>
  );
}

/** Placeholders of the chart grid while it loads, then a plain-words error with a retry. */
export function ChartsState({ pending, error, onRetry }: { pending: boolean; error: boolean; onRetry: () => void }) {
  if (pending) {
    return (
      <div className="chart-grid" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card chart-card chart-skeleton" />
        ))}
      </div>
    );
  }
  if (!error) return null;
  return (
    <div className="alert" role="alert">
      The statistics could not be loaded.{" "}
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** One value per point joined by a line from zero, with an optional dashed target line. */
export function TrendLine({
  data,
  xKey,
  yKey,
  name,
  target,
  unit,
  height = 280,
}: {
  data: Record<string, string | number>[];
  xKey: string;
  yKey: string;
  name: string;
  target?: { value: number; label: string };
  unit: string;
  height?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
        <XAxis dataKey={xKey} {...axis} />
        <YAxis domain={[0, "auto"]} unit={unit} allowDecimals={false} {...axis} />
        <Tooltip formatter={(value) => `${String(value)} ${unit.trim()}`} {...tooltipStyle} />
        {target && (
          <ReferenceLine
            y={target.value}
            stroke={colors.notAnswered}
            strokeDasharray="6 4"
            label={{ value: target.label, fill: "currentColor", fontSize: 12, position: "insideTopRight" }}
          />
        )}
        <Line
          dataKey={yKey}
          name={name}
          stroke="var(--color-primary)"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
