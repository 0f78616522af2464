import type { CSSProperties } from "react";

/**
 * The sales trend's chart, drawn as SVG here rather than with a chart library (decision 055: the
 * smallest candidate measured, uPlot, weighs 23 KB gzipped; this, 0.8 KB): the period's orders
 * per day as bars, the previous period's, day by day, as a dashed line over them. The words and
 * numbers a reader needs are outside: the caption, the legend and the table alternative.
 */

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 40 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Share of a day's slot the bar takes; the rest is the gap between bars. */
const BAR_SHARE = 0.7;

export const CURRENT_COLOUR = "var(--color-primary, #1849a9)";
export const PREVIOUS_COLOUR = "var(--color-warning-strong, #b54708)";

/** Order counts are whole: the top gridline is 1, or 2, 4, 6, 8 × 10^n at or above `value`, so that its half is whole too. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 6, 8, 10].find((k) => k * power >= value && (k * power) % 2 === 0) ?? 10;
  return step * power;
}

const text: CSSProperties = { fontSize: 12, fill: "currentColor" };

export interface TrendChartProps {
  current: readonly number[];
  previous: readonly number[];
  /** Labels of the first, middle and last day of the period, already formatted. */
  xLabels: readonly [string, string, string];
  /** Formats a y-axis value in the user's locale. */
  formatValue: (value: number) => string;
  /** What the chart shows, for assistive technologies: a summary, the table has the detail. */
  label: string;
}

export function TrendChart({ current, previous, xLabels, formatValue, label }: TrendChartProps) {
  const top = niceCeiling(Math.max(0, ...current, ...previous));
  const slot = PLOT_W / Math.max(1, current.length);
  const y = (value: number) => MARGIN.top + PLOT_H - (value / top) * PLOT_H;
  const xCentre = (index: number) => MARGIN.left + slot * index + slot / 2;
  const ticks = top === 1 ? [0, 1] : [0, top / 2, top];
  const previousPath = previous.map((value, index) => `${index === 0 ? "M" : "L"}${xCentre(index).toFixed(1)},${y(value).toFixed(1)}`).join("");
  const middle = Math.floor((current.length - 1) / 2);

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} style={{ width: "100%", height: "auto", display: "block" }}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="var(--color-border-subtle, #d9dde5)" />
          <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" style={text}>
            {formatValue(tick)}
          </text>
        </g>
      ))}
      {current.map((value, index) => (
        <rect key={index} x={xCentre(index) - (slot * BAR_SHARE) / 2} y={y(value)} width={slot * BAR_SHARE} height={Math.max(0, MARGIN.top + PLOT_H - y(value))} fill={CURRENT_COLOUR} />
      ))}
      <path d={previousPath} fill="none" stroke={PREVIOUS_COLOUR} strokeWidth={2} strokeDasharray="6 4" />
      {[0, middle, current.length - 1].map((index, n) => (
        <text key={n} x={xCentre(index)} y={HEIGHT - 8} textAnchor={n === 0 ? "start" : n === 2 ? "end" : "middle"} style={text}>
          {xLabels[n]}
        </text>
      ))}
    </svg>
  );
}
