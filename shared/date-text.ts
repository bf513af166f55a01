// The app's one date format (docs/DATES.md) in its pure form: numeric day, month and four-digit year in the person's
// order, and the time on their clock, in a zone. The web app's formatter (frontend/src/lib/time-zone) is built on it,
// and so are the pages the API serves itself (the local checkout and billing pages), so a date reads the same on both.
import type { Clock, DateOrder } from './account-rules';
import { offsetMinutes } from './time';

export type DateFormat = { order: DateOrder; clock: Clock };

const localeDefaults = new Map<string, DateFormat>();

/** The order and clock a locale writes dates in (en-US: month/day/year, 12-hour; fr-FR: day/month/year, 24-hour). */
export function localeDateFormat(locale: string): DateFormat {
  let found = localeDefaults.get(locale);
  if (!found) {
    found = { order: 'MDY', clock: '12h' };
    try {
      const parts = new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).formatToParts(Date.UTC(2026, 10, 22));
      const letters = parts.map((part) => ({ day: 'D', month: 'M', year: 'Y' })[part.type as string] ?? '').join('');
      if (letters === 'DMY' || letters === 'MDY' || letters === 'YMD') found.order = letters;
      const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
      found.clock = hourCycle === 'h23' || hourCycle === 'h24' ? '24h' : '12h';
    } catch {
      // an unusable locale: en-US's
    }
    localeDefaults.set(locale, found);
  }
  return found;
}

/** The person's choices where made, the locale's for the rest. */
export function resolveDateFormat(locale: string, chosen?: { date_order?: DateOrder | null; clock?: Clock | null }): DateFormat {
  const fallback = localeDateFormat(locale);
  return { order: chosen?.date_order ?? fallback.order, clock: chosen?.clock ?? fallback.clock };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar date (year, month 1-12, day) in the order: '22/11/2026', '11/22/2026', '2026-11-22'. */
export function dateText(year: number, month: number, day: number, order: DateOrder): string {
  const y = String(year).padStart(4, '0');
  if (order === 'YMD') return `${y}-${pad(month)}-${pad(day)}`;
  return order === 'DMY' ? `${pad(day)}/${pad(month)}/${y}` : `${pad(month)}/${pad(day)}/${y}`;
}

/** A wall time on the clock: '18:59' or '6:59 PM'. */
export function timeText(hour: number, minute: number, clock: Clock): string {
  if (clock === '24h') return `${pad(hour)}:${pad(minute)}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

function safeOffset(zone: string, ms: number): number {
  try {
    return offsetMinutes(zone, ms);
  } catch {
    return -new Date(ms).getTimezoneOffset();
  }
}

/**
 * An instant's wall time in the zone as short date and short time with a four-digit year ('01/15/2026, 8:30 AM',
 * '15/01/2026, 13:30', '2026-01-15, 13:30'). An unknown zone is the runtime's own.
 */
export function instantText(ms: number, zone: string, format: DateFormat): string {
  const wall = new Date(ms + safeOffset(zone, ms) * 60_000);
  const date = dateText(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), format.order);
  return `${date}, ${timeText(wall.getUTCHours(), wall.getUTCMinutes(), format.clock)}`;
}
