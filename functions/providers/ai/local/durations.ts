// Durations in words ("for 20 minutes", "7h30", "an hour and a half", "1.5 hours"): a length of time, never a
// moment. Time finding masks them first, because chrono reads "for 30 minutes" as "in 30 minutes" (the future).
import { ONE_TO_TWELVE, TENS } from '../../../../shared/number-words';

/** Number words a person writes for counts and durations. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  ...ONE_TO_TWELVE,
  once: 1,
  twice: 2,
  fifteen: 15,
  ...TENS,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  half: 0.5,
  'a couple of': 2,
  couple: 2,
  'a few': 3,
  few: 3,
};

const WORD_NUMBER =
  'a couple of|a few|forty-five|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety';
/** A digit number ("1.5", "90") or a number word ("two", "an"). */
export const NUMBER = `(?:\\d+(?:[.,]\\d+)?|${WORD_NUMBER})`;
const MINUTES = '(?:minutes?|mins?|m)';
const HALF = '(?:\\s+and\\s+a\\s+half)';

// "7h30", "7h 30m", "1 hour 30 min", "an hour and a half", "half an hour", "90 min", "1.5 hours", with an
// optional "for"/"in" and "about"/"maybe" in front. A bare "h" must touch its digits ("7h"); a bare "m" only
// counts after hours ("7h30m"): "400m" is a distance.
const DURATION = new RegExp(
  '(?:\\b(?:for|in)\\s+)?(?:\\b(?:about|around|roughly|approximately|almost|nearly|over|maybe|only|just)\\s+)?(?:~\\s*)?' +
    '(?:\\bhalf\\s+an?\\s+hour\\b' +
    `|\\b\\d+(?:[.,]\\d+)?h\\s*\\d{1,2}(?:\\s*${MINUTES})?\\b` +
    `|\\b${NUMBER}(?:\\s*(?:hours?|hrs?)|(?<=\\d)h)${HALF}?\\b(?:\\s*(?:and\\s+)?\\d{1,2}\\s*${MINUTES}\\b)?` +
    `|\\b${NUMBER}\\s+and\\s+a\\s+half\\s+hours?\\b` +
    `|\\b${NUMBER}\\s*(?:minutes?|mins?)\\b)` +
    '(?!\\s+(?:ago|before|earlier|later|from now))',
  'gi',
);

const AGO_AFTER = /^\s*(?:\d+\s*(?:minutes?|mins?|m)\s*)?(?:ago|before now|earlier)\b/i;

export interface DurationPhrase {
  index: number;
  length: number;
  minutes: number;
}

/** A number written as digits or a word ("1.5", "1,5", "two", "an"). */
export function numberOf(text: string): number | undefined {
  const word = NUMBER_WORDS[text.trim().toLowerCase()];
  if (word !== undefined) return word;
  const n = Number(text.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

function minutesOf(phrase: string): number | undefined {
  const words = phrase
    .toLowerCase()
    .replace(/\b(?:for|in|about|around|roughly|approximately|almost|nearly|over|maybe|only|just)\s+|~/g, '')
    .trim();
  if (/^half\s+an?\s+hour$/.test(words)) return 30;
  const andHalf = new RegExp(`^(${NUMBER})\\s+and\\s+a\\s+half`).exec(words);
  if (andHalf) return (numberOf(andHalf[1])! + 0.5) * 60;
  const compact = /^(\d+(?:[.,]\d+)?)h\s*(\d{1,2})/.exec(words);
  if (compact) return numberOf(compact[1])! * 60 + Number(compact[2]);
  const hours = new RegExp(
    `^(${NUMBER})\\s*(?:hours?|hrs?|h)(\\s+and\\s+a\\s+half)?(?:\\s*(?:and\\s+)?(\\d{1,2})\\s*(?:minutes?|mins?|m))?`,
  ).exec(words);
  if (hours) return (numberOf(hours[1])! + (hours[2] ? 0.5 : 0)) * 60 + Number(hours[3] ?? 0);
  const minutes = new RegExp(`^(${NUMBER})\\s*(?:minutes?|mins?|m)$`).exec(words);
  return minutes ? numberOf(minutes[1]) : undefined;
}

/** Every duration in a text, in order. */
export function findDurations(text: string): DurationPhrase[] {
  const found: DurationPhrase[] = [];
  for (const match of text.matchAll(DURATION)) {
    // "1 hour 30 min ago" is a moment: neither part of it is a duration.
    if (AGO_AFTER.test(text.slice(match.index + match[0].length))) continue;
    const minutes = minutesOf(match[0]);
    if (minutes !== undefined) found.push({ index: match.index, length: match[0].length, minutes: Math.round(minutes) });
  }
  return found;
}

/** The text with its durations blanked out, same length, so positions found in it still fit the original. */
export function maskDurations(text: string): string {
  let masked = text;
  for (const d of findDurations(text)) masked = masked.slice(0, d.index) + ' '.repeat(d.length) + masked.slice(d.index + d.length);
  return masked;
}
