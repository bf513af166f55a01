// Time phrases ("at 8am", "yesterday evening", "2 hours ago", "on Monday") resolved in the person's zone.
// chrono reads the person's wall clock as if it were UTC; the wall time it answers is turned back into an
// instant with the zone's real offset at that moment, so DST edges and the server's zone never shift a day.
import * as chrono from 'chrono-node';
import { offsetMinutes, toZonedIso, wallTimeToInstant } from '../../../../shared/time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead a bare clock time may be and still mean today (a late entry for the coming hour). */
const LATER_TODAY = 60 * MINUTE;

export interface TimePhrase {
  /** Where the phrase sits in the text, including a leading "at", "on" or "in the". */
  index: number;
  length: number;
  /** ISO with the zone's offset, or YYYY-MM-DD when only a day is meant. */
  time: string;
  /** A range ("from 11pm to 7am") is also a duration: its words stay in the details. */
  isRange: boolean;
}

/** Hours for parts of the day when no clock time is given. */
const DAY_PARTS: readonly [RegExp, number][] = [
  [/\bmidnight\b/i, 0], [/\bnoon\b|\bmidday\b/i, 12], [/\btonight\b/i, 21], [/\bnight\b/i, 22],
  [/\bevening\b/i, 19], [/\bafternoon\b/i, 14], [/\bmorning\b/i, 8],
];
const WEEKDAY = /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
const LEADING_WORDS = /(?:\b(?:in the|during the|at|on|in|this|around|about)\s+)+$/i;

/** "in 28 min" after "ran 5k" is a duration, not a time; logs are about the past. */
const isForwardDuration = (result: chrono.ParsedResult) => /^in\s/i.test(result.text) && !DAY_PARTS.some(([p]) => p.test(result.text));

export const nowIn = (now: Date, zone: string): string => toZonedIso(now.getTime(), zone);

export function findTimePhrase(text: string, zone: string, now: Date): TimePhrase | undefined {
  const nowMs = now.getTime();
  const refWall = nowMs + offsetMinutes(zone, nowMs) * MINUTE;
  let results: chrono.ParsedResult[];
  try {
    results = chrono.parse(text, { instant: new Date(refWall), timezone: 0 }, { forwardDate: false });
  } catch {
    return undefined;
  }
  const result = results.find((r) => !isForwardDuration(r));
  if (!result) return undefined;
  const lead = LEADING_WORDS.exec(text.slice(0, result.index));
  const index = lead ? lead.index : result.index;
  return { index, length: result.index + result.text.length - index, time: resolve(result, zone, nowMs, refWall), isRange: !!result.end };
}

function resolve(result: chrono.ParsedResult, zone: string, nowMs: number, refWall: number): string {
  const start = result.start;
  const phrase = result.text;
  let wall = Date.UTC(start.get('year')!, start.get('month')! - 1, start.get('day')!, start.get('hour') ?? 0, start.get('minute') ?? 0, start.get('second') ?? 0);
  // A duration back from now is exact, whatever the clocks did in between.
  if (/\bago\b/i.test(phrase)) return toZonedIso(nowMs - (refWall - wall), zone);
  // A bare weekday means the most recent one, never next week's.
  if (WEEKDAY.test(phrase) && !/\bnext\b/i.test(phrase) && startOfDay(wall) > startOfDay(refWall)) wall -= 7 * DAY;
  const clockGiven = start.isCertain('hour');
  const dayPart = DAY_PARTS.find(([pattern]) => pattern.test(phrase));
  if (!clockGiven && !dayPart) return new Date(wall).toISOString().slice(0, 10);
  if (!clockGiven && dayPart) {
    wall = startOfDay(wall) + dayPart[1] * 60 * MINUTE;
    // "last night" or "this morning" written at 2am means the one just gone, not the coming one.
    if (!/\b(tonight|tomorrow|next|later)\b/i.test(phrase) && wall > refWall + LATER_TODAY) wall -= DAY;
  }
  // "headache at 3pm" written at 10am is about yesterday: a log is of what happened, a bare clock time is past.
  const dayGiven = start.isCertain('day') || start.isCertain('weekday');
  if (clockGiven && !dayGiven && wall > refWall + LATER_TODAY) wall -= DAY;
  return toZonedIso(wallTimeToInstant(wall, zone), zone);
}

const startOfDay = (wall: number) => wall - (((wall % DAY) + DAY) % DAY);
