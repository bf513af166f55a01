// The measures Health Trends can draw (the insights series, and the daily intake of nutrients from food and drinks):
// their names, the person's units, and how a value reads.
import { NUTRIENT_SERIES, type NutrientSeriesName } from '@shared/insight-series';
import { formatDuration, KG_PER_LB, type UnitSystem } from '@shared/measures';
import { formatNumber, NUTRIENTS } from '@shared/nutrition';
import type { Insights } from './api/get-insights';

export type TrendKey = keyof Insights['series'] | NutrientSeriesName;

export interface TrendSeries {
  key: TrendKey;
  /** 'intake': a nutrient's daily total from the food and drink entries (insights.intake). */
  group: 'health' | 'intake';
  /** In the chooser and the table: "Sleep hours". */
  label: string;
  /** At the start of the summary: "Sleep". */
  name: string;
  /** The y axis: a score's fixed bounds, from 0 for amounts, or around the values (weight). */
  range: readonly [number, number] | 'from-zero' | 'around';
  /** A value in the person's units as read: "7 h 12 min", "6.5/10", "159.6 lb". */
  format(value: number, system: UnitSystem): string;
  /** An axis tick: "8 h", "30 min", "6". */
  tick(value: number, system: UnitSystem): string;
  /** The stored value in the person's units (kg → lb for a US reader); the stored value itself otherwise. */
  toLocal?(value: number, system: UnitSystem): number;
}

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
const outOf = (max: number) => ({
  range: [max === 4 ? 0 : 1, max] as const,
  format: (v: number) => `${oneDecimal(v)}/${max}`,
  tick: (v: number) => oneDecimal(v),
});
const weightUnit = (system: UnitSystem) => (system === 'us' ? 'lb' : 'kg');

const HEALTH_SERIES: readonly Omit<TrendSeries, 'group'>[] = [
  {
    key: 'sleep_hours',
    label: 'Sleep hours',
    name: 'Sleep',
    range: 'from-zero',
    format: (v) => formatDuration(v * 60),
    tick: (v) => `${oneDecimal(v)} h`,
  },
  { key: 'sleep_quality', label: 'Sleep quality', name: 'Sleep quality', ...outOf(5) },
  {
    key: 'activity_minutes',
    label: 'Activity minutes',
    name: 'Activity',
    range: 'from-zero',
    format: (v) => formatDuration(v),
    tick: (v) => `${oneDecimal(v)} min`,
  },
  { key: 'mood', label: 'Mood', name: 'Mood', ...outOf(10) },
  { key: 'stress', label: 'Stress', name: 'Stress', ...outOf(10) },
  { key: 'energy', label: 'Energy', name: 'Energy', ...outOf(10) },
  { key: 'symptom_severity', label: 'Symptom severity', name: 'Symptom severity', ...outOf(4) },
  {
    key: 'weight_kg',
    label: 'Weight',
    name: 'Weight',
    range: 'around',
    format: (v, system) => `${oneDecimal(v)} ${weightUnit(system)}`,
    tick: (v, system) => `${oneDecimal(v)} ${weightUnit(system)}`,
    toLocal: (v, system) => (system === 'us' ? v / KG_PER_LB : v),
  },
];

/** A nutrient's day total: "1,850 kcal", "62 g", "2,300 mg". */
const INTAKE_SERIES: readonly TrendSeries[] = NUTRIENT_SERIES.map((key) => {
  const { label, unit } = NUTRIENTS[key];
  return {
    key,
    group: 'intake',
    label: key === 'energy_kcal' ? 'Energy intake (kcal)' : `${label} (${unit})`,
    name: key === 'energy_kcal' ? 'Energy intake' : label,
    range: 'from-zero',
    format: (v: number) => `${formatNumber(v)} ${unit}`,
    tick: (v: number) => formatNumber(v),
  };
});

export const TREND_SERIES: readonly TrendSeries[] = [
  ...HEALTH_SERIES.map((series) => ({ ...series, group: 'health' as const })),
  ...INTAKE_SERIES,
];

export const DEFAULT_TREND: TrendKey = 'sleep_hours';

/** The series' stored day values in the answer (null: nothing logged). */
export function rawValues(insights: Insights, series: TrendSeries): (number | null)[] {
  return series.group === 'intake'
    ? insights.intake.series[series.key as NutrientSeriesName]
    : insights.series[series.key as keyof Insights['series']];
}

export function trendSeriesOf(key: string): TrendSeries | undefined {
  return TREND_SERIES.find((series) => series.key === key);
}

/** The day values in the person's units; null (nothing logged) stays null. */
export function localValues(series: TrendSeries, values: readonly (number | null)[], system: UnitSystem): (number | null)[] {
  const toLocal = series.toLocal;
  return toLocal ? values.map((v) => (v === null ? null : toLocal(v, system))) : [...values];
}
