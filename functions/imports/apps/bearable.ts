// Bearable's CSV export (docs/IMPORT.md "Other apps' exports"): one row is one reading (a mood, an energy level, a
// symptom with its severity, a night's sleep, the day's factors…) at a part of the day (`am`, `mid`, `pm`, `pre`).
// Sleep and sleep quality rows of a day make one Sleep entry, written after the last row; every other row is its own
// entry, keyed by its date, part of the day, category and detail.
import type { AppContext, AppFormat, AppReader, AppResult, AppRow } from './app-format';
import { hasHeaders } from './app-format';
import { instantOf } from './app-rows';
import { numberOf } from './app-rows';
import { addSleep, bearableSleep, type SleepDay } from './bearable-sleep';
import {
  ENERGY_WORDS,
  energyEntry,
  factorsEntry,
  foodEntry,
  measurementEntry,
  medicationEntry,
  moodEntry,
  split,
  symptomEntry,
} from './bearable-readings';

/** The clock each part of the day is put at (docs/IMPORT.md "Which time a reading gets"). */
export const BEARABLE_TIMES: Readonly<Record<string, string>> = { am: '08:00', mid: '13:00', pm: '18:00', pre: '22:00' };

/** `am` → 08:00, a clock as it is, anything else (or nothing) → no time: the date alone, at noon. */
export function bearableClock(cell: string): string | undefined {
  const word = cell.trim().toLowerCase();
  if (BEARABLE_TIMES[word]) return BEARABLE_TIMES[word];
  return /^\d{1,2}:\d{2}/.test(word) ? cell.trim() : undefined;
}

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
    const day = instantOf(row.row, date, undefined, context);
    if (typeof day !== 'number') return [day];
    const night = nights.get(date) ?? { date, noon: day, row: row.row, notes: [] };
    nights.set(date, night);
    return addSleep(night, category, rating, detail, notes, row.row);
  }
  const clock = bearableClock(row.get('time of day'));
  const at = instantOf(row.row, date, clock, context);
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
      return detail ? [medicationEntry(entry, detail, context)] : [];
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
