// Time in a person's zone (docs/PRODUCT.md "Time"): offsets, wall times across DST edges, and calendar-day bounds.
// Built on Intl only, so the server and the browser read zones from the same IANA data.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** A name isValidZone can accept (the runtime's IANA names: Europe/Paris, America/Port-au-Prince, Etc/GMT-2, UTC). */
export const ZONE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_+/-]*$';
const ZONE_NAME = new RegExp(ZONE_NAME_PATTERN);

export function isValidZone(zone: string): boolean {
  if (!zone || zone.length > 64 || !ZONE_NAME.test(zone)) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    formatters.delete(zone);
    return false;
  }
}

/** The zone's offset at that instant in minutes east of UTC (New York in winter: -300). */
export function offsetMinutes(zone: string, ms: number): number {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / MINUTE);
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** ISO 8601 to the second at that offset (minutes east of UTC): `2026-11-21T08:00:00-05:00`. */
export function isoAtOffset(ms: number, offset: number): string {
  const wall = new Date(ms + offset * MINUTE).toISOString().slice(0, 19);
  return `${wall}${formatOffset(offset)}`;
}

/** ISO 8601 to the second with the zone's offset of that moment: `2026-11-21T08:00:00-05:00`. */
export const toZonedIso = (ms: number, zone: string): string => isoAtOffset(ms, offsetMinutes(zone, ms));

/**
 * The instant of a wall-clock time in a zone. A time in a spring-forward gap moves forward by the gap
 * (02:30 → 03:30); a time in the doubled fall-back hour is its first occurrence.
 */
export function wallTimeToInstant(wallAsUtc: number, zone: string): number {
  const candidates = [offsetMinutes(zone, wallAsUtc - DAY), offsetMinutes(zone, wallAsUtc + DAY)]
    .map((offset) => wallAsUtc - offset * MINUTE)
    .filter((instant) => instant + offsetMinutes(zone, instant) * MINUTE === wallAsUtc);
  if (candidates.length > 0) return Math.min(...candidates);
  return wallAsUtc - offsetMinutes(zone, wallAsUtc - DAY) * MINUTE;
}

/**
 * What parseTimestamp reads (trimmed): a date, or a date and time to the minute, second or microsecond, with or without
 * an offset (Z, +02:00, +0200). Without flags, so the OpenAPI document gives it as a JSON Schema `pattern` (docs/API.md).
 */
export const TIMESTAMP_PATTERN =
  '^(\\d{4})-(\\d{2})-(\\d{2})(?:[Tt ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,6}))?)?)?\\s*([Zz]|[+-]\\d{2}:?\\d{2})?$';
const TIMESTAMP = new RegExp(TIMESTAMP_PATTERN);

/** The offset a timestamp is written with, in minutes east of UTC (Z: 0); undefined when it has none (or is not one). */
export function writtenOffset(text: string): number | undefined {
  const offset = TIMESTAMP.exec(text.trim())?.[8];
  if (!offset) return undefined;
  if (/^z$/i.test(offset)) return 0;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset)!;
  return (sign === '-' ? -1 : 1) * (+hours * 60 + +minutes);
}

/** A date, or date and time, with or without an offset; without one it is read in `zone`. Undefined if invalid. */
export function parseTimestamp(text: string, zone: string): number | undefined {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', offset] = match;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, Math.round(+`0.${fraction}` * 1000));
  const back = new Date(wall);
  if (back.getUTCFullYear() !== +y || back.getUTCMonth() !== +mo - 1 || back.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) {
    return undefined;
  }
  if (!offset) return wallTimeToInstant(wall, zone);
  if (/^z$/i.test(offset)) return wall;
  const [, sign, oh, om] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset)!;
  if (+oh > 18 || +om > 59) return undefined;
  return wall - (sign === '-' ? -1 : 1) * (+oh * 60 + +om) * MINUTE;
}

/** The first and last millisecond of a calendar date (`YYYY-MM-DD`) in a zone: the date filter's inclusive range. */
export function dayBounds(date: string, zone: string): { start: number; end: number } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const start = parseTimestamp(date, zone);
  if (start === undefined) return undefined;
  const [y, m, d] = date.split('-').map(Number);
  const nextDay = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { start, end: parseTimestamp(nextDay, zone)! - 1 };
}
