// An item's time when its words give no clock time: a meal's usual hour, last night for a night's sleep. A guessed
// hour is never more than an hour after now (an entry is of the past; the hour allows a late entry for the coming
// one); a day the words place ahead ("pizza for dinner tomorrow") keeps it, for the review to flag.
import { FUTURE_SLACK_MS, isFutureInstant } from '../../../../shared/future-time';
import { parseTimestamp, toZonedIso, wallTimeToInstant, offsetMinutes } from '../../../../shared/time';
import { findDurations } from './durations';
import { nowIn } from './resolve-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LATER_TODAY = FUTURE_SLACK_MS;

/** A meal's usual time in minutes after midnight; a snack has none (it stays now). */
const MEAL_MINUTES: readonly [RegExp, number | undefined][] = [
  [/\bbreakfast\b/i, 8 * 60],
  [/\bbrunch\b/i, 11 * 60],
  [/\blunch\b/i, 12 * 60 + 30],
  [/\b(?:dinner|supper|tea time)\b/i, 19 * 60],
  [/\bsnacks?\b/i, undefined],
];
/** "after dinner": an hour after the meal, but never after now. */
const AFTER_MEAL = /\bafter\s+(?:my\s+|the\s+)?(?:breakfast|brunch|lunch|dinner|supper)\b/i;

/** A night's sleep (not a nap) without a time is the most recent night over; its bedtime is 22:00. */
const NIGHT_SLEEP = /\b(?:slept|sleep|sleeping|night|insomnia|restless)\b/i;
const NAP = /\b(?:nap|napped|napping|snooze)\b/i;
const BEDTIME_MINUTES = 22 * 60;
/** A night without a said duration is taken as 7 hours when deciding whether it is over yet. */
const USUAL_NIGHT_MINUTES = 7 * 60;

const wallOf = (ms: number, zone: string) => ms + offsetMinutes(zone, ms) * MINUTE;
const startOfDay = (wall: number) => wall - (((wall % DAY) + DAY) % DAY);
const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** The minutes after midnight of the meal the words name, or undefined (no meal, or a snack). */
export function mealMinutes(text: string): number | undefined {
  const meal = MEAL_MINUTES.find(([pattern]) => pattern.test(text));
  if (!meal || meal[1] === undefined) return undefined;
  return meal[1] + (AFTER_MEAL.test(text) ? 60 : 0);
}

/** That wall-clock minute on the day of `dayIso` (YYYY-MM-DD or ISO), as ISO with the zone's offset. */
export function atMinutes(dayIso: string, minutes: number, zone: string): string {
  return toZonedIso(wallTimeToInstant(dayOf(dayIso) + minutes * MINUTE, zone), zone);
}

/**
 * The most recent past occurrence of a meal's time ("oatmeal for breakfast" at 07:00 is yesterday's 08:00).
 * "after dinner" is an hour after the most recent dinner, so it may reach now but not pass it.
 */
export function mealTime(text: string, zone: string, now: Date): string | undefined {
  const minutes = mealMinutes(text);
  if (minutes === undefined) return undefined;
  const meal = minutes - (AFTER_MEAL.test(text) ? 60 : 0);
  const refWall = wallOf(now.getTime(), zone);
  let wall = startOfDay(refWall) + meal * MINUTE;
  if (wall > refWall) wall -= DAY;
  const time = toZonedIso(wallTimeToInstant(wall + (minutes - meal) * MINUTE, zone), zone);
  return notAfter(time, zone, now, 0);
}

/** A night's sleep without a time: 22:00 on the most recent night whose sleep is over by now. */
export function sleepNight(text: string, zone: string, now: Date): string | undefined {
  if (!NIGHT_SLEEP.test(text) || NAP.test(text)) return undefined;
  const length = findDurations(text)[0]?.minutes ?? USUAL_NIGHT_MINUTES;
  const refWall = wallOf(now.getTime(), zone);
  let bed = startOfDay(refWall) + BEDTIME_MINUTES * MINUTE;
  while (bed + length * MINUTE > refWall) bed -= DAY;
  return toZonedIso(wallTimeToInstant(bed, zone), zone);
}

/** Whether a phrase's time (ISO or YYYY-MM-DD) is on a day after today in the zone, or over the hour of slack ahead. */
export function isAhead(time: string, zone: string, now: Date): boolean {
  if (time.slice(0, 10) > nowIn(now, zone).slice(0, 10)) return true;
  const instant = parseTimestamp(time, zone);
  return instant !== undefined && isFutureInstant(instant, now.getTime());
}

/** A guessed time more than `slack` after now becomes now. */
export function notAfter(time: string, zone: string, now: Date, slack = LATER_TODAY): string {
  const instant = parseTimestamp(time, zone);
  if (instant === undefined || instant <= now.getTime() + slack) return time;
  return nowIn(now, zone);
}
