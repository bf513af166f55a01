// When a reminder falls (docs/REMINDERS.md "Occurrences"): each time on each chosen day, in the person's zone, within
// the start and end dates. Pure: the caller gives the instants. Wall-clock times keep across DST through
// shared/time.ts: a time in the spring-forward gap moves forward by the gap (02:30 → 03:30), and a time in the
// repeated autumn hour falls once, at its first occurrence.
import { WEEKDAYS, type Weekday } from '../../../shared/schemas/reminders';
import { wallTimeToInstant } from '../../../shared/time';

const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/** How far nextOccurrences looks before it gives up (a schedule that ended, or has no day left). */
const SEARCH_DAYS = 400;

/** What occurrences need of a reminder: a log prompt and a medication both have it. */
export interface Timing {
  id: string;
  timezone: string;
  times: readonly string[];
  days: readonly Weekday[];
  start_date?: string;
  end_date?: string;
}

export interface Occurrence {
  /** Sent once per key: the reminder's id, the local date and the wall time ("r1@2026-03-08T02:30"). */
  key: string;
  reminderId: string;
  /** The local date and wall time as scheduled (02:30 stays 02:30 here even when it fell at 03:30). */
  localDate: string;
  time: string;
  at: number;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDateOf(ms: number, zone: string): string {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(zone, format);
  }
  return format.format(ms);
}

/** A date `days` after a YYYY-MM-DD date (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant a wall time ("21:30") on a local date falls in a zone. */
export function instantOf(date: string, time: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return wallTimeToInstant(Date.UTC(y, m - 1, d, h, mi), zone);
}

const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** The reminder's occurrences on one local date, in time order (none off its days or outside its dates). */
export function occurrencesOn(reminder: Timing, date: string): Occurrence[] {
  if (reminder.start_date && date < reminder.start_date) return [];
  if (reminder.end_date && date > reminder.end_date) return [];
  if (!reminder.days.includes(weekdayOf(date))) return [];
  return [...reminder.times].sort().map((time) => ({
    key: `${reminder.id}@${date}T${time}`,
    reminderId: reminder.id,
    localDate: date,
    time,
    at: instantOf(date, time, reminder.timezone),
  }));
}

/** Occurrences falling in [from, to), in time order. */
export function occurrencesBetween(reminder: Timing, from: number, to: number): Occurrence[] {
  const found: Occurrence[] = [];
  // A day either side: a local date's times can fall on the UTC date before or after.
  const last = addDays(localDateOf(to, reminder.timezone), 1);
  for (let date = addDays(localDateOf(from, reminder.timezone), -1); date <= last; date = addDays(date, 1)) {
    for (const occurrence of occurrencesOn(reminder, date)) if (occurrence.at >= from && occurrence.at < to) found.push(occurrence);
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The next `count` occurrences strictly after an instant; fewer when the schedule ends first. */
export function nextOccurrences(reminder: Timing, after: number, count = 1): Occurrence[] {
  const found: Occurrence[] = [];
  for (let from = after + 1; found.length < count && from < after + SEARCH_DAYS * DAY; from += 7 * DAY) {
    found.push(...occurrencesBetween(reminder, from, from + 7 * DAY));
    if (reminder.end_date && localDateOf(from, reminder.timezone) > reminder.end_date) break;
  }
  return found.slice(0, count);
}
