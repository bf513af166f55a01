// A generic CSV's date and time cells read as an instant in the person's zone (docs/IMPORT.md "CSV"): ISO
// (`2026-03-01`, `2026-03-01 08:00`, with or without an offset), `2026/03/01`, and `03/01/2026` read in the date
// order the person chose (DATE_ORDERS), or in the only order that makes a date when they did not choose; dates in
// words ("22nd Sep 2020"), Unix time and Excel serial days (worded-dates.ts).
import type { DateOrder } from '../../../shared/account-rules';
import { parseTimestamp, toZonedIso, wallTimeToInstant } from '../../../shared/time';
import { numericDate, wordedDate } from './worded-dates';

const NUMERIC = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a numeric date in an order, or undefined when it is no calendar date. */
function isoDate(a: number, b: number, c: number, order: DateOrder): string | undefined {
  const [y, m, d] = order === 'YMD' ? [a, b, c] : order === 'MDY' ? [c, a, b] : [c, b, a];
  const year = y < 100 ? 2000 + y : y;
  const date = new Date(Date.UTC(year, m - 1, d));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${year}-${pad(m)}-${pad(d)}`;
}

/** The orders a numeric date (`03/01/2026`) reads as a real date in; [] when it is not one. */
export function ordersOf(date: string): DateOrder[] {
  const match = NUMERIC.exec(date.trim());
  if (!match) return [];
  const [a, b, c] = match.slice(1).map(Number);
  if (match[1].length === 4) return isoDate(a, b, c, 'YMD') ? ['YMD'] : [];
  return (['DMY', 'MDY'] as const).filter((order) => isoDate(a, b, c, order));
}

/** `HH:MM:SS` of `8:05`, `08:05:30`, `8:05 PM`; undefined when it is no time. */
function clockOf(text: string): string | undefined {
  const match = CLOCK.exec(text.trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const [minute, second] = [Number(match[2]), Number(match[3] ?? 0)];
  if (match[4]) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (/^p/i.test(match[4]) ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

export type DateReading = { ms: number; hasTime: boolean } | { problem: 'not-a-date' | 'ambiguous' };

/**
 * The instant of a date cell (and a time cell, when there is one) in `zone`. A numeric date that reads as a date in
 * both day-first and month-first order needs `order`; without it the answer is 'ambiguous'.
 */
export function readDate(dateCell: string, timeCell: string | undefined, zone: string, order?: DateOrder): DateReading {
  const text = dateCell.trim();
  const [datePart, ...rest] = text.split(/[ T](.*)/s).filter((part) => part !== undefined && part !== '');
  let iso: string | undefined;
  let clock = timeCell?.trim() ? clockOf(timeCell) : undefined;
  if (timeCell?.trim() && !clock) return { problem: 'not-a-date' };
  const orders = /^\d{4}-\d{2}-\d{2}/.test(text) ? [] : ordersOf(datePart ?? '');
  if (orders.length > 0) {
    const [a, b, c] = NUMERIC.exec(datePart.trim())!.slice(1).map(Number);
    const only = orders.length === 1 && (orders[0] === 'YMD' || !order);
    const chosen = only ? orders[0] : order && orders.includes(order) ? order : undefined;
    if (!chosen && !order) return { problem: 'ambiguous' };
    if (!chosen) return { problem: 'not-a-date' };
    iso = isoDate(a, b, c, chosen);
    const time = rest.join(' ').trim();
    if (time) {
      const own = clockOf(time);
      if (!own) return { problem: 'not-a-date' };
      clock ??= own;
    }
  } else {
    const ms = parseTimestamp(text, zone);
    if (ms === undefined) return otherForms(text, clock, zone);
    const hasTime = /\d{4}-\d{2}-\d{2}[T ]\d/.test(text);
    if (hasTime || !clock) return { ms, hasTime };
    iso = text.slice(0, 10);
  }
  if (!clock) return { ms: parseTimestamp(iso!, zone)!, hasTime: false };
  return { ms: parseTimestamp(`${iso}T${clock}`, zone)!, hasTime: true };
}

/** A date in words or a number (worded-dates.ts), with the time cell's clock when it has none of its own. */
function otherForms(text: string, clock: string | undefined, zone: string): DateReading {
  const number = numericDate(text);
  if (number && 'instant' in number) return { ms: number.instant, hasTime: true };
  if (number) {
    const [iso, own] = [new Date(number.wall).toISOString().slice(0, 10), new Date(number.wall).toISOString().slice(11, 19)];
    const at = clock ?? (number.hasTime ? own : undefined);
    return at ? { ms: parseTimestamp(`${iso}T${at}`, zone)!, hasTime: true } : { ms: wallTimeToInstant(number.wall, zone), hasTime: false };
  }
  const worded = wordedDate(text);
  if (!worded) return { problem: 'not-a-date' };
  const own = worded.rest ? clockOf(worded.rest) : undefined;
  if (worded.rest && !own) return { problem: 'not-a-date' };
  const at = clock ?? own;
  return at
    ? { ms: parseTimestamp(`${worded.iso}T${at}`, zone)!, hasTime: true }
    : { ms: parseTimestamp(worded.iso, zone)!, hasTime: false };
}

/**
 * Where a date read without a time goes (docs/IMPORT.md "CSV"): 12:00 on the zone's wall clock that day (not midnight
 * + 12 h, which is 13:00 on a spring-forward day), or now when noon is still ahead today.
 */
export function noonOf(midnightMs: number, zone: string, now: number): number {
  const noon = parseTimestamp(`${toZonedIso(midnightMs, zone).slice(0, 10)}T12:00:00`, zone)!;
  return noon > now && midnightMs <= now ? now : noon;
}
