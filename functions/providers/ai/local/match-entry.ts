// Which saved entry words such as "the run yesterday" or "this morning's coffee" point at: the newest one of the
// named thing's type whose subjects or words match, on the named day if one is said.
import { collectionOfCategory } from '../../../../shared/entry-types';
import { parseTimestamp, toZonedIso } from '../../../../shared/time';
import type { SavedEntry } from '../ai-port';
import { classifyItem } from './classify-item';
import { findSubjects } from './find-subjects';
import { findTimePhrase } from './resolve-time';

const FILLER = new Set([
  'the',
  'my',
  'a',
  'an',
  'that',
  'this',
  'from',
  'of',
  'at',
  'on',
  'in',
  'entry',
  'log',
  'one',
  'i',
  'had',
  'did',
  'was',
  'last',
  'today',
  'time',
]);

/** The words of a target without its day and filler: "this morning's coffee" → day, ["coffee"]. */
function readTarget(target: string, zone: string, now: Date): { day?: string; words: string } {
  const plain = target.replace(/['’]s\b/gi, '');
  const phrase = findTimePhrase(plain, zone, now);
  const words = phrase ? `${plain.slice(0, phrase.index)} ${plain.slice(phrase.index + phrase.length)}` : plain;
  return { day: phrase?.time.slice(0, 10), words: words.replace(/[^\p{L}\p{N}\s-]/gu, ' ').trim() };
}

const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 2 && !FILLER.has(w));

/** The entry's day on the person's wall clock. */
export function dayOf(entry: SavedEntry, zone: string): string | undefined {
  const instant = parseTimestamp(entry.calculated_timestamp, zone);
  return instant === undefined ? undefined : toZonedIso(instant, zone).slice(0, 10);
}

export function matchEntry(target: string, recent: readonly SavedEntry[], zone: string, now: Date): SavedEntry | undefined {
  const { day, words } = readTarget(target, zone, now);
  const category = classifyItem(words);
  const known = !['other', 'measurement'].includes(category);
  const subjects = known ? findSubjects(category, words) : [];
  const content = contentWords(words);
  if (subjects.length === 0 && content.length === 0) return undefined;
  // The person's own words in the entry beat a shared subject ("the flat white" over another coffee); then newest.
  const score = (entry: SavedEntry): number => {
    if (known && entry.collection !== collectionOfCategory(category)) return 0;
    if (day && dayOf(entry, zone) !== day) return 0;
    const text = entry.text.toLowerCase();
    if (content.some((w) => new RegExp(`(?<![\\p{L}\\p{N}])${w}`, 'u').test(text))) return 2;
    const about = new Set([...(entry.subjects ?? []), ...findSubjects(entry.category, entry.text)]);
    return subjects.some((s) => about.has(s)) ? 1 : 0;
  };
  const time = (entry: SavedEntry) => parseTimestamp(entry.calculated_timestamp, zone) ?? 0;
  const ranked = recent.map((entry) => ({ entry, score: score(entry) })).filter((c) => c.score > 0);
  ranked.sort((a, b) => b.score - a.score || time(b.entry) - time(a.entry));
  return ranked[0]?.entry;
}
