// From what a person wrote to extracted items: split, find each item's time phrase, classify, keep the words,
// then read its measures and subjects.
import type { ExtractedItem } from '../../../../shared/schemas/ai';
import { classifyItem, isFragment, isRecognisable } from './classify-item';
import { findSubjects } from './find-subjects';
import { atMinutes, mealMinutes, mealTime, notAfter, sleepNight } from './item-time';
import { readMeasures } from './read-measures';
import { findTimePhrase, nowIn, type TimePhrase } from './resolve-time';
import { cleanDetails, splitClauses, splitLabel, splitParts, splitSentences } from './split-items';

const MAX_ITEMS = 50;

interface Part {
  details: string;
  phrase?: TimePhrase;
  words: string;
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
    return { details: cleanDetails(phrase && !phrase.isRange ? withoutPhrase(part, phrase) : part), phrase, words: part };
  });
}

/** "two eggs and coffee at 8am": a part without a time takes the next one in its clause, else the one before. */
function shareWithinClause(parts: Part[]): void {
  parts.forEach((part, i) => {
    part.phrase ??=
      parts.slice(i + 1).find((p) => p.phrase)?.phrase ??
      parts
        .slice(0, i)
        .reverse()
        .find((p) => p.phrase)?.phrase;
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
    // "2 slices of pizza and a coke for dinner": a meal named in a clause is the time of all its items.
    const context = mealMinutes(clause.text) === undefined ? label : `${label} ${clause.text}`;
    for (const part of clause.parts) {
      if (!part.details) continue;
      const last = drafts.at(-1);
      // "Slept badly, maybe 5 hours": an amount on its own belongs to the item before it.
      if (last && isFragment(part.details)) Object.assign(last, joined(last, part));
      else drafts.push({ details: part.details, phrase: part.phrase ?? inherited, label: context, words: part.words });
    }
    previous = clausePhrase ?? inherited ?? previous;
  }
  return drafts;
}

const joined = (a: Draft, b: Part): Draft => ({
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

/** The item's time: its phrase (with a meal's hour on a day without a clock), else a meal's or a night's, else now. */
function timeOf(draft: Draft, category: string, zone: string, now: Date): string {
  const words = `${draft.label} ${draft.details}`;
  const { phrase } = draft;
  const meal = mealMinutes(words);
  let time: string;
  if (phrase) time = !phrase.clock && meal !== undefined ? atMinutes(phrase.time, meal, zone) : phrase.time;
  else time = mealTime(words, zone, now) ?? (category === 'sleep' ? sleepNight(draft.details, zone, now) : undefined) ?? nowIn(now, zone);
  return notAfter(time, zone, now);
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
