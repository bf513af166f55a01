// Bearable's CSV export (docs/IMPORT.md "Other apps' exports"): one row is one reading (a mood, an energy level, a
// symptom with its severity, a night's sleep, the day's factors…) at a part of the day (`am`, `mid`, `pm`, `pre`).
// Sleep and sleep quality rows of a day make one Sleep entry, written after the last row; every other row is its own
// entry, keyed by its date, part of the day, category and detail.
import { typeKey } from '../../../shared/entry-types';
import type { Measures } from '../../../shared/measures';
import type { AppContext, AppFormat, AppReader, AppResult, AppRow } from './app-format';
import { hasHeaders } from './app-format';
import { detailEntry, onTenPointScale, pastInstantOf, reading, relatedEntry } from './app-entries';
import { numberOf } from './app-rows';
import { addSleep, bearableSleep, type SleepDay } from './bearable-sleep';

/** The clock each part of the day is put at (docs/IMPORT.md "Which time a reading gets"). */
export const BEARABLE_TIMES: Readonly<Record<string, string>> = { am: '08:00', mid: '13:00', pm: '18:00', pre: '22:00' };

/** Bearable's severity words, on its (and Tend's) 0–4 scale. */
const SEVERITIES: Readonly<Record<string, number>> = { none: 0, mild: 1, moderate: 2, severe: 3, unbearable: 4, extreme: 4 };
const ENERGY_WORDS: Readonly<Record<string, number>> = { 'v. low': 1, low: 2, ok: 3, high: 4, 'v. high': 5 };

/** `am` → 08:00, a clock as it is, anything else (or nothing) → no time: the date alone, at noon. */
export function bearableClock(cell: string): string | undefined {
  const word = cell.trim().toLowerCase();
  if (BEARABLE_TIMES[word]) return BEARABLE_TIMES[word];
  return /^\d{1,2}:\d{2}/.test(word) ? cell.trim() : undefined;
}

/** "Back (lower) pain (Moderate)" → name "Back (lower) pain", severity 2 (the rating wins when it is 0–4). */
export function symptomOf(detail: string, rating: string): { name: string; severity?: number } {
  const match = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(detail);
  const word = match?.[2].trim().toLowerCase();
  const name = match && word !== undefined && word in SEVERITIES ? match[1].trim() : detail.trim();
  const number = numberOf(rating);
  const severity =
    number !== undefined && Number.isInteger(number) && number >= 0 && number <= 4 ? number : word ? SEVERITIES[word] : undefined;
  return { name, severity };
}

const split = (text: string) =>
  text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);

export const bearable: AppFormat = {
  id: 'bearable',
  name: 'Bearable',
  matches: (headers) => hasHeaders(headers, ['date', 'time of day', 'category', 'rating/amount', 'detail']),
  open(_headers, context): AppReader {
    const nights = new Map<string, SleepDay>();
    return {
      row: (row) => readRow(row, context, nights),
      end: () =>
        [...nights.values()]
          .filter((night) => night.minutes !== undefined || night.quality !== undefined)
          .map((night) => bearableSleep(night, context)),
    };
  },
};

function readRow(row: AppRow, context: AppContext, nights: Map<string, SleepDay>): AppResult[] {
  const date = row.get('date') || row.get('date formatted');
  const category = row.get('category').toLowerCase();
  const [rating, detail] = [row.get('rating/amount'), row.get('detail')];
  const notes = row.get('notes') === '(Synced)' ? '' : row.get('notes');
  if (!date && !category) return [];
  if (category === 'sleep' || category === 'sleep quality') {
    const day = pastInstantOf(row.row, date, undefined, context);
    if (typeof day !== 'number') return [day];
    const night = nights.get(date) ?? { date, noon: day, row: row.row, notes: [] };
    nights.set(date, night);
    return addSleep(night, category, rating, detail, notes, row.row);
  }
  const clock = bearableClock(row.get('time of day'));
  const at = pastInstantOf(row.row, date, clock, context);
  if (typeof at !== 'number') return [at];
  const key = [category, date, row.get('time of day'), detail].join('/');
  const number = numberOf(rating);
  const entry = { key, at, notes };
  switch (category) {
    case 'mood':
      return number !== undefined || detail ? [moodEntry(entry, number, detail, context)] : [];
    case 'energy':
      return number !== undefined || ENERGY_WORDS[detail.toLowerCase()] ? [energyEntry(entry, number, detail, context)] : [];
    case 'symptom':
    case 'symptoms':
      return detail ? [symptomEntry(entry, detail, rating, context)] : [];
    case 'factors':
    case 'factor':
      return split(detail).length > 0 ? [factorsEntry(entry, split(detail), context)] : [];
    case 'medication':
    case 'medications':
      return detail
        ? [detailEntry('supplements', key, at, context, { details: detail, subjects: [detail.replace(/\s*\(.*\)\s*$/, '')], notes })]
        : [];
    case 'nutrition':
    case 'meals':
      return detail ? [foodEntry(entry, detail, context)] : [];
    case 'health measurements':
    case 'health measurement':
    case 'measurement':
    case 'measurements':
      return measurementEntry(entry, detail, rating, row.row, context);
    default:
      return [];
  }
}

interface RowEntry {
  key: string;
  at: number;
  notes: string;
}

function moodEntry({ key, at, notes }: RowEntry, number: number | undefined, detail: string, context: AppContext): AppResult {
  const mood = number !== undefined && number >= 1 && number <= 10 ? Math.round(number) : undefined;
  const words = [`Mood ${number ?? ''}${mood ? '/10' : ''}`.trim(), detail].filter(Boolean).join(': ');
  return detailEntry('mood-stress', key, at, context, {
    details: words,
    measures: mood ? { mood } : {},
    subjects: ['mood', ...split(detail)],
    notes,
  });
}

function energyEntry({ key, at, notes }: RowEntry, number: number | undefined, detail: string, context: AppContext): AppResult {
  const level = number ?? ENERGY_WORDS[detail.toLowerCase()];
  const energy = level === undefined ? undefined : onTenPointScale(level, 5);
  return detailEntry('mood-stress', key, at, context, {
    details: `Energy: ${detail || level}`,
    measures: energy ? { energy } : {},
    subjects: ['energy'],
    notes,
  });
}

function symptomEntry({ key, at, notes }: RowEntry, detail: string, rating: string, context: AppContext): AppResult {
  const { name, severity } = symptomOf(detail, rating);
  return detailEntry('test-subjects', key, at, context, {
    details: detail,
    measures: severity === undefined ? {} : { severity },
    subjects: [name],
    notes,
  });
}

function factorsEntry({ key, at, notes }: RowEntry, factors: string[], context: AppContext): AppResult {
  return relatedEntry(key, at, context, { name: 'Factors', type: 'factors', text: factors.join(', '), subjects: factors, notes });
}

function foodEntry({ key, at, notes }: RowEntry, detail: string, context: AppContext): AppResult {
  const items = split(detail.replace(/^meals:\s*/i, ''));
  return detailEntry('food-drinks', key, at, context, { details: items.join(', ') || detail, subjects: items, notes });
}

/** "Weight (kg)" 72.4 → a weight reading; "Step count (steps)" → steps; "Blood pressure" 120/80 → systolic/diastolic. */
function measurementEntry({ key, at, notes }: RowEntry, detail: string, rating: string, row: number, context: AppContext): AppResult[] {
  const match = /^(.*?)\s*(?:\(([^()]+)\))?\s*$/.exec(detail)!;
  const [name, unit] = [match[1].trim() || 'Measurement', (match[2] ?? '').trim()];
  const pressure = /^(\d{2,3})\s*\/\s*(\d{2,3})$/.exec(rating);
  if (pressure) {
    const measures: Measures = { systolic: Number(pressure[1]), diastolic: Number(pressure[2]) };
    return [relatedEntry(key, at, context, { name: 'Blood pressure', type: 'blood_pressure', text: `${rating} mmHg`, measures, notes })];
  }
  const value = numberOf(rating);
  if (value === undefined) return rating ? [{ problem: `Row ${row}: “${rating}” is not a number for ${detail || 'a measurement'}.` }] : [];
  if (/step/i.test(name)) {
    return [
      detailEntry('physical-activities', key, at, context, {
        details: `${Math.round(value)} steps`,
        measures: { steps: Math.round(value) },
        subjects: ['walking'],
        notes,
      }),
    ];
  }
  if (!unit) return [relatedEntry(key, at, context, { name, type: typeKey(name), text: `${value}`, measures: { value }, notes })];
  return [reading(key, at, context, { name, type: typeKey(name), value, unit, notes })];
}
