// The outcome by day, each day's column shaded by its condition (A, B; a washout day paler: lived, not compared): a
// uPlot canvas sized to its box, loaded with the page's chart chunk. Decorative for screen readers: the days' table
// beside it says the same.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OutcomeKind } from '@shared/experiments';
import type { ExperimentResult } from '../api/experiments-api';

const HEIGHT = 220;

const cssColor = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Sleep is drawn in hours (its axis reads "7 h"); anything else in its own units. */
const shown = (kind: OutcomeKind, value: number | null) => (value === null ? null : kind === 'sleep_minutes' ? value / 60 : value);

function tick(kind: OutcomeKind, value: number): string {
  if (kind === 'sleep_minutes') return `${Math.round(value * 10) / 10} h`;
  if (kind === 'symptom_days') return value === 1 ? 'yes' : value === 0 ? 'no' : '';
  return String(Math.round(value * 10) / 10);
}

type Props = { days: ExperimentResult['days']; kind: OutcomeKind; labels: string[] };

function options(days: Props['days'], kind: OutcomeKind, labels: string[], width: number): uPlot.Options {
  const accent = cssColor('--color-accent', '#0f766e');
  const muted = cssColor('--color-text-muted', '#53625b');
  const grid = cssColor('--color-border', '#dbe2de');
  const shadeA = cssColor('--experiment-a', '#cfe9e4');
  const shadeB = cssColor('--experiment-b', '#f3e6c4');
  const font = `12px ${cssColor('--font-sans', 'system-ui, sans-serif')}`;
  const last = days.length - 1;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [-0.5, last + 0.5] },
      y: kind === 'symptom_days' ? { range: () => [-0.2, 1.2] } : {},
    },
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks: { stroke: grid, size: 4 },
        space: 56,
        incrs: [1, 2, 7, 14, 28],
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      },
      {
        stroke: muted,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        size: 48,
        splits: kind === 'symptom_days' ? () => [0, 1] : undefined,
        values: (_u, splits) => splits.map((v) => tick(kind, v)),
      },
    ],
    series: [{}, { label: 'Value', stroke: accent, width: 2, spanGaps: false, points: { show: true, size: 5, fill: accent } }],
    hooks: {
      // Each day's column in its condition's colour, behind the line.
      drawClear: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          days.forEach((day, i) => {
            const left = u.valToPos(i - 0.5, 'x', true);
            const right = u.valToPos(i + 0.5, 'x', true);
            ctx.globalAlpha = day.washout ? 0.35 : 1;
            ctx.fillStyle = day.condition === 'A' ? shadeA : shadeB;
            ctx.fillRect(left, bbox.top, right - left, bbox.height);
          });
          ctx.restore();
        },
      ],
    },
  };
}

export default function DaysChart({ days, kind, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((_, i) => i), days.map((d) => shown(kind, d.value))];
    const plot = new uPlot(options(days, kind, labels, element.clientWidth), data, element);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height: plot.height });
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [days, kind, labels]);
  return <div ref={box} className="experiment-chart-plot" aria-hidden="true" />;
}
