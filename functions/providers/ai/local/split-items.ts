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

/**
 * "Lunch: chicken salad and a coke", "Dinner at 7pm: ...": a meal label heads a list; it names the meal (and may
 * carry the list's time), it is not an item itself.
 */
const LABEL =
  /^\s*((?:breakfast|brunch|lunch|dinner|supper|snacks?)(?:\s+(?:at|around|about|yesterday|today|this|on|last)\b[^:,;]{0,25}?)?)(?:\s*:|\s+[\u2013\u2014-])\s*(?=\S)/i;

export function splitLabel(sentence: string): { label: string; rest: string } {
  const match = LABEL.exec(sentence);
  return match ? { label: match[1], rest: sentence.slice(match[0].length) } : { label: '', rest: sentence };
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
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:and|so|but|i|i've|i'd|i'm)\s+)+/i, '')
    .replace(/[\s,;:.!?-]+$/, '')
    .replace(/^[\s,;:.!?-]+/, '')
    .trim();
}
