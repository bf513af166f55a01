// A small health diary for the chat's tests, written in any zone around a "today" (for unit tests Wednesday
// 2026-12-02, whose week began on Monday 30 November): sleeps, runs, moods, weigh-ins, meals and a supplement,
// with their measures and subjects.
import type { ContextEntry } from '../../../functions/providers/ai/ai-port';
import type { Measures } from '../../../shared/measures';
import { addDays } from '../../../shared/question-period';
import { parseTimestamp, toZonedIso } from '../../../shared/time';

export const TODAY = '2026-12-02';

/** The instant of a wall time in the zone ("2026-12-02T01:30"). */
export const wallTime = (local: string, zone: string) => new Date(parseTimestamp(local, zone)!);

/** Days from today, the wall time, and the entry. */
type Row = [collection: string, day: number, time: string, text: string, measures?: Measures, subjects?: string[], category?: string];

export const DIARY: Row[] = [
  ['sleep', -1, '22:30', 'slept well', { duration_min: 450, quality: 4 }, ['sleep'], 'sleep'],
  ['sleep', -2, '23:00', 'went to bed late', { duration_min: 390, quality: 3 }, ['sleep'], 'sleep'],
  ['sleep', -3, '23:00', 'long night', { duration_min: 480, quality: 5 }, ['sleep'], 'sleep'],
  ['sleep', -4, '23:00', 'bad night', { duration_min: 300, quality: 2 }, ['sleep'], 'sleep'],
  ['physical-activities', -1, '18:00', 'evening run', { duration_min: 30, distance_km: 5 }, ['running']],
  ['physical-activities', -2, '23:30', 'late run', { duration_min: 60, distance_km: 10 }, ['running']],
  ['physical-activities', -22, '18:00', 'run', { duration_min: 30, distance_km: 5 }, ['running']],
  ['physical-activities', -22, '07:00', 'morning jog', { duration_min: 20, distance_km: 3 }, ['running']],
  ['physical-activities', -29, '18:00', 'ran by the river', { duration_min: 30, distance_km: 5 }, ['running']],
  ['physical-activities', -32, '23:30', 'halloween run', { duration_min: 45, distance_km: 8 }, ['running']],
  ['physical-activities', -27, '18:00', 'yoga class', { duration_min: 60 }, ['yoga']],
  ['mood-stress', -1, '12:00', 'okay day', { mood: 6, stress: 4, energy: 5 }, []],
  ['mood-stress', -2, '12:00', 'great day', { mood: 8, stress: 2 }, ['good mood']],
  ['mood-stress', -7, '12:00', 'deadline', { stress: 7 }, ['stress']],
  ['mood-stress', -12, '12:00', 'low', { mood: 3 }, []],
  ['related-data', -1, '07:00', 'weight (weight): 71.2 kg', { value: 71.2, unit: 'kg' }, ['weight'], 'weight'],
  ['related-data', -6, '07:00', 'weight (weight): 71.8 kg', { value: 71.8, unit: 'kg' }, ['weight'], 'weight'],
  ['related-data', -20, '07:00', 'weight (weight): 72.4 kg', { value: 72.4, unit: 'kg' }, ['weight'], 'weight'],
  ['food-drinks', 0, '00:15', 'oatmeal with berries', {}, ['oatmeal', 'berry'], 'food_drinks'],
  ['food-drinks', -1, '19:00', 'pasta', {}, ['pasta'], 'food_drinks'],
  ['supplements', -4, '08:00', 'took magnesium 200mg', { dose_amount: 200, dose_unit: 'mg' }, ['magnesium'], 'supplements'],
];

/** The diary's entries in the zone, newest first, as the use case gives them. */
export function diary(zone: string, today = TODAY): ContextEntry[] {
  return DIARY.map(([collection, day, time, text, measures = {}, subjects = [], category = collection], i) => ({
    collection,
    id: `${collection}-${i}`,
    calculated_timestamp: toZonedIso(wallTime(`${addDays(today, day)}T${time}`, zone).getTime(), zone),
    text,
    notes: '',
    category,
    measures,
    subjects,
  })).sort((a, b) => Date.parse(b.calculated_timestamp) - Date.parse(a.calculated_timestamp));
}
