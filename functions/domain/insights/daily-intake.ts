// Daily intake (docs/INSIGHTS.md "Daily intake"): each calendar day's totals of the food and drink entries' nutrient
// measures, gathered while dailyValues reads the entries. A day with no food or drink logged is missing (null), never
// a day of 0 kcal; a day counts for a nutrient when at least one of its entries has that number, and the entries
// without any number (no match in the food table, nothing typed) are counted so the page can say so.
import { NUTRIENT_SERIES, type NutrientSeriesName } from '../../../shared/insight-series';
import type { Measures } from '../../../shared/measures';
import { NUTRIENT_NAMES, roundNutrient } from '../../../shared/nutrition';

/** Caffeine from this hour on (the zone's wall clock) is "afternoon caffeine", a factor of the night's sleep. */
export const AFTERNOON_HOUR = 14;

export interface DailyIntake {
  /** Per nutrient, the day's total (null: no entry of that day had the number). */
  series: Record<NutrientSeriesName, (number | null)[]>;
  /** Food and drink entries per day (0: none logged, the day is missing). */
  foodEntries: number[];
  /** Of those, the entries with no nutrient number at all. */
  withoutNumbers: number[];
  /** Caffeine in mg from entries at or after 14:00; null on a day without caffeine numbers, 0 when all were earlier. */
  afternoonCaffeine: (number | null)[];
}

export interface IntakeCollector {
  /** One food or drink entry of day `i`, logged at `hour` (0–23) of the zone's day. */
  add(i: number, measures: Measures | undefined, hour: number): void;
  result(): DailyIntake;
}

export function intakeCollector(dayCount: number): IntakeCollector {
  const totals = Object.fromEntries(NUTRIENT_SERIES.map((name) => [name, new Array<number | null>(dayCount).fill(null)])) as Record<
    NutrientSeriesName,
    (number | null)[]
  >;
  const foodEntries = new Array<number>(dayCount).fill(0);
  const withoutNumbers = new Array<number>(dayCount).fill(0);
  const afternoon = new Array<number>(dayCount).fill(0);
  return {
    add(i, measures, hour) {
      foodEntries[i] += 1;
      let any = false;
      for (const name of NUTRIENT_SERIES) {
        const value = measures?.[name];
        if (typeof value !== 'number' || !Number.isFinite(value)) continue;
        any = true;
        totals[name][i] = (totals[name][i] ?? 0) + value;
        if (name === 'caffeine_mg' && hour >= AFTERNOON_HOUR) afternoon[i] += value;
      }
      // An entry with numbers of other nutrients only (a label's vitamin D) still has numbers.
      if (!any && !NUTRIENT_NAMES.some((name) => typeof measures?.[name] === 'number')) withoutNumbers[i] += 1;
    },
    result() {
      const series = Object.fromEntries(
        NUTRIENT_SERIES.map((name) => [name, totals[name].map((value) => (value === null ? null : roundNutrient(name, value)))]),
      ) as DailyIntake['series'];
      const afternoonCaffeine = series.caffeine_mg.map((total, i) => (total === null ? null : roundNutrient('caffeine_mg', afternoon[i])));
      return { series, foodEntries, withoutNumbers, afternoonCaffeine };
    },
  };
}
