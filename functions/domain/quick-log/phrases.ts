// The capture box's re-log phrases (docs/QUICK-LOG.md "Phrases"): "same breakfast as yesterday", "same lunch as
// Monday", "my usual coffee". Only a text that is wholly such a phrase is one ("same breakfast as yesterday but no
// toast" goes to the AI). Pure: the day, the meal of an entry and the new time are worked out from `now` and the zone.
import { toZonedIso } from '../../../shared/time';
import { instantAt, localMoment, shiftDate } from './local-clock';

export type Meal = 'breakfast' | 'lunch' | 'dinner';
export type Phrase = { kind: 'meal'; meal: Meal; day: 'yesterday' | number } | { kind: 'usual'; words: string[] };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MEALS: Readonly<Record<string, Meal>> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', supper: 'dinner' };
const HAD = String.raw`(?:i\s+(?:had|ate|drank|took)\s+|had\s+)?`;
const SAME = new RegExp(
  String.raw`^${HAD}(?:the\s+)?same\s+(breakfast|lunch|dinner|supper)\s+as\s+(?:(yesterday)|(?:on\s+)?(?:last\s+)?(${WEEKDAYS.join('|')}))$`,
);
const USUAL = new RegExp(String.raw`^${HAD}(?:my|the)\s+usual\s+([\p{L}\p{N}][\p{L}\p{N}\s'-]{0,59})$`, 'u');

/** The phrase the whole text is, if it is one. */
export function phraseOf(text: string): Phrase | undefined {
  const said = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '')
    .trim();
  const same = SAME.exec(said);
  if (same) return { kind: 'meal', meal: MEALS[same[1]], day: same[2] ? 'yesterday' : WEEKDAYS.indexOf(same[3]) };
  const usual = USUAL.exec(said);
  if (usual) return { kind: 'usual', words: usual[1].split(/[\s-]+/).filter(Boolean) };
  return undefined;
}

/** The local date the phrase names: yesterday, or the last such weekday before today (a week ago on that weekday). */
export function dayOf(day: 'yesterday' | number, now: number, zone: string): string {
  const today = localMoment(now, zone);
  if (day === 'yesterday') return shiftDate(today.date, -1);
  return shiftDate(today.date, -((today.weekday - day + 7) % 7 || 7));
}

/** How the answer names the day: "yesterday", "on Monday". */
export const dayWords = (day: 'yesterday' | number) =>
  day === 'yesterday' ? 'yesterday' : `on ${WEEKDAYS[day][0].toUpperCase()}${WEEKDAYS[day].slice(1)}`;

/**
 * The meal an entry belongs to: the meal its words name, else its local time (breakfast 04:00–10:59, lunch
 * 11:00–15:59, dinner 16:00–23:59; 00:00–03:59 is none of them).
 */
export function mealOf(text: string, minutes: number): Meal | undefined {
  const named = /\b(breakfast|lunch|dinner|supper)\b/i.exec(text)?.[1];
  if (named) return MEALS[named.toLowerCase()];
  if (minutes >= 16 * 60) return 'dinner';
  if (minutes >= 11 * 60) return 'lunch';
  if (minutes >= 4 * 60) return 'breakfast';
  return undefined;
}

/** Now in the zone, to the second: `2026-11-27T08:12:05-08:00`. */
export const nowIn = (now: number, zone: string) => toZonedIso(Math.floor(now / 1000) * 1000, zone);

/** Today at the local time of `original` (in the zone), or now when that is later than now: never in the future. */
export function todayAt(originalMinutes: number, now: number, zone: string): string {
  const at = instantAt(localMoment(now, zone).date, originalMinutes, zone);
  return at > now ? nowIn(now, zone) : toZonedIso(at, zone);
}

/** Every word said begins a word of the item's ("oat" finds "oat milk latte"). */
export function wordsMatch(said: string[], details: string): boolean {
  const own = details.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return said.every((word) => own.some((w) => w.startsWith(word.replace(/'/g, ''))));
}
