// The entries an Apple Health import writes, worded as the app's own ("Walked 9,512 steps, 6.8 km", "Slept 7 h 12
// min", "Running 30 min, 5.2 km, 320 kcal", "72.4 kg"): each an ImportedEntry with a source key that names the fact,
// not the file, so importing the same export again writes nothing new (shared/imports/imported-entry.ts).
import type { ImportedEntry } from '../../../shared/imports/imported-entry';
import type { EntryCollection } from '../../../shared/entry-types';
import { formatDuration, formatMeasure, type Measures } from '../../../shared/measures';
import type { DetailEntryRequest, RelatedEntryRequest } from '../../../shared/schemas/entries';
import type { Night } from './sleep-nights';
import type { ZoneClock } from './zone-clock';

const round = (n: number, places = 0) => Math.round(n * 10 ** places) / 10 ** places;
const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max);

function entryTime(clock: ZoneClock, ms: number) {
  return { calculated_timestamp: clock.iso(ms), device_timezone: clock.zone, device_offset_minutes: clock.offset(ms) };
}

function detail(collection: EntryCollection, sourceKey: string, body: DetailEntryRequest): ImportedEntry {
  return { collection, entry: body, source: 'apple-health', sourceKey };
}

/** A day's steps and walking/running distance, at noon of that day. */
export function dayActivity(clock: ZoneClock, day: string, at: number, steps: number, distanceKm: number): ImportedEntry {
  const measures: Measures = {};
  const parts: string[] = [];
  if (steps > 0) {
    measures.steps = clamp(Math.round(steps), 200_000);
    parts.push(`${formatMeasure('steps', measures.steps)} steps`);
  }
  if (distanceKm > 0) {
    measures.distance_km = clamp(round(distanceKm, 2), 1000);
    parts.push(`${round(distanceKm, 1)} km`);
  }
  const details = `Walked ${parts.join(', ')}`;
  return detail('physical-activities', `steps/${day}`, { ...entryTime(clock, at), details, measures, subjects: ['walking'] });
}

/** "HKWorkoutActivityTypeTraditionalStrengthTraining" → "Traditional strength training". */
export function activityLabel(activity: string): string {
  const words = activity
    .replace(/^HKWorkoutActivityType/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Workout';
}

export function workout(clock: ZoneClock, activity: string, start: number, minutes: number, km?: number, kcal?: number): ImportedEntry {
  const label = activityLabel(activity);
  const measures: Measures = { duration_min: clamp(round(minutes, 1), 24 * 60) };
  const parts = [`${label} ${formatDuration(minutes)}`];
  if (km !== undefined && km > 0) {
    measures.distance_km = clamp(round(km, 2), 1000);
    parts.push(`${round(km, 1)} km`);
  }
  if (kcal !== undefined && kcal > 0) parts.push(`${Math.round(kcal)} kcal`);
  const key = `workout/${new Date(start).toISOString()}/${activity}`;
  return detail('physical-activities', key, {
    ...entryTime(clock, start),
    details: parts.join(', '),
    measures,
    subjects: [label.toLowerCase()],
  });
}

/** One night's sleep, at the time the person woke. */
export function sleep(clock: ZoneClock, night: Night): ImportedEntry {
  const measures: Measures = {
    duration_min: clamp(Math.round(night.asleepMinutes), 24 * 60),
    bedtime: clock.clock(night.start),
    wake_time: clock.clock(night.end),
    awakenings: clamp(night.awakenings, 50),
  };
  const details = `Slept ${formatDuration(night.asleepMinutes)}`;
  return detail('sleep', `sleep/${night.night}`, { ...entryTime(clock, night.end), details, measures, subjects: ['sleep'] });
}

export function related(clock: ZoneClock, ms: number, name: string, type: string, text: string, measures: Measures): ImportedEntry {
  const entry: RelatedEntryRequest = { ...entryTime(clock, ms), item_name: name, item_type: type, data_details: text, measures };
  return { collection: 'related-data', entry, source: 'apple-health', sourceKey: `${type}/${new Date(ms).toISOString()}` };
}

export function mood(clock: ZoneClock, key: string, ms: number, details: string, measures: Measures, subjects: string[]): ImportedEntry {
  return detail('mood-stress', `${key}/${new Date(ms).toISOString()}`, { ...entryTime(clock, ms), details, measures, subjects });
}

export function dayDrink(clock: ZoneClock, key: string, day: string, ms: number, details: string, measures: Measures): ImportedEntry {
  return detail('food-drinks', `${key}/${day}`, { ...entryTime(clock, ms), details, measures, subjects: [key] });
}
