// The outcome by day, each day's column shaded by its condition (A, B; a washout day paler: lived, not compared), as
// a small SVG sized to its box. Not uPlot: sharing Analytics' chart library would split it into a chunk of its own that
// the first load must name; a line over at most a year of days needs none of it. Decorative for screen readers: the
// days' table beside it says the same.
import { useLayoutEffect, useRef, useState } from 'react';
import type { OutcomeKind } from '@shared/experiments';
import type { ExperimentResult } from '../api/experiments-api';

const HEIGHT = 220;
const PAD = { top: 10, right: 8, bottom: 26, left: 44 };

/** Sleep is drawn in hours (its axis reads "7 h"); anything else in its own units. */
const shown = (kind: OutcomeKind, value: number | null) => (value === null ? null : kind === 'sleep_minutes' ? value / 60 : value);

function tickText(kind: OutcomeKind, value: number): string {
  if (kind === 'sleep_minutes') return `${Math.round(value * 10) / 10} h`;
  if (kind === 'symptom_days') return value === 1 ? 'yes' : 'no';
  return String(Math.round(value * 10) / 10);
}

/** About four round steps between the lowest and highest value, with a margin. */
function yTicks(kind: OutcomeKind, values: number[]): number[] {
  if (kind === 'symptom_days') return [0, 1];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.abs(high) || 1;
  const raw = span / 3;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= high + step * 0.999; v += step) ticks.push(Math.round(v * 1000) / 1000);
  return ticks;
}

type Props = { days: ExperimentResult['days']; kind: OutcomeKind; labels: string[] };

/** Runs of days with the same condition and washout, each one band. */
function bandsOf(days: Props['days']) {
  const bands: { first: number; last: number; condition: 'A' | 'B'; washout: boolean }[] = [];
  days.forEach((day, i) => {
    const last = bands.at(-1);
    if (last && last.condition === day.condition && last.washout === day.washout) last.last = i;
    else bands.push({ first: i, last: i, condition: day.condition, washout: day.washout });
  });
  return bands;
}

export default function DaysChart({ days, kind, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const values = days.map((d) => shown(kind, d.value));
  const logged = values.filter((v): v is number => v !== null);
  const ticks = yTicks(kind, logged.length ? logged : [0]);
  const yLow = kind === 'symptom_days' ? -0.2 : ticks[0];
  const yHigh = kind === 'symptom_days' ? 1.2 : ticks.at(-1)!;
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const dayWidth = days.length ? plotWidth / days.length : 0;
  const x = (i: number) => PAD.left + (i + 0.5) * dayWidth;
  const y = (v: number) => PAD.top + plotHeight * (1 - (v - yLow) / (yHigh - yLow || 1));
  // A line through logged days, broken where a day is missing (never joined across, never drawn as 0).
  const path = values
    .map((v, i) => (v === null ? '' : `${i > 0 && values[i - 1] !== null ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`))
    .join('');
  // A label every week, or every fortnight or four weeks where a week's labels would collide.
  const every = [7, 14, 28, 56].find((n) => n * dayWidth >= 56) ?? 91;

  return (
    <div ref={box} className="experiment-chart-plot" aria-hidden="true">
      {width > 0 && (
        <svg width={width} height={HEIGHT} className="experiment-chart-svg">
          {bandsOf(days).map((band) => (
            <rect
              key={band.first}
              className={`experiment-band-${band.condition.toLowerCase()}${band.washout ? ' experiment-band-washout' : ''}`}
              x={PAD.left + band.first * dayWidth}
              y={PAD.top}
              width={(band.last - band.first + 1) * dayWidth}
              height={plotHeight}
            />
          ))}
          {ticks.map((tick) => (
            <g key={tick}>
              <line className="experiment-grid" x1={PAD.left} x2={PAD.left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text className="experiment-tick" x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {tickText(kind, tick)}
              </text>
            </g>
          ))}
          {days.map((_, i) =>
            i % every === 0 ? (
              <text key={i} className="experiment-tick" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
                {labels[i]}
              </text>
            ) : null,
          )}
          <path className="experiment-line" d={path} />
          {values.map((v, i) => (v === null ? null : <circle key={i} className="experiment-dot" cx={x(i)} cy={y(v)} r={2.5} />))}
        </svg>
      )}
    </div>
  );
}
