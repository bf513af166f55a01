// uPlot's options for one series over the period's days: days as x (0 … n-1, labelled in the person's locale), gaps
// where nothing was logged (null is never joined or drawn as 0), a dashed line at the period's own average and a
// dotted one at the period before's, and for a nutrient a thin solid one at the person's daily target.
import type uPlot from 'uplot';
import type { UnitSystem } from '@shared/measures';
import type { TrendSeries } from '../trend-series';

export interface ChartInput {
  series: TrendSeries;
  system: UnitSystem;
  /** The x axis labels, one per day. */
  labels: string[];
  /** The day values in the person's units; null: nothing logged. */
  values: (number | null)[];
  average: number;
  /** The period before's average, drawn for comparison (null: nothing logged then). */
  previous: number | null;
  /** The person's daily target for a nutrient (null: none). */
  target?: number | null;
  /** Where the pointer is: a day's index, or null when it left the chart. */
  onHover(index: number | null): void;
}

export const CHART_HEIGHT = 240;
/** Days between x labels: a day, two, a week, a fortnight, four weeks, two months, a quarter, half a year. */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182];

const cssColor = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Indices of days logged alone (no logged neighbour): a line cannot show them, so they are always dotted. */
function lonelyDays(values: (number | null)[]): number[] {
  return values.flatMap((v, i) => (v !== null && values[i - 1] == null && values[i + 1] == null ? [i] : []));
}

/** The y range: a score's own bounds, from 0 for amounts, or a margin around the values (weight). */
function yRange(series: TrendSeries, target: number | null) {
  return (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => {
    if (Array.isArray(series.range)) return [series.range[0], series.range[1]];
    if (series.range === 'from-zero') return [0, Math.max(max, target ?? 0) > 0 ? Math.max(max, target ?? 0) * 1.15 : 1];
    const margin = Math.max(1, (max - min) * 0.25);
    return [Math.floor(min - margin), Math.ceil(max + margin)];
  };
}

/** Wide enough for the longest tick label, measured in the axis font. */
function axisSize(u: uPlot, values: string[] | null, axisIdx: number, cycle: number): number {
  const axis = u.axes[axisIdx];
  if (cycle > 1) return (axis as { _size?: number })._size ?? 40;
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  u.ctx.font = (axis.font as unknown as string[])[0];
  return Math.ceil(u.ctx.measureText(longest).width / devicePixelRatio + 14);
}

export function chartData(
  values: (number | null)[],
  average: number,
  previous: number | null,
  target: number | null = null,
): uPlot.AlignedData {
  return [values.map((_, i) => i), values, values.map(() => average), values.map(() => previous), values.map(() => target)];
}

export function chartOptions(input: ChartInput, width: number): uPlot.Options {
  const { series, system, labels, values } = input;
  const accent = cssColor('--color-accent', '#0f766e');
  const muted = cssColor('--color-text-muted', '#53625b');
  const grid = cssColor('--color-border', '#dbe2de');
  const previousColor = cssColor('--color-warning', '#9a6700');
  const targetColor = cssColor('--color-text', '#1a2420');
  const font = `12px ${cssColor('--font-sans', 'system-ui, sans-serif')}`;
  const lonely = lonelyDays(values);
  const logged = values.filter((v) => v !== null).length;
  const last = values.length - 1;
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: {
      y: false,
      points: { size: 8 },
      drag: { x: false, y: false, setScale: false },
    },
    scales: {
      x: { time: false, range: () => [-0.5, last + 0.5] },
      y: { range: yRange(series, input.target ?? null) },
    },
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks: { stroke: grid, size: 4 },
        space: values.length > 90 ? 84 : 56,
        incrs: DAY_STEPS,
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      },
      {
        stroke: muted,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        size: axisSize,
        values: (_u, splits) => splits.map((v) => series.tick(v, system)),
      },
    ],
    series: [
      {},
      {
        label: series.label,
        stroke: accent,
        width: 2,
        spanGaps: false,
        points: {
          // Every logged day's dot while there are few enough to tell apart; otherwise only the days logged alone.
          show: (u) => logged * 8 <= u.bbox.width / devicePixelRatio,
          filter: (_u, _i, show) => (show ? null : lonely),
          size: 6,
          fill: accent,
        },
      },
      { label: 'Average', stroke: muted, width: 1.5, dash: [6, 4], points: { show: false } },
      { label: 'Average before', stroke: previousColor, width: 2, dash: [2, 4], points: { show: false } },
      { label: 'Target', stroke: targetColor, width: 1.5, points: { show: false } },
    ],
    hooks: { setCursor: [(u) => input.onHover(u.cursor.idx ?? null)] },
  };
}
