// The daily series the insights read from entries (docs/INSIGHTS.md "Daily values"): their names, in the order the
// API, the CSV and the chart chooser list them, and what each is called in a sentence.
import { formatDuration } from './measures';
import { HEADLINE_NUTRIENTS, type NutrientName } from './nutrition';

export const SERIES_NAMES = [
  'sleep_hours',
  'sleep_quality',
  'activity_minutes',
  'mood',
  'stress',
  'energy',
  'symptom_severity',
  'weight_kg',
] as const;

export type SeriesName = (typeof SERIES_NAMES)[number];

export const SERIES_LABELS: Record<SeriesName, string> = {
  sleep_hours: 'Sleep',
  sleep_quality: 'Sleep quality',
  activity_minutes: 'Activity',
  mood: 'Mood',
  stress: 'Stress',
  energy: 'Energy',
  symptom_severity: 'Symptom severity',
  weight_kg: 'Weight',
};

/**
 * The nutrients the insights read as daily intake (docs/INSIGHTS.md "Daily intake"): each day's total of the food and
 * drink entries' nutrient measures, kept apart from the series above (their own block in GET /api/insights/).
 */
export const NUTRIENT_SERIES = [
  ...HEADLINE_NUTRIENTS,
  'fiber_g',
  'sugars_g',
  'sodium_mg',
  'caffeine_mg',
  'alcohol_g',
] as const satisfies readonly NutrientName[];

export type NutrientSeriesName = (typeof NUTRIENT_SERIES)[number];

/**
 * Hours as the insights' sentences write them, through the app's one duration format: "48 min", "6 h 5 min", "7 h"
 * (the size of a difference: never signed).
 */
export function hoursText(hours: number): string {
  return formatDuration(Math.abs(hours) * 60);
}
