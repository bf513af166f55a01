// The doctor summary cut to the types a share link includes (docs/SHARING.md "What a clinician receives"): each part
// of GET /api/insights/summary/'s answer belongs to one entry type, and a part of a type left out is left out too.
// Findings join several types, so they are kept only when every type is shared; experiments never are.
import { ENTRY_COLLECTIONS, type EntryCollection } from '../../shared/entry-types';
import type { SeriesName } from '../../shared/insight-series';
import type { InsightsSummary } from '../../shared/schemas/insights-summary';

/** The entry type each daily series is read from (docs/INSIGHTS.md "Daily values"). */
export const SERIES_TYPES: Record<SeriesName, EntryCollection> = {
  sleep_hours: 'sleep',
  sleep_quality: 'sleep',
  activity_minutes: 'physical-activities',
  mood: 'mood-stress',
  stress: 'mood-stress',
  energy: 'mood-stress',
  symptom_severity: 'test-subjects',
  weight_kg: 'related-data',
};

export function summaryOfTypes(summary: Omit<InsightsSummary, 'experiments'>, types: readonly string[]): InsightsSummary {
  const has = (type: EntryCollection) => types.includes(type);
  const everyType = ENTRY_COLLECTIONS.every(has);
  return {
    ...summary,
    averages: summary.averages.filter((row) => {
      const type = SERIES_TYPES[row.series as SeriesName];
      return type !== undefined && has(type);
    }),
    symptoms: has('test-subjects') ? summary.symptoms : [],
    medications: has('supplements') ? summary.medications : [],
    schedules: has('supplements') ? summary.schedules : [],
    intake: has('food-drinks')
      ? summary.intake
      : { ...summary.intake, food_days: 0, food_entries: 0, entries_without_numbers: 0, nutrients: [] },
    findings: everyType ? summary.findings : [],
    // A link shares entry types; an experiment is none of them (its plan joins any type with any outcome), and its
    // title is the person's own words: a link never carries one.
    experiments: [],
  };
}
