// Wall-clock arithmetic in a person's zone for quick re-log (docs/QUICK-LOG.md): an instant's local date, weekday and
// minute of the day, and the instant of a local date and minute, through shared/time.ts (the same DST rules as an
// entry's time: a time in a spring-forward gap moves forward, a doubled hour takes its first occurrence).
import { offsetMinutes, wallTimeToInstant } from '../../../shared/time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  /** 0 (Sunday) to 6. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

export function localMoment(ms: number, zone: string): LocalMoment {
  const wall = new Date(ms + offsetMinutes(zone, ms) * MINUTE);
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The date `days` later (earlier when negative). */
export const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The instant of a local date at a minute of the day in the zone. */
export const instantAt = (date: string, minutes: number, zone: string) =>
  wallTimeToInstant(Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE, zone);

/** "08:12" */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The median of minutes of the day (the lower middle of an even count): a usual time no single odd day moves far. */
export function medianMinutes(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
