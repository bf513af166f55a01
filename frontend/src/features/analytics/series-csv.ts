// The period's daily series as a CSV file, built from the insights already loaded: a row per day in the person's
// zone, a column per series in its stored unit (hours, minutes, kg …), an empty cell for a day with nothing logged
// (never 0), and the day's number of entries; then each nutrient's day total from the food and drink entries (empty on
// a day without the number, never 0 kcal), the day's food entries and how many of them had no numbers.
import { csvLine, UTF8_BOM } from '@shared/csv-format';
import { NUTRIENT_SERIES, SERIES_NAMES } from '@shared/insight-series';
import type { Insights } from './api/get-insights';

const SERIES = SERIES_NAMES;
export const SERIES_CSV_COLUMNS = [
  'date',
  ...SERIES,
  'entries',
  ...NUTRIENT_SERIES,
  'food_entries',
  'food_entries_without_numbers',
] as const;

/** Three decimals are ample for hours, minutes, scores and kilograms (7.2333… h reads 7.233). */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

export function seriesCsv(insights: Insights): { text: string; filename: string } {
  const rows = insights.days.map((day, i) =>
    csvLine([
      day,
      ...SERIES.map((key) => rounded(insights.series[key][i] ?? null)),
      insights.entries_per_day[i] ?? 0,
      ...NUTRIENT_SERIES.map((key) => rounded(insights.intake.series[key][i] ?? null)),
      insights.intake.food_entries_per_day[i] ?? 0,
      insights.intake.without_numbers_per_day[i] ?? 0,
    ]),
  );
  const { first_day, last_day } = insights.period;
  return {
    text: UTF8_BOM + csvLine(SERIES_CSV_COLUMNS) + rows.join(''),
    filename: `health-series-${first_day}-to-${last_day}.csv`,
  };
}
