// Time phrases ("at 8am", "yesterday evening", "2 hours ago", "on Monday") resolved in the person's zone.
// chrono reads the person's wall clock as if it were UTC; the wall time it answers is turned back into an
// instant with the zone's real offset at that moment, so DST edges and the server's zone never shift a day.
// A time the words place ahead ("tomorrow at 7pm", "tonight", "on 2 December") is kept where they place it: a
// log is of the past, but moving it to now would hide it; the review flags it (shared/future-time.ts). Only a
// time the words leave open ("at 8", "this morning" in the small hours) takes its most recent past occurrence.
import * as chrono from 'chrono-node';
import { FUTURE_SLACK_MS } from '../../../../shared/future-time';
import { offsetMinutes, toZonedIso, wallTimeToInstant } from '../../../../shared/time';
import { maskDurations } from './durations';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead a bare clock time may be and still mean today (a late entry for the coming hour). */
const LATER_TODAY = FUTURE_SLACK_MS;
/** Before 05:00 the night is still yesterday's. */
const SMALL_HOURS_END = 5 * 60 * MINUTE;

export interface TimePhrase {
  /** Where the phrase sits in the text, including a leading "at", "on" or "in the". */
  index: number;
  length: number;
  /** ISO with the zone's offset, or YYYY-MM-DD when only a day is meant. */
  time: string;
  /** A range ("from 11pm to 7am") is also a duration: its words stay in the details. */
  isRange: boolean;
  /** A clock time (or "2 hours ago") was said; "yesterday" or "this morning" alone leave room for a meal's time. */
  clock: boolean;
  /** The day (YYYY-MM-DD) when the words name one ("yesterday at 7pm", "on Monday"), else undefined ("at 7pm"). */
  day?: string;
}

/** Hours for parts of the day when no clock time is given. */
const DAY_PARTS: readonly [RegExp, number][] = [
  [/\bmidnight\b/i, 0],
  [/\bnoon\b|\bmidday\b/i, 12],
  [/\btonight\b/i, 21],
  [/\bnight\b/i, 22],
  [/\bevening\b/i, 19],
  [/\bafternoon\b/i, 14],
  [/\bmorning\b/i, 8],
];
const BEDTIME_BEFORE = /\b(?:bed|asleep|bedtime|lights out|slept)\s*$/i;
const DAY_WORDS = /\b(?:today|tonight|yesterday|tomorrow|last night|this (?:morning|afternoon|evening))\b/i;
const WEEKDAY = /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
// Words that belong to the phrase: cut with it, so "headache since 2pm" never leaves a dangling "headache since".
const LEADING_WORDS = /(?:\b(?:in the|during the|at|on|in|this|around|about|since|from|after|before|until|till|by)\s+)+$/i;

/** "in 28 min" after "ran 5k" is a duration, not a time; entries are about the past. */
const isForwardDuration = (result: chrono.ParsedResult) => /^in\s/i.test(result.text) && !DAY_PARTS.some(([p]) => p.test(result.text));

/** "stress 7/10", "quality 4/5", "pain 3/4" are scores, not 10 July: only "on 7/10" or "since 7/10" is a date. */
const SCORE = /(?<!\b(?:on|since|from|until|by)\s+)\b\d{1,2}\s*\/\s*(?:4|5|10)\b(?!\s*\/)/gi;
const maskScores = (text: string) => text.replace(SCORE, (score) => ' '.repeat(score.length));

export const nowIn = (now: Date, zone: string): string => toZonedIso(now.getTime(), zone);

/** The first time phrase of a text; durations ("for 30 minutes") are masked first, as they are never a time. */
export function findTimePhrase(text: string, zone: string, now: Date): TimePhrase | undefined {
  const nowMs = now.getTime();
  const refWall = nowMs + offsetMinutes(zone, nowMs) * MINUTE;
  const masked = maskScores(maskDurations(text));
  let results: chrono.ParsedResult[];
  try {
    results = chrono.parse(masked, { instant: new Date(refWall), timezone: 0 }, { forwardDate: false });
  } catch {
    return undefined;
  }
  const result = results.find((r) => !isForwardDuration(r));
  if (!result) return undefined;
  const lead = LEADING_WORDS.exec(masked.slice(0, result.index));
  const index = lead ? lead.index : result.index;
  const clock = result.start.isCertain('hour') || /\bago\b/i.test(result.text);
  const time = resolve(result, zone, nowMs, refWall, pmHours(masked, masked.slice(0, index)));
  return {
    index,
    length: result.index + result.text.length - index,
    time,
    isRange: !!result.end,
    clock,
    day: daySaid(result) ? time.slice(0, 10) : undefined,
  };
}

/**
 * The bare hours (no am/pm) the words put after noon: a bedtime from 6 to 11 ("went to bed at 11" is 23:00), a
 * dinner's 1 to 11 ("Dinner at 7: pasta", "dinner at 8.30" are 19:00, 20:30), a lunch's 1 to 5 ("Lunch at 1: soup").
 */
function pmHours(text: string, before: string): readonly [number, number] | undefined {
  if (BEDTIME_BEFORE.test(before)) return [6, 11];
  if (/\b(?:dinner|supper)\b/i.test(text)) return [1, 11];
  if (/\b(?:lunch|brunch)\b/i.test(text)) return [1, 5];
  return undefined;
}

function resolve(result: chrono.ParsedResult, zone: string, nowMs: number, refWall: number, pm?: readonly [number, number]): string {
  const start = result.start;
  const phrase = result.text;
  let wall = Date.UTC(
    start.get('year')!,
    start.get('month')! - 1,
    start.get('day')!,
    start.get('hour') ?? 0,
    start.get('minute') ?? 0,
    start.get('second') ?? 0,
  );
  // A bare hour is pm after a bedtime or with a dinner (pmHours), and with a part of the day after noon
  // ("tonight at 9", "this afternoon at 3").
  const hour = start.get('hour') ?? 0;
  const bareHour = start.isCertain('hour') && !start.isCertain('meridiem') && hour >= 1 && hour <= 11;
  const afterNoon = /\b(?:afternoon|evening|tonight)\b/i.test(phrase) || (/\bnight\b/i.test(phrase) && hour >= 5);
  if (bareHour && ((pm && hour >= pm[0] && hour <= pm[1]) || afterNoon)) wall += 12 * 60 * MINUTE;
  // A duration back from now is exact, whatever the clocks did in between.
  if (/\bago\b/i.test(phrase)) return toZonedIso(nowMs - (refWall - wall), zone);
  // A bare weekday means the most recent one, never next week's.
  if (WEEKDAY.test(phrase) && !/\bnext\b/i.test(phrase) && startOfDay(wall) > startOfDay(refWall)) wall -= 7 * DAY;
  const clockGiven = start.isCertain('hour');
  const dayPart = DAY_PARTS.find(([pattern]) => pattern.test(phrase));
  if (!clockGiven && !dayPart) return new Date(wall).toISOString().slice(0, 10);
  if (!clockGiven && dayPart) {
    wall = startOfDay(wall) + dayPart[1] * 60 * MINUTE;
    // "last night" or "this morning" written at 2am means the one just gone, not the coming one; so does
    // "tonight" in the small hours (the night still going on). Later in the day "tonight", "this evening" and
    // "this afternoon" are today's, still to come: kept there.
    const ahead = /\b(tomorrow|next|later)\b/i.test(phrase) || (TODAY_AHEAD.test(phrase) && !smallHours(refWall));
    if (!ahead && wall > refWall + LATER_TODAY) wall -= DAY;
  }
  // "tonight at 9" written at 01:30 is the night just gone, like "tonight" alone.
  if (clockGiven && /\btonight\b/i.test(phrase) && smallHours(refWall) && wall > refWall + LATER_TODAY) wall -= DAY;
  // "headache at 3pm" written at 10am is about yesterday: a log is of what happened, a bare clock time is past.
  if (clockGiven && !daySaid(result) && wall > refWall + LATER_TODAY) wall -= DAY;
  return toZonedIso(wallTimeToInstant(wall, zone), zone);
}

const startOfDay = (wall: number) => wall - (((wall % DAY) + DAY) % DAY);
/** Whether the words name the day ("yesterday", "on Monday", "tonight"), not only a clock time. */
const daySaid = (result: chrono.ParsedResult) =>
  result.start.isCertain('day') || result.start.isCertain('weekday') || DAY_WORDS.test(result.text);
const smallHours = (refWall: number) => refWall - startOfDay(refWall) < SMALL_HOURS_END;
/** Parts of today that may still be to come: written before them they are today's, not yesterday's. */
const TODAY_AHEAD = /\b(?:tonight|this\s+(?:afternoon|evening))\b/i;
