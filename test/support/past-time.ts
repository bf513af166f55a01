// Seeded entry times that are never in the future, whatever the hour the suite runs (issue 23): the entries API now
// refuses a time more than an hour ahead (shared/future-time.ts), so a test seeding "today 08:00" would fail before
// 07:00 and pass after. A seeded time still to come today moves to a few minutes before now, but never off its day,
// so a test about today's panel still has its entry today (just after midnight: 00:00 of today, never yesterday).
import { parseTimestamp, toZonedIso } from '../../shared/time';

/** How far before now a seeded time that would be ahead is put: a few minutes, so it lists as the latest. */
export const PAST_MARGIN_MS = 5 * 60_000;

/** The first instant of the zone's day that holds `instantMs`. */
function startOfDayIn(instantMs: number, zone: string): number {
  const day = toZonedIso(instantMs, zone).slice(0, 10);
  return parseTimestamp(`${day}T00:00:00`, zone)!;
}

/**
 * The instant, if it is at least PAST_MARGIN_MS before now; else PAST_MARGIN_MS before now, but not before the start of
 * the instant's day in the zone (and never after now). Days before today are left as they are.
 */
export function pastOnItsDay(instantMs: number, zone: string, nowMs = Date.now()): number {
  if (instantMs <= nowMs - PAST_MARGIN_MS) return instantMs;
  return Math.min(nowMs, Math.max(nowMs - PAST_MARGIN_MS, startOfDayIn(instantMs, zone)));
}

/**
 * A wall time in the zone ('2026-11-27T08:00' or with seconds) as ISO with the zone's offset, moved before now on its
 * day by pastOnItsDay when it is still to come: what a seed sends as calculated_timestamp.
 */
export function pastWallTime(local: string, zone: string, nowMs = Date.now()): string {
  const instant = parseTimestamp(local, zone);
  if (instant === undefined) throw new Error(`not a wall time: ${local}`);
  return toZonedIso(pastOnItsDay(instant, zone, nowMs), zone);
}

/** `minutes` before now, but still today in the zone (00:00 of today just after midnight), as ISO with the offset. */
export function minutesAgoToday(minutes: number, zone: string, nowMs = Date.now()): string {
  return toZonedIso(Math.max(nowMs - minutes * 60_000, startOfDayIn(nowMs, zone)), zone);
}
