// Which item type a piece of text is: the earliest lexicon word decides; measurements and the rest are related data.
import { findDurations } from './durations';
import {
  ACTIVITY_WORDS,
  COMMON_WORDS,
  CONDITION_WORDS,
  FOOD_DRINK_WORDS,
  MEASUREMENT_PATTERN,
  MOOD_WORDS,
  RELATED_DATA_PATTERNS,
  SLEEP_WORDS,
  SUPPLEMENT_WORDS,
} from '../lexicon/item-words';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** One regex per type; longer phrases first so "peanut butter" beats "peanut" at the same place. */
function wordsPattern(words: readonly string[]): RegExp {
  const sorted = [...words].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\w-])(?:${sorted.join('|')})(?:s|es)?(?![\\w-])`, 'gi');
}

const TYPE_PATTERNS: readonly { type: string; pattern: RegExp }[] = [
  { type: 'food_drinks', pattern: wordsPattern(FOOD_DRINK_WORDS) },
  { type: 'supplements', pattern: wordsPattern(SUPPLEMENT_WORDS) },
  { type: 'physical_activities', pattern: wordsPattern(ACTIVITY_WORDS) },
  { type: 'sleep', pattern: wordsPattern(SLEEP_WORDS) },
  { type: 'mood_stress', pattern: wordsPattern(MOOD_WORDS) },
  { type: 'test_subjects', pattern: wordsPattern(CONDITION_WORDS) },
];

interface Hit {
  type: string;
  index: number;
  length: number;
}

function firstHit(text: string, type: string, pattern: RegExp): Hit | undefined {
  pattern.lastIndex = 0;
  const match = pattern.exec(text);
  return match ? { type, index: match.index, length: match[0].length } : undefined;
}

/** The lexicon item type of a text, or undefined when no lexicon word occurs in it. */
export function lexiconType(text: string): string | undefined {
  const hits = TYPE_PATTERNS.map(({ type, pattern }) => firstHit(text, type, pattern)).filter((h): h is Hit => !!h);
  hits.sort((a, b) => a.index - b.index || b.length - a.length);
  return hits[0]?.type;
}

/** One of the six item types, or a short snake_case related-data type ("weight", "measurement", "other"). */
export function classifyItem(text: string): string {
  const named = RELATED_DATA_PATTERNS.find(({ words }) => words.test(text));
  if (named) return named.type;
  const lexicon = lexiconType(text);
  if (lexicon) return lexicon;
  const byValue = RELATED_DATA_PATTERNS.find(({ values }) => values?.test(text));
  if (byValue) return byValue.type;
  return MEASUREMENT_PATTERN.test(text) ? 'measurement' : 'other';
}

/** Words that only qualify an amount ("maybe 5 hours", "about 30 min"). */
const QUALIFIERS =
  /\b(?:maybe|about|around|roughly|approximately|approx|probably|like|only|just|almost|nearly|over|under|less than|more than)\b|~/gi;
const SCORE = /^(?:quality|score|rating)?\s*\d+(?:\.\d+)?\s*\/\s*\d+$/i;

/** An amount with nothing it is about ("maybe 5 hours", "quality 3/5"): it goes with the item before it. */
export function isFragment(text: string): boolean {
  if (!['other', 'measurement'].includes(classifyItem(text))) return false;
  let rest = text;
  for (const d of findDurations(text).reverse()) rest = rest.slice(0, d.index) + rest.slice(d.index + d.length);
  rest = rest
    .replace(QUALIFIERS, ' ')
    .replace(/[\s,;.!?()-]+/g, ' ')
    .trim();
  return rest === '' || SCORE.test(rest);
}

const COMMON = new RegExp(`(?<![\\w'])(?:${COMMON_WORDS.join('|')})(?![\\w'])`, 'i');

/**
 * Whether an item is worth keeping: a type was recognised, or its words look like English (a common word, a
 * verb in -ed/-ing, a number). "asdf qwerty" is not, so it gives no item rather than an "other" of noise.
 */
export function isRecognisable(text: string, category: string): boolean {
  if (category !== 'other') return true;
  return COMMON.test(text) || /\d/.test(text) || /[a-z]{2,}(?:ed|ing)\b/i.test(text);
}
