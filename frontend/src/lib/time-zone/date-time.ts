// Instants shown and entered in a zone: short date and time in a locale, and <input type="datetime-local"> values.
import { offsetMinutes, parseTimestamp, toZonedIso } from '@shared/time';

export const DEFAULT_LOCALE = 'en-US';
const MINUTE = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A locale this browser formats dates in; en-US for one it lacks (it would otherwise use the browser's own). */
function usableLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Lists render hundreds of dates: one formatter per zone and locale. The locale sets order, separators and
 * the 12/24-hour clock; digits stay Latin so dates read alongside the app's English text. An unknown zone
 * falls back to the device's.
 */
function shortFormatter(zone: string, locale: string): Intl.DateTimeFormat {
  const key = `${zone}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const style = { dateStyle: 'short', timeStyle: 'short', numberingSystem: 'latn' } as const;
    const tag = usableLocale(locale);
    try {
      formatter = new Intl.DateTimeFormat(tag, { ...style, timeZone: zone });
    } catch {
      formatter = new Intl.DateTimeFormat(tag, style);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) in the same short date style as formatDateTime ('1/15/26' in en-US); unreadable as given. */
export function formatDate(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(day ?? ''));
  if (!match) return String(day ?? '');
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(usableLocale(locale), { dateStyle: 'short', numberingSystem: 'latn', timeZone: 'UTC' });
    dayFormatters.set(locale, formatter);
  }
  return formatter.format(Date.UTC(+match[1], +match[2] - 1, +match[3]));
}

/** The instant of an ISO text; one without an offset is a wall time in `zone`. Undefined if unreadable. */
export function parseInstant(iso: string, zone: string): number | undefined {
  if (typeof iso !== 'string' || !iso.trim()) return undefined;
  const strict = parseTimestamp(iso, zone);
  if (strict !== undefined) return strict;
  const loose = Date.parse(iso);
  return Number.isNaN(loose) ? undefined : loose;
}

/** Short date and short time in the zone and locale (en-US in New York: '1/15/26, 8:30 AM'); unreadable input as given. */
export function formatDateTime(iso: string, zone: string, locale: string): string {
  const ms = parseInstant(iso, zone);
  return ms === undefined ? String(iso ?? '') : shortFormatter(zone, locale).format(ms);
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
