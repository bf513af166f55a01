// Instants shown and entered in a zone: the app's one date format (date-format.ts), and <input type="datetime-local"> values.
import { offsetMinutes, parseTimestamp, toZonedIso } from '@shared/time';
import { instantText } from '@shared/date-text';
import { dateText, type DateFormat } from './date-format';

export const DEFAULT_LOCALE = 'en-US';
const MINUTE = 60_000;

/** A calendar day (YYYY-MM-DD) in the app's date format ('22/11/2026', '11/22/2026', '2026-11-22'); unreadable as given. */
export function formatDate(day: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(day ?? ''));
  return match ? dateText(+match[1], +match[2], +match[3], format.order) : String(day ?? '');
}

/**
 * Two calendar days (YYYY-MM-DD) as one span in the app's date format: '20/11/2026 – 26/11/2026',
 * '11/20/2026 – 11/26/2026', '2026-11-20 – 2026-11-26'; one day when both are the same.
 */
export function formatDateRange(first: string, last: string, format: DateFormat): string {
  return first === last ? formatDate(first, format) : `${formatDate(first, format)} – ${formatDate(last, format)}`;
}

/** Every calendar day written YYYY-MM-DD inside a text (a weekly report, its title) in the app's date format. */
export function formatDaysIn(text: string, format: DateFormat): string {
  return String(text ?? '').replace(/\b(\d{4}-\d{2}-\d{2})\b(?!T\d)/g, (day) => formatDate(day, format));
}

/** The instant of an ISO text; one without an offset is a wall time in `zone`. Undefined if unreadable. */
export function parseInstant(iso: string, zone: string): number | undefined {
  if (typeof iso !== 'string' || !iso.trim()) return undefined;
  const strict = parseTimestamp(iso, zone);
  if (strict !== undefined) return strict;
  const loose = Date.parse(iso);
  return Number.isNaN(loose) ? undefined : loose;
}

/**
 * The app's one date-time format: the instant's wall time in the zone as short date and short time with a four-digit
 * year ('01/15/2026, 8:30 AM', '15/01/2026, 13:30', '2026-01-15, 13:30'); unreadable input as given. An unknown zone
 * is the device's.
 */
export function formatDateTime(iso: string, zone: string, format: DateFormat): string {
  const ms = parseInstant(iso, zone);
  return ms === undefined ? String(iso ?? '') : instantText(ms, zone, format);
}

/** The zone's offset in minutes east of UTC at that instant (now when none is given). */
export function zoneOffsetMinutes(zone: string, iso?: string): number {
  const ms = iso === undefined ? Date.now() : (parseInstant(iso, zone) ?? Date.now());
  return offsetMinutes(zone, ms);
}

/** The wall time of an instant in the zone as 'YYYY-MM-DDTHH:mm' for a datetime-local input; '' if unreadable. */
export function toDateTimeInputValue(iso: string, zone: string): string {
  const ms = parseInstant(iso, zone);
  if (ms === undefined) return '';
  return new Date(ms + offsetMinutes(zone, ms) * MINUTE).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read as a wall time in the zone, as ISO with the zone's offset then
 * ('2026-03-08T02:30' in New York, a time that does not exist, moves on to '2026-03-08T03:30:00-04:00';
 * a time of the doubled fall-back hour is its first occurrence). `filledFrom`, the instant the input was
 * filled with, is kept when the value is unchanged, so editing another field never moves a second-occurrence
 * time. '' if the value is not a date and time.
 */
export function fromDateTimeInputValue(value: string, zone: string, filledFrom?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value ?? '')) return '';
  const kept = filledFrom === undefined ? undefined : parseInstant(filledFrom, zone);
  const ms = kept !== undefined && toDateTimeInputValue(filledFrom!, zone) === value.slice(0, 16) ? kept : parseTimestamp(value, zone);
  return ms === undefined ? '' : toZonedIso(ms, zone);
}

/** Now as a datetime-local value in the zone. */
export function nowInputValue(zone: string): string {
  return toDateTimeInputValue(new Date().toISOString(), zone);
}

/** Today in the zone as 'YYYY-MM-DD' (for <input type="date"> and the date filter). */
export function dateInputToday(zone: string): string {
  return nowInputValue(zone).slice(0, 10);
}
