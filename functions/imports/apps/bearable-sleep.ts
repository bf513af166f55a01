// A day of Bearable's sleep rows as one Sleep entry (docs/IMPORT.md "Other apps' exports"): its duration (`7:30`
// in rating/amount, or from `Asleep 23:15 - 06:45` in the detail), bedtime and wake time, and the day's sleep
// quality (poor, ok, good, great: 1–4 on Tend's 1–5). A synced night and one typed by hand are the same night, so
// the longest duration of the day is the night's; it is written after the file's last row, keyed by its date.
import { formatDuration, type Measures } from '../../../shared/measures';
import type { AppContext, AppEntry, AppResult } from './app-format';
import { detailEntry } from './app-entries';
import { numberOf } from './app-rows';

export interface SleepDay {
  /** The date cell as the file writes it: the key. */
  date: string;
  /** Noon of the date (or now, for today), in the person's zone. */
  noon: number;
  row: number;
  minutes?: number;
  bedtime?: string;
  wakeTime?: string;
  quality?: number;
  qualityWord?: string;
  notes: string[];
}

const QUALITY_WORDS: Readonly<Record<string, number>> = { poor: 1, ok: 2, good: 3, great: 4 };
/** Bearable's 1–4 sleep quality on Tend's 1–5, its ends kept (docs/IMPORT.md "Scales"). */
const QUALITY_ON_FIVE = [1, 2, 4, 5];
const ASLEEP = /(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `7:30` or `7.5` hours as minutes; undefined when it is neither. */
export function sleepMinutes(cell: string): number | undefined {
  const clock = /^(\d{1,2}):(\d{2})$/.exec(cell.trim());
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const hours = numberOf(cell);
  return hours === undefined ? undefined : Math.round(hours * 60);
}

/** A sleep or sleep quality row added to its day; a problem when its number is none. */
export function addSleep(night: SleepDay, category: string, rating: string, detail: string, notes: string, row: number): AppResult[] {
  if (notes && !night.notes.includes(notes)) night.notes.push(notes);
  if (category === 'sleep quality') {
    const number = numberOf(rating);
    const level = number !== undefined && number >= 1 && number <= 4 ? Math.round(number) : QUALITY_WORDS[detail.toLowerCase()];
    if (level === undefined)
      return rating || detail ? [{ problem: `Row ${row}: “${rating || detail}” is not a sleep quality (1–4, poor to great).` }] : [];
    [night.quality, night.qualityWord] = [QUALITY_ON_FIVE[level - 1], detail || undefined];
    return [];
  }
  const asleep = ASLEEP.exec(detail);
  const fromDetail = asleep ? spanMinutes(asleep) : undefined;
  const minutes = rating ? sleepMinutes(rating) : fromDetail;
  if (minutes === undefined) return rating ? [{ problem: `Row ${row}: “${rating}” is not a sleep duration (hours:minutes).` }] : [];
  if (night.minutes === undefined || minutes > night.minutes) {
    night.minutes = minutes;
    if (asleep) [night.bedtime, night.wakeTime] = [`${pad(Number(asleep[1]))}:${asleep[2]}`, `${pad(Number(asleep[3]))}:${asleep[4]}`];
  }
  return [];
}

function spanMinutes(match: RegExpExecArray): number {
  const [start, end] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  return end >= start ? end - start : end + 24 * 60 - start;
}

export function bearableSleep(night: SleepDay, context: AppContext): AppEntry {
  const measures: Measures = {};
  if (night.minutes !== undefined) measures.duration_min = Math.min(night.minutes, 24 * 60);
  if (night.bedtime) [measures.bedtime, measures.wake_time] = [night.bedtime, night.wakeTime];
  if (night.quality !== undefined) measures.quality = night.quality;
  const words = [
    night.minutes !== undefined ? `Slept ${formatDuration(night.minutes)}` : 'Sleep',
    night.qualityWord ? `quality ${night.qualityWord.toLowerCase()}` : night.quality !== undefined ? `quality ${night.quality}/5` : '',
  ].filter(Boolean);
  return detailEntry('sleep', `sleep/${night.date}`, night.noon, context, {
    details: words.join(', '),
    measures,
    subjects: ['sleep'],
    notes: night.notes.join('\n'),
  });
}
