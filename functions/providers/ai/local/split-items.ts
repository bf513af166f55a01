// Splitting what a person wrote into sentences, clauses and items, keeping "mac and cheese" in one piece.
import { JOINED_PHRASES } from '../lexicon/item-words';
import { findDurations } from './durations';

export interface Clause {
  text: string;
  /** Began with "then", "also", "after that"...: it goes on from the clause before. */
  continuation: boolean;
}

const JOINER = '\u0001';
const CONTINUATIONS = /^(?:and then|then|also|after that|afterwards|later|plus)$/i;
const CLAUSE_BREAK =
  /((?<!\d),|,(?!\d{3})|;|(?<!\d):(?!\d)|\band then\b|\bthen\b|\balso\b|\bafter that\b|\bafterwards\b|\blater\b|\bplus\b)/i;
const JOINED = new RegExp(`\\b(${JOINED_PHRASES.map((p) => p.replace(/ and /g, '\\s+and\\s+')).join('|')})\\b`, 'gi');

/** Lines and sentences; a decimal point ("7.5 hours") does not end a sentence. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\r?\n|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const MEAL = '(?:breakfast|brunch|lunch|dinner|supper|snacks?)';
/** A clock time as a label writes it, with its minutes or its am/pm: "7:30", "7:30am", "19:30", "7pm", "7 p.m.". */
const CLOCK = '\\d{1,2}(?::\\d{2}(?:\\s*[ap]\\.?m\\b\\.?)?|\\s*[ap]\\.?m\\b\\.?)';
/** The time of a label in brackets or between dashes: "7:30", "yesterday 19:30", "around 7pm". */
const WHEN = `(?:(?:yesterday|today|tonight|tomorrow)\\s+)?(?:(?:at|around|about)\\s+|~\\s*)?${CLOCK}`;
const ENDS = '\\s*(?:[:,]|[\\u2013\\u2014-])\\s*(?=\\S)';

/**
 * "Lunch: chicken salad and a coke", "Dinner at 7pm: ...", "Breakfast at 7:30: ...", "Breakfast (7:30) ...",
 * "7:30 breakfast, ...", "Dinner - 19:30 - ...": a meal label heads a list; it names the meal (and may carry the
 * list's time), it is not an item itself, and no piece of its time is left in the items. Each form gives the meal
 * and the words of its time.
 */
const LABELS: readonly { pattern: RegExp; meal: number; when?: number }[] = [
  // "7:30 breakfast, porridge", "at 19:30 - dinner: pasta"
  {
    pattern: new RegExp(`^\\s*((?:(?:at|around|about)\\s+)?${CLOCK})\\s*(?:[\\u2013\\u2014-]\\s*)?(${MEAL})\\b${ENDS}`, 'i'),
    meal: 2,
    when: 1,
  },
  // "Breakfast (7:30) porridge", "Lunch (12:45 pm): salad"
  { pattern: new RegExp(`^\\s*(${MEAL})\\s*\\(\\s*(${WHEN})\\s*\\)(?:\\s*(?:[:,]|[\\u2013\\u2014-]))?\\s*(?=\\S)`, 'i'), meal: 1, when: 2 },
  // "Dinner - 19:30 - pasta", "Lunch, 12:45: salad"
  { pattern: new RegExp(`^\\s*(${MEAL})\\s*(?:[,\\u2013\\u2014-])\\s*(${WHEN})${ENDS}`, 'i'), meal: 1, when: 2 },
  // "Lunch at 12:45, chicken salad": a comma ends a label only when it says a time.
  {
    pattern: new RegExp(
      `^\\s*(${MEAL}\\s+(?:(?:at|around|about)\\s+)?(?:${CLOCK}|\\d{1,2}\\b(?!\\s*[:.,]?\\d)|noon|midday))\\s*,\\s*(?=\\S)`,
      'i',
    ),
    meal: 1,
  },
  // "Lunch: ...", "Dinner at 7pm: ...", "Breakfast at 7:30: ...", "Lunch yesterday - ...": a colon between digits
  // is the time's, never the label's end.
  {
    pattern: new RegExp(
      `^\\s*(${MEAL}(?:\\s+(?:(?:at|around|about|yesterday|today|tonight|tomorrow|this|on|last)\\b|(?=${CLOCK}))(?:[^:,;]|(?<=\\d):(?=\\d)){0,25}?)?)(?:\\s*:(?!\\d)|\\s+[\\u2013\\u2014-])\\s*(?=\\S)`,
      'i',
    ),
    meal: 1,
  },
];

export function splitLabel(sentence: string): { label: string; rest: string } {
  for (const { pattern, meal, when } of LABELS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const label = when === undefined ? match[meal] : `${match[meal]} ${match[when]}`;
    return { label: label.trim(), rest: sentence.slice(match[0].length) };
  }
  return { label: '', rest: sentence };
}

export function splitClauses(sentence: string): Clause[] {
  const clauses: Clause[] = [];
  let continuation = false;
  for (const piece of sentence.split(CLAUSE_BREAK)) {
    const text = piece.trim();
    if (!text || /^[,;:]$/.test(text)) continue;
    if (CONTINUATIONS.test(text)) {
      continuation = true;
      continue;
    }
    clauses.push({ text, continuation });
    continuation = false;
  }
  return clauses;
}

/** The items of a clause, split on "and" and "&" except inside phrases the lexicon knows as one thing. */
export function splitParts(clause: string): string[] {
  const guard = (phrase: string) => phrase.replace(/\s+and\s+/gi, (m) => m.replace(/and/i, (a) => `${JOINER}${a}`));
  let guarded = clause.replace(JOINED, guard);
  // "an hour and a half" is one duration, not two items.
  for (const d of findDurations(guarded).reverse()) {
    guarded = guarded.slice(0, d.index) + guard(guarded.slice(d.index, d.index + d.length)) + guarded.slice(d.index + d.length);
  }
  return guarded
    .split(/\s+(?:and|&)\s+|\s*&\s*/i)
    .map((part) => part.replaceAll(JOINER, ''))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The person's words for an item: without filler at the edges ("and", "I", trailing punctuation). */
export function cleanDetails(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:and|so|but|i|i've|i'd|i'm)\s+)+/i, '')
    .replace(/[\s,;:.!?-]+$/, '')
    .replace(/^[\s,;:.!?-]+/, '')
    .trim();
}
