// From what a person wrote to extracted items: split, find each item's time phrase, classify, keep the words,
// then read its measures and subjects. A time belongs to the words that say it: a clock or a meal's time passes
// only to items of the same kind in its clause ("ran 5k and had pizza for dinner": the run is not at dinner), and
// a time the words place ahead is kept there, never moved to now (the review flags it: shared/future-time.ts).
import type { ExtractedItem } from '../../../../shared/schemas/ai';
import { classifyItem, isFragment, isRecognisable } from './classify-item';
import { findSubjects } from './find-subjects';
import { atMinutes, isAhead, mealMinutes, mealTime, notAfter, sleepNight } from './item-time';
import { readMeasures } from './read-measures';
import { findTimePhrase, nowIn, type TimePhrase } from './resolve-time';
import { cleanDetails, splitClauses, splitLabel, splitParts, splitSentences } from './split-items';

const MAX_ITEMS = 50;

interface Part {
  details: string;
  phrase?: TimePhrase;
  words: string;
  /** The item type its own words give, to tell which times it may share. */
  category: string;
}
/** An item before it is typed: `words` keep its time phrase, which a sleep's bedtime and wake time come from. */
interface Draft {
  details: string;
  phrase?: TimePhrase;
  label: string;
  words: string;
}
// `label`: the list's meal label, or the clause's words when they name a meal.

function withoutPhrase(text: string, phrase: TimePhrase): string {
  return `${text.slice(0, phrase.index)} ${text.slice(phrase.index + phrase.length)}`;
}

/** The parts of a clause with their own time phrase, if they name one. */
function readParts(clause: string, zone: string, now: Date): Part[] {
  return splitParts(clause).map((part) => {
    const phrase = findTimePhrase(part, zone, now);
    const details = cleanDetails(phrase && !phrase.isRange ? withoutPhrase(part, phrase) : part);
    return { details, phrase, words: part, category: classifyItem(details) };
  });
}

/** The kinds whose times never pass to each other; food and supplements are taken together, unknown words go with any. */
const KINDS: Readonly<Record<string, string>> = {
  food_drinks: 'intake',
  supplements: 'intake',
  physical_activities: 'activity',
  sleep: 'sleep',
  mood_stress: 'mood',
  test_subjects: 'symptom',
};
const sameKind = (a: string, b: string) => !KINDS[a] || !KINDS[b] || KINDS[a] === KINDS[b];

/** Only the day of a phrase ("yesterday" of "yesterday at 7pm"), when the words name one. */
const dayOnly = (phrase: TimePhrase | undefined): TimePhrase | undefined =>
  phrase?.day ? { ...phrase, time: phrase.day, clock: false, isRange: false } : undefined;

/**
 * "two eggs and coffee at 8am": a part without a time takes the next one in its clause, else the one before; a
 * clock or a part of the day only from a part of the same kind ("ran 5k and had pizza yesterday at 7pm": the run
 * takes yesterday, not 19:00). A day alone ("yesterday") covers every part.
 */
function shareWithinClause(parts: Part[]): void {
  const said = parts.map((part, i) => ({ part, i, phrase: part.phrase })).filter((s) => s.phrase);
  parts.forEach((part, i) => {
    if (part.phrase) return;
    const nearest = [...said.filter((s) => s.i > i), ...said.filter((s) => s.i < i).reverse()];
    const fits = nearest.find((s) => s.phrase!.time.length === 10 || sameKind(part.category, s.part.category));
    part.phrase = fits?.phrase ?? dayOnly(nearest[0]?.phrase);
  });
}

/** The items of one sentence with the phrase each one takes. */
function readSentence(sentence: string, zone: string, now: Date): Draft[] {
  const { label, rest } = splitLabel(sentence);
  const clauses = splitClauses(rest).map((clause) => ({ ...clause, parts: readParts(clause.text, zone, now) }));
  clauses.forEach((clause) => shareWithinClause(clause.parts));
  const first = clauses[0];
  // "Lunch: salad, a coke at 12:30" is one list sharing its phrase; "Yesterday: ..." or "Yesterday I ran, had
  // pasta": a phrase opening the sentence covers all of it.
  const opening = first && findTimePhrase(first.text, zone, now)?.index === 0 ? first.parts.find((p) => p.phrase)?.phrase : undefined;
  const labelPhrase = label ? findTimePhrase(label, zone, now) : undefined;
  const sentencePhrase = label ? (labelPhrase ?? clauses.flatMap((c) => c.parts).find((p) => p.phrase)?.phrase) : opening;
  const drafts: Draft[] = [];
  let previous: TimePhrase | undefined;
  for (const clause of clauses) {
    const clausePhrase = clause.parts.find((p) => p.phrase)?.phrase;
    const inherited = clause.continuation ? (previous ?? sentencePhrase) : sentencePhrase;
    // "2 slices of pizza and a coke for dinner": a meal named in a clause is the time of its items of the same
    // kind ("yesterday I ran 5k and had pizza for dinner": the run is not at dinner).
    const meals = clause.parts.filter((p) => mealMinutes(p.words) !== undefined);
    for (const part of clause.parts) {
      if (!part.details) continue;
      const context = meals.some((m) => sameKind(part.category, m.category)) ? `${label} ${clause.text}` : label;
      const last = drafts.at(-1);
      // "Slept badly, maybe 5 hours": an amount on its own belongs to the item before it.
      if (last && isFragment(part.details)) Object.assign(last, joined(last, part));
      else drafts.push({ details: part.details, phrase: part.phrase ?? inherited, label: context, words: part.words });
    }
    previous = clausePhrase ?? inherited ?? previous;
  }
  return drafts;
}

const joined = (a: Draft, b: Pick<Part, 'details' | 'words' | 'phrase'>): Draft => ({
  ...a,
  details: `${a.details}, ${b.details}`,
  words: `${a.words}, ${b.words}`,
  phrase: a.phrase ?? b.phrase,
});

const isNap = (draft: Draft) => /\b(?:nap|napped|napping|snooze)\b/i.test(draft.words);

/** "went to bed at 11, slept great, woke up twice" is one night: a night's sleep items in a sentence merge. */
function mergeNight(typed: { draft: Draft; category: string }[]): { draft: Draft; category: string }[] {
  const merged: typeof typed = [];
  for (const item of typed) {
    const last = merged.at(-1);
    if (last && last.category === 'sleep' && item.category === 'sleep' && !isNap(last.draft) && !isNap(item.draft))
      last.draft = joined(last.draft, item.draft);
    else merged.push({ ...item });
  }
  return merged;
}

/**
 * The item's time: its phrase, kept even when the words place it ahead (a meal's hour on a day without a clock;
 * that hour is a guess, so on a day not ahead it is never more than an hour after now), else a meal's or a
 * night's most recent past time, else now.
 */
function timeOf(draft: Draft, category: string, zone: string, now: Date): string {
  const words = `${draft.label} ${draft.details}`;
  const { phrase } = draft;
  const meal = mealMinutes(words);
  if (phrase && (phrase.clock || meal === undefined)) return phrase.time;
  if (phrase) {
    const time = atMinutes(phrase.time, meal!, zone);
    return isAhead(phrase.time, zone, now) ? time : notAfter(time, zone, now);
  }
  return mealTime(words, zone, now) ?? (category === 'sleep' ? sleepNight(draft.details, zone, now) : undefined) ?? nowIn(now, zone);
}

export function extractItems(text: string, zone: string, now: Date): ExtractedItem[] {
  const items: ExtractedItem[] = [];
  for (const sentence of splitSentences(text)) {
    const typed = readSentence(sentence, zone, now).map((draft) => ({ draft, category: classifyItem(draft.details) }));
    for (const { draft, category } of mergeNight(typed)) {
      if (items.length >= MAX_ITEMS || !isRecognisable(draft.details, category)) continue;
      const details = draft.details.slice(0, 5000);
      items.push(
        splitReason({
          category,
          details,
          calculated_time: timeOf(draft, category, zone, now),
          notes: '',
          measures: readMeasures(category, category === 'sleep' ? draft.words : details),
          subjects: findSubjects(category, details),
        }),
      );
    }
  }
  return items;
}

/** "stressed because of work": the feeling is the item, the reason a note. */
function splitReason(item: ExtractedItem): ExtractedItem {
  const match = /^(.+?)\s+((?:because|due to|since)\b.+)$/i.exec(item.details);
  if (!match || item.category !== 'mood_stress') return item;
  return { ...item, details: match[1], notes: match[2].slice(0, 2000) };
}
