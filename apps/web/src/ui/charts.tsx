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
  Text,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import "./charts.css";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "7 Sep" for a YYYY-MM-DD day: three-letter months, where en-GB writes "Sept". */
export const dayMonth = (iso: string) => {
  const [, month = 1, day = 1] = iso.split("-").map(Number);
  return `${day} ${MONTHS[month - 1] ?? ""}`;
};

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

/** An axis title in the chart's muted text colour. */
const axisTitle = (value: string, position: "insideBottom" | "insideLeft") => ({
  value,
  position,
  angle: position === "insideLeft" ? -90 : 0,
  fill: "currentColor",
  fontSize: 12,
  style: { textAnchor: "middle" as const },
});

/** A name on the category axis of sideways bars, wrapped onto lines of the axis's width. */
function WrappedTick({ x, y, payload }: { x?: number; y?: number; payload?: { value?: string | number } }) {
  return (
    <Text x={x} y={y} width={NAME_WIDTH - 8} textAnchor="end" verticalAnchor="middle" fill="currentColor" fontSize={12}>
      {String(payload?.value ?? "")}
    </Text>
  );
}
const NAME_WIDTH = 132;
/**
 * Room right of the last point, whose label is centred on it and always drawn: half the label,
 * at a generous 0.65 em a character (digits are 0.64 em in DejaVu Sans, less in system fonts), and
 * at least 24 px, which a day ("28 Nov", about 40 px) takes. A mock's "24 Nov 14:05" takes about 47.
 */
const TICK_CHAR_WIDTH = 0.65 * axis.tick.fontSize;
const endLabelRoom = (data: Record<string, string | number>[], xKey: string) =>
  Math.max(24, Math.ceil((String(data.at(-1)?.[xKey] ?? "").length * TICK_CHAR_WIDTH) / 2));

/**
 * Stacked bars from zero, responsive without a fixed aspect ratio, both axes titled.
 * Upright bars (periods) keep their labels level and show as many as fit without crowding,
 * evenly spaced and always the newest; `sideways` bars (named things such as categories)
 * put each whole name on its own row, wrapped when long. `legend` adds the series names.
 */
export function StackedBars({
  data,
  xKey,
  series,
  xTitle,
  yTitle,
  height = 300,
  legend = false,
  sideways = false,
}: {
  data: Record<string, string | number>[];
  xKey: string;
  series: StackSeries[];
  /** What the bars stand for (periods, categories). */
  xTitle: string;
  /** What the bars measure. */
  yTitle: string;
  height?: number;
  legend?: boolean;
  sideways?: boolean;
}) {
  const bars = series.map((s) => (
    <Bar key={s.key} dataKey={s.key} name={s.name} stackId="a" fill={s.color} isAnimationActive={false} />
  ));
  const tooltip = <Tooltip cursor={{ fill: "var(--color-surface-2)" }} {...tooltipStyle} />;
  return (
    <>
      {sideways ? (
        <ResponsiveContainer width="100%" height={Math.max(160, data.length * 44 + 64)}>
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
            <XAxis
              type="number"
              domain={[0, "auto"]}
              allowDecimals={false}
              {...axis}
              height={44}
              label={axisTitle(yTitle, "insideBottom")}
            />
            <YAxis
              type="category"
              dataKey={xKey}
              {...axis}
              width={NAME_WIDTH + 24}
              interval={0}
              tick={<WrappedTick />}
              label={axisTitle(xTitle, "insideLeft")}
            />
            {tooltip}
            {bars}
          </BarChart>
        </ResponsiveContainer>
      ) : (
        <ResponsiveContainer width="100%" height={height}>
          <BarChart data={data} margin={{ top: 8, right: endLabelRoom(data, xKey), bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis
              dataKey={xKey}
              {...axis}
              interval="equidistantPreserveEnd"
              minTickGap={8}
              height={48}
              label={axisTitle(xTitle, "insideBottom")}
            />
            <YAxis
              domain={[0, "auto"]}
              allowDecimals={false}
              {...axis}
              width={48}
              label={axisTitle(yTitle, "insideLeft")}
            />
            {tooltip}
            {bars}
          </BarChart>
        </ResponsiveContainer>
      )}
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
  xTitle,
  yTitle,
  height = 300,
}: {
  data: Record<string, string | number>[];
  xKey: string;
  yKey: string;
  name: string;
  xTitle: string;
  yTitle: string;
  target?: { value: number; label: string };
  unit: string;
  height?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={{ top: 16, right: endLabelRoom(data, xKey), bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
        <XAxis
          dataKey={xKey}
          {...axis}
          interval="equidistantPreserveEnd"
          minTickGap={8}
          height={48}
          label={axisTitle(xTitle, "insideBottom")}
        />
        <YAxis
          domain={[0, "auto"]}
          unit={unit}
          allowDecimals={false}
          {...axis}
          width={56}
          label={axisTitle(yTitle, "insideLeft")}
        />
        <Tooltip formatter={(value) => `${String(value)} ${unit.trim()}`} {...tooltipStyle} />
        {target && (
          <ReferenceLine
            y={target.value}
            // The axis reaches the target even when every point is far under it, so it always shows.
            ifOverflow="extendDomain"
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
