// Whether the person already did what a reminder asks (docs/REMINDERS.md "No needless nudges"): a log prompt is
// satisfied by an entry of a counted type logged in its window; a dose by a supplement/medication entry naming it
// near the dose time, or by an answer (taken or skipped). Pure: the caller gives the entries and answers it read.
import type { EntryCollection } from '../../../shared/entry-types';
import { instantOf, occurrencesBetween, type Occurrence, type Timing } from './occurrences';

const HOUR = 3_600_000;
/** An entry counts for a dose within this much of the dose time, either side. */
export const DOSE_MATCH_WINDOW_MS = 2 * HOUR;

/** What the engine needs of an entry: its type, its time, when it was written, and what it says. */
export interface LoggedEntry {
  collection: EntryCollection;
  /** The entry's time (utc_time). */
  at: number;
  /** When it was written (created_at); the entry's time when unknown. */
  loggedAt?: number;
  text: string;
  subjects?: readonly string[];
}

export type AnswerKind = 'taken' | 'skipped' | 'snoozed';
/** What the person pressed on a sent reminder, and when. */
export interface Answer {
  occurrenceKey: string;
  kind: AnswerKind;
  at: number;
}

/** A number ("400", "2.5") or a run of letters: "400mg" is the two words "400 mg", as people write it either way. */
const WORD = /\p{N}+(?:\.\p{N}+)?|\p{L}+/gu;
const NUMBER = /^\p{N}/u;

/** An English plural's singular, so "tablets" and "tablet", "glasses" and "glass", "berries" and "berry" are one word. */
export function singular(word: string): string {
  if (word.length < 4 || NUMBER.test(word) || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The words of a text as names are compared: lower case, numbers apart from their units, plurals singular. */
const wordsOf = (text: string): string[] => (text.toLowerCase().match(WORD) ?? []).map(singular);

/** A wanted word is said: a number exactly ("400" is not "4000"), a word as the start of one ("vitamin D" of "D3"). */
const says = (said: string, wanted: string) => (NUMBER.test(wanted) ? said === wanted : said.startsWith(wanted));

/**
 * An entry names a schedule when every word of the schedule's name begins a word of the entry's text or subjects
 * ("Vitamin D" names "vitamin D3 2000 IU"; "Magnesium glycinate" does not name "magnesium citrate"). Case, "400mg"
 * against "400 mg" and plurals ("magnesium tablets") make no difference (wordsOf).
 */
export function namesSchedule(entry: LoggedEntry, name: string): boolean {
  const said = [...wordsOf(entry.text), ...(entry.subjects ?? []).flatMap(wordsOf)];
  const wanted = wordsOf(name);
  return wanted.length > 0 && wanted.every((word) => said.some((w) => says(w, word)));
}

/**
 * The dose an entry stands for: of the schedule's doses within DOSE_MATCH_WINDOW_MS of the entry's time, the nearest
 * (the earlier on a tie). One entry counts for one dose only, so "magnesium" logged at 09:30 between doses at 08:00
 * and 11:00 is not both.
 */
export function doseOfEntry(schedule: Timing & { name: string }, entry: LoggedEntry): Occurrence | undefined {
  if (entry.collection !== 'supplements' || !namesSchedule(entry, schedule.name)) return undefined;
  const near = occurrencesBetween(schedule, entry.at - DOSE_MATCH_WINDOW_MS, entry.at + DOSE_MATCH_WINDOW_MS + 1);
  return near.sort((a, b) => Math.abs(a.at - entry.at) - Math.abs(b.at - entry.at) || a.at - b.at)[0];
}

/** The occurrence's final answer: taken or skipped (the latest wins); a snooze is not one. */
export function finalAnswer(occurrence: Occurrence, answers: readonly Answer[]): 'taken' | 'skipped' | undefined {
  const final = answers.filter((a) => a.occurrenceKey === occurrence.key && a.kind !== 'snoozed').sort((a, b) => b.at - a.at)[0];
  return final?.kind as 'taken' | 'skipped' | undefined;
}

/** A dose was logged: an entry names the schedule and stands for this dose. */
export function doseLogged(schedule: Timing & { name: string }, occurrence: Occurrence, entries: readonly LoggedEntry[]): boolean {
  return entries.some((entry) => doseOfEntry(schedule, entry)?.key === occurrence.key);
}

/** A dose needs no nudge: answered (taken or skipped) or logged. */
export function doseSettled(
  schedule: Timing & { name: string },
  occurrence: Occurrence,
  entries: readonly LoggedEntry[],
  answers: readonly Answer[],
): boolean {
  return finalAnswer(occurrence, answers) !== undefined || doseLogged(schedule, occurrence, entries);
}

/**
 * A log prompt needs no nudge at `sendAt` when an entry of a counted type (any, when none are named) was written, or
 * is timed, from the window's start on the prompt's local date (midnight by default) up to `sendAt`.
 */
export function promptSatisfied(
  prompt: Timing & { window_start?: string; counted_types?: readonly EntryCollection[] },
  occurrence: Occurrence,
  sendAt: number,
  entries: readonly LoggedEntry[],
): boolean {
  const from = instantOf(occurrence.localDate, prompt.window_start ?? '00:00', prompt.timezone);
  const inWindow = (ms: number) => ms >= from && ms <= sendAt;
  return entries.some(
    (entry) =>
      (!prompt.counted_types || prompt.counted_types.includes(entry.collection)) &&
      (inWindow(entry.at) || inWindow(entry.loggedAt ?? entry.at)),
  );
}
