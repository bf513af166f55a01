// Average daily intake against targets (docs/INSIGHTS.md "Daily intake"), from the daily intake of GET /api/insights/:
// each nutrient's mean over the days that had the number — a day with no food logged is left out, never a 0 —
// with the days it rests on. The Analytics page, the doctor summary and the weekly report read it the same way.
import { NUTRIENT_SERIES, type NutrientSeriesName } from './insight-series';
import { NUTRIENTS } from './nutrition';
import type { DailyIntakeAnswer, IntakeSummary, IntakeTarget } from './schemas/insights-intake';

export type IntakeTargets = Partial<Record<NutrientSeriesName, IntakeTarget>>;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The mean of the days with a value (null when none), and their count. */
export function meanOfDays(values: readonly (number | null)[]): { mean: number | null; days: number } {
  const present = values.filter((value): value is number => value !== null);
  return { mean: present.length ? Math.round((sum(present) / present.length) * 10) / 10 : null, days: present.length };
}

/** The intake of days `from` (inclusive) to `to` (exclusive) of the answer, against `targets` (null: none known). */
export function intakeSummaryOf(intake: DailyIntakeAnswer, targets: IntakeTargets | null, from = 0, to?: number): IntakeSummary {
  const end = to ?? intake.food_entries_per_day.length;
  const foodEntries = intake.food_entries_per_day.slice(from, end);
  return {
    days: foodEntries.length,
    food_days: foodEntries.filter((count) => count > 0).length,
    food_entries: sum(foodEntries),
    entries_without_numbers: sum(intake.without_numbers_per_day.slice(from, end)),
    nutrients: NUTRIENT_SERIES.map((nutrient) => ({
      nutrient,
      unit: NUTRIENTS[nutrient].unit,
      ...meanOfDays(intake.series[nutrient].slice(from, end)),
      target: targets?.[nutrient] ?? null,
    })),
  };
}
