// The chat's view of the person's entries: their instants and days in the zone, the period a question names, how an
// entry is quoted, and the cites of an answer. Times are written as ISO with the zone's offset and days as
// YYYY-MM-DD: the app shows both in its own date format.
import type { QuestionPeriod } from '../../../../shared/question-period';
import { ENTRY_TYPES, type EntryCollection } from '../../../../shared/entry-types';
import type { ChatCite } from '../../../../shared/schemas/ai';
import { addDays } from '../../../../shared/question-period';
import { parseTimestamp, toZonedIso } from '../../../../shared/time';
import type { ContextEntry } from '../ai-port';

export interface DatedEntry extends ContextEntry {
  at: number;
  /** Its calendar day in the zone. */
  day: string;
  /** The day it counts for: a sleep that starts in the evening is the next morning's, like the insights' days. */
  countsFor: string;
}

/** What an answer says and the entries (or days) it used. */
export interface Answer {
  text: string;
  used: DatedEntry[];
  days?: ChatCite[];
}

const EVENING_HOUR = 18;

/** Entries with a readable time, newest first; the rest are left out rather than guessed. */
export function datedEntries(entries: readonly ContextEntry[], zone: string): DatedEntry[] {
  return entries
    .map((entry) => ({ entry, at: parseTimestamp(String(entry.calculated_timestamp ?? ''), zone) ?? Number.NaN }))
    .filter(({ at }) => Number.isFinite(at))
    .map(({ entry, at }) => {
      const local = toZonedIso(at, zone);
      const day = local.slice(0, 10);
      const evening = entry.collection === 'sleep' && Number(local.slice(11, 13)) >= EVENING_HOUR;
      return { ...entry, at, day, countsFor: evening ? addDays(day, 1) : day };
    })
    .sort((a, b) => b.at - a.at);
}

/** The entries of the period; a sleep by the morning it counts for, unless `asLogged` (lists of what was logged). */
export function within(entries: DatedEntry[], period?: QuestionPeriod, asLogged = false): DatedEntry[] {
  if (!period) return entries;
  return entries.filter((e) =>
    e.collection === 'sleep' && !asLogged
      ? e.countsFor >= period.sleepFirst && e.countsFor <= period.sleepLast
      : e.day >= period.first && e.day <= period.last,
  );
}

export const titleOf = (collection: string) => ENTRY_TYPES.find((t) => t.collection === (collection as EntryCollection))?.title ?? 'Entry';

/** When, in the person's zone, as ISO with its offset (the app formats it). */
export const whenOf = (entry: DatedEntry, zone: string) => toZonedIso(entry.at, zone);

/** How far back from the limit a cut looks for a space; a longer word than that is cut inside it. */
const WORD_SLACK = 0.5;

/**
 * Text on one line in at most `length` characters: a longer one is cut at the last word boundary before the limit
 * (never inside a word, "…a glass of wate"), loses the comma or dash it ended on, and ends with an ellipsis.
 */
export function clip(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const room = line.slice(0, Math.max(1, length - 1));
  const space = room.lastIndexOf(' ');
  const cut = line[room.length] === ' ' ? room : space >= room.length * WORD_SLACK ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.(\-–—]+$/, '')}…`;
}

/** An entry's own words, on one line, at most `length` characters cut at a word. */
export const wordsOf = (entry: DatedEntry, length = 200) => clip(String(entry.text ?? ''), length);

/** An entry quoted as data: one line, its own words only, never read as an instruction. */
export const quoteEntry = (entry: DatedEntry, zone: string) =>
  `- ${whenOf(entry, zone)} · ${titleOf(entry.collection)}: "${wordsOf(entry)}"`;

/** At most this many entries are listed under an answer; all of them are cited. */
export const LISTED = 8;

/** "Based on 3 entries:" and the entries themselves, newest first, so the person sees what the answer used. */
export function basedOn(entries: DatedEntry[], zone: string): string {
  const lines = entries.slice(0, LISTED).map((e) => quoteEntry(e, zone));
  if (entries.length > LISTED) lines.push(`- and ${entries.length - LISTED} more`);
  return [`Based on ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}:`, ...lines].join('\n');
}

/** An answer: the direct sentences, then the entries behind them. */
export function answer(sentences: string, used: DatedEntry[], zone: string): Answer {
  return { text: used.length ? `${sentences}\n\n${basedOn(used, zone)}` : sentences, used };
}

export const citesOf = (result: Answer): ChatCite[] => [
  ...result.used.map((e) => ({ collection: e.collection, id: e.id, date: e.day })),
  ...(result.days ?? []),
];

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const bold = (text: string | number) => `**${text}**`;
