// Exist's CSV export (exist.io; docs/IMPORT.md "Other apps' exports"): `date` and one column per attribute, a row per
// day, each attribute named as Exist's API names it. The attributes Tend has a type for become entries with their
// measures, keyed `<attribute>/<date>`; every other attribute (productivity, events, weather, custom tags…) is dropped.
import { formatDuration, type Measures } from '../../../shared/measures';
import type { AppContext, AppEntry, AppFormat, AppResult, AppRow } from './app-format';
import { detailEntry, grouped, onTenPointScale, reading } from './app-entries';
import { instantOf } from './app-rows';
import { numberOf } from './app-rows';

/** Attributes only Exist names so: one of them beside `date` first is Exist's file, not any "date,steps" table. */
const EXIST_ONLY = [
  'mood_note',
  'steps_active_min',
  'steps_distance',
  'sleep_start',
  'sleep_end',
  'time_in_bed',
  'heartrate_resting',
  'productive_min',
  'meditation_min',
  'sleep_awakenings',
];
/** Exist's mood, energy and stress are rated 1–9. */
const EXIST_POINTS = 9;

const pad = (n: number) => String(n).padStart(2, '0');
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(Math.round(minutes) % 60)}`;

export const exist: AppFormat = {
  id: 'exist',
  name: 'Exist',
  matches: (headers) => headers[0] === 'date' && headers.some((header) => EXIST_ONLY.includes(header)),
  open: (_headers, context) => ({ row: (row) => readRow(row, context) }),
};

type Numbers = Map<string, number>;

function readRow(row: AppRow, context: AppContext): AppResult[] {
  const date = row.get('date');
  const numbers: Numbers = new Map();
  for (const name of [
    'mood',
    'energy',
    'stress',
    'steps',
    'steps_distance',
    'sleep',
    'sleep_start',
    'sleep_end',
    'sleep_awakenings',
    'weight',
    'body_fat',
    'heartrate_resting',
    'meditation_min',
    'water',
  ]) {
    const text = row.get(name);
    if (!text) continue;
    const value = numberOf(text);
    if (value === undefined) return [{ problem: `Row ${row.row}: “${text}” under ${name} is not a number.` }];
    numbers.set(name, value);
  }
  const note = row.get('mood_note');
  if (!date || (numbers.size === 0 && !note)) return [];
  const at = instantOf(row.row, date, undefined, context);
  if (typeof at !== 'number') return [at];
  return [...moodEntries(numbers, note, date, at, context), ...bodyEntries(numbers, date, at, context)];
}

function moodEntries(numbers: Numbers, note: string, date: string, at: number, context: AppContext): AppEntry[] {
  const measures: Measures = {};
  const words: string[] = [];
  for (const name of ['mood', 'energy', 'stress'] as const) {
    const value = numbers.get(name);
    const scaled = value === undefined ? undefined : onTenPointScale(value, EXIST_POINTS);
    if (value === undefined) continue;
    words.push(`${name[0].toUpperCase()}${name.slice(1)} ${value}/${EXIST_POINTS}`);
    if (scaled !== undefined) measures[name] = scaled;
  }
  if (words.length === 0 && !note) return [];
  const details = words.length > 0 ? words.join(', ') : 'Mood note';
  return [detailEntry('mood-stress', `mood/${date}`, at, context, { details, measures, subjects: ['mood'], notes: note })];
}

function bodyEntries(numbers: Numbers, date: string, at: number, context: AppContext): AppEntry[] {
  const entries: AppEntry[] = [];
  const [steps, distance] = [numbers.get('steps'), numbers.get('steps_distance')];
  if (steps || distance) {
    const measures: Measures = {
      ...(steps ? { steps: Math.round(steps) } : {}),
      ...(distance ? { distance_km: Math.round(distance * 100) / 100 } : {}),
    };
    const words = [steps && `${grouped(Math.round(steps))} steps`, distance && `${measures.distance_km} km`].filter(Boolean).join(', ');
    entries.push(
      detailEntry('physical-activities', `steps/${date}`, at, context, { details: `Walked ${words}`, measures, subjects: ['walking'] }),
    );
  }
  const sleep = numbers.get('sleep');
  if (sleep) {
    const measures: Measures = { duration_min: Math.min(Math.round(sleep), 24 * 60) };
    const [start, end, awakenings] = [numbers.get('sleep_start'), numbers.get('sleep_end'), numbers.get('sleep_awakenings')];
    // Exist counts bedtime in minutes from midday, wake time in minutes from midnight.
    if (start !== undefined && end !== undefined)
      [measures.bedtime, measures.wake_time] = [clockOf((start + 12 * 60) % (24 * 60)), clockOf(end)];
    if (awakenings !== undefined && awakenings <= 50) measures.awakenings = Math.round(awakenings);
    entries.push(
      detailEntry('sleep', `sleep/${date}`, at, context, { details: `Slept ${formatDuration(sleep)}`, measures, subjects: ['sleep'] }),
    );
  }
  const weight = numbers.get('weight');
  if (weight) entries.push(reading(`weight/${date}`, at, context, { name: 'Weight', type: 'weight', value: weight, unit: 'kg' }));
  const fat = numbers.get('body_fat');
  if (fat) entries.push(reading(`body_fat/${date}`, at, context, { name: 'Body fat', type: 'body_fat', value: fat, unit: '%' }));
  const resting = numbers.get('heartrate_resting');
  if (resting)
    entries.push(
      reading(`heartrate_resting/${date}`, at, context, {
        name: 'Resting heart rate',
        type: 'resting_heart_rate',
        value: Math.round(resting),
        unit: 'bpm',
      }),
    );
  const meditation = numbers.get('meditation_min');
  if (meditation)
    entries.push(
      detailEntry('mood-stress', `meditation/${date}`, at, context, {
        details: `Mindful session, ${formatDuration(meditation)}`,
        subjects: ['mindfulness'],
      }),
    );
  const water = numbers.get('water');
  if (water) {
    const ml = Math.min(Math.round(water), 10_000);
    entries.push(
      detailEntry('food-drinks', `water/${date}`, at, context, {
        details: `Water ${grouped(ml)} ml`,
        measures: { volume_ml: ml, water_g: ml },
        subjects: ['water'],
      }),
    );
  }
  return entries;
}
