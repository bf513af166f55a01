// Edits in plain words: sentences that ask to change or remove a saved entry ("actually the run yesterday was
// 6 km", "my headache was at 3pm, not 2pm", "delete this morning's coffee", "make it two slices") become proposed changes of the
// matching `recent` entry, or a sentence saying none matches. They are taken out of the text, so they never
// also become new items.
import type { EditProposal, SavedEntry } from '../ai-port';
import { NUMBER_WORDS } from './durations';
import { atMinutes } from './item-time';
import { dayOf, matchEntry } from './match-entry';
import { readMeasures } from './read-measures';
import { splitSentences } from './split-items';

export interface Edits {
  changes: EditProposal[];
  unmatched: string[];
  rest: string;
}

const MARKER = /^(?:actually|correction|oops|sorry|wait|no|edit|fix|i meant)\b[\s,:;.!-]*/i;
const DELETE = /^(?:please\s+)?(?:delete|remove|erase|undo|scratch|cancel|get rid of)\s+(.+?)(?:\s+(?:entry|log))?$/i;
const CHANGE = /^(?:please\s+)?(?:change|update|correct|set|move)\s+(.+?)\s+to\s+(.+)$/i;
const WAS = /^(.+?)\s+(?:was|were|is|should be|should have been|happened|started)\s+(?:actually\s+|really\s+)?(.+)$/i;
const CLOCK = /^(?:at\s+|around\s+|about\s+)?(?:(noon|midday|midnight)|(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?)$/i;
const NOT = /\s*,?\s*(?:not|instead of|rather than)\s+(.+)$/i;
/** "make it two slices", "make the latte a large one": a new amount for the entry named, or the newest it fits. */
const MAKE =
  /^(?:please\s+)?make\s+(?:it|that|this|(the\s+.+?|my\s+.+?))\s+((?:\d|an?\b|one|two|three|four|five|six|seven|eight|nine|ten|half).*)$/i;

/** A clock time as minutes after midnight; without am/pm, the reading nearer the saved time. */
function clockMinutes(text: string, savedMinutes: number): number | undefined {
  const match = CLOCK.exec(text.trim());
  if (!match) return undefined;
  if (match[1]) return /midnight/i.test(match[1]) ? 0 : 12 * 60;
  const [hour, minute] = [Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59) return undefined;
  const meridiem = match[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem) return ((hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + minute;
  const readings = hour < 12 ? [hour * 60 + minute, (hour + 12) * 60 + minute] : [hour * 60 + minute];
  return readings.sort((a, b) => Math.abs(a - savedMinutes) - Math.abs(b - savedMinutes))[0];
}

const savedMinutesOf = (entry: SavedEntry) => {
  const clock = /T(\d{2}):(\d{2})/.exec(entry.calculated_timestamp);
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : 12 * 60;
};

/** The entry's words with the changed number, when the old number is written once and reads back as the new one. */
function newDetails(entry: SavedEntry, measures: Record<string, unknown>, value: string): string | undefined {
  const [name, wanted] = Object.entries(measures)[0] ?? [];
  const old = (entry.measures as Record<string, unknown> | undefined)?.[name];
  const word = /^(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|half)\b/i.exec(value)?.[0].toLowerCase();
  const number = /\d+(?:[.,]\d+)?/.exec(value)?.[0] ?? (word && NUMBER_WORDS[word] !== undefined ? String(NUMBER_WORDS[word]) : undefined);
  if (old === undefined || !number) return undefined;
  const pattern = new RegExp(`(?<![\\d.])${String(old).replace('.', '\\.')}(?![\\d.])`, 'g');
  if ((entry.text.match(pattern) ?? []).length !== 1) return undefined;
  const text = entry.text.replace(pattern, number);
  return (readMeasures(entry.category, text) as Record<string, unknown>)[name] === wanted ? text : undefined;
}

/** A change asked for in one sentence, or undefined when the sentence asks for none. */
interface Edit {
  target: string;
  change?: EditProposal;
  unreadable?: boolean;
}

function readEdit(sentence: string, recent: readonly SavedEntry[], zone: string, now: Date): Edit | undefined {
  const marked = MARKER.test(sentence);
  const plain = sentence
    .replace(MARKER, '')
    .replace(/[.!?]+$/, '')
    .trim();
  const deletion = DELETE.exec(plain);
  if (deletion) {
    const entry = matchEntry(deletion[1], recent, zone, now);
    return { target: deletion[1], change: entry && { action: 'delete', collection: entry.collection, id: entry.id } };
  }
  const make = MAKE.exec(plain);
  if (make) return makeEdit(make[1], make[2], recent, zone, now);
  const asked = CHANGE.exec(plain) ?? WAS.exec(plain);
  if (!asked) return undefined;
  const corrected = NOT.test(asked[2]);
  // "the run was 6 km" logs a run; only a correction ("actually", "not 5", "should be", "change") is an edit.
  if (!marked && !corrected && !CHANGE.test(plain) && !/\b(?:should|actually)\b/i.test(plain)) return undefined;
  const target = asked[1].trim();
  const value = asked[2].replace(NOT, '').trim();
  // "actually I was stressed" says nothing new to set: it is an item, not an edit.
  if (!CLOCK.test(value) && !/\d|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|half)\b/i.test(value)) return undefined;
  const entry = matchEntry(target, recent, zone, now);
  if (!entry) return { target };
  const minutes = clockMinutes(value, savedMinutesOf(entry));
  const day = dayOf(entry, zone);
  if (minutes !== undefined && day)
    return {
      target,
      change: { action: 'update', collection: entry.collection, id: entry.id, set: { calculated_time: atMinutes(day, minutes, zone) } },
    };
  return measureEdit(target, entry, value);
}

/** A change of the entry's numbers to what `value` says ("6 km", "two slices"). */
function measureEdit(target: string, entry: SavedEntry, value: string): Edit {
  const measures = readMeasures(entry.category, value);
  if (Object.keys(measures).length === 0) return { target, unreadable: true };
  const details = newDetails(entry, measures as Record<string, unknown>, value);
  return {
    target,
    change: { action: 'update', collection: entry.collection, id: entry.id, set: details ? { measures, details } : { measures } },
  };
}

/** "make it two slices": the entry named, or the newest whose type reads the new amount. */
function makeEdit(named: string | undefined, value: string, recent: readonly SavedEntry[], zone: string, now: Date): Edit {
  const entry = named
    ? matchEntry(named, recent, zone, now)
    : recent.find((saved) => Object.keys(readMeasures(saved.category, value)).length > 0);
  const target = named ?? 'it';
  return entry ? measureEdit(target, entry, value) : { target };
}

export function proposeEdits(text: string, recent: readonly SavedEntry[], zone: string, now: Date): Edits {
  const edits: Edits = { changes: [], unmatched: [], rest: '' };
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    const edit = readEdit(sentence, recent, zone, now);
    if (!edit) kept.push(sentence);
    else if (edit.change) edits.changes.push(edit.change);
    else if (edit.unreadable) edits.unmatched.push(`Could not tell what to change in "${sentence.slice(0, 250)}".`);
    else edits.unmatched.push(`No saved entry matches "${edit.target.slice(0, 250)}".`);
  }
  edits.rest = kept.join('\n');
  return edits;
}
