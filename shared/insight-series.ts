// The daily series the insights read from entries (docs/INSIGHTS.md "Daily values"): their names, in the order the
// API, the CSV and the chart chooser list them, and what each is called in a sentence.
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

/** Hours as the insights' sentences write them: "48 min", "6 h 05" (the size of a difference: never signed). */
export function hoursText(hours: number): string {
  const minutes = Math.round(Math.abs(hours) * 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}
