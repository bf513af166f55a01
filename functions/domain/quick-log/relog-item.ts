// What re-logging an entry writes, and the key that makes "2 eggs" logged five times one item (docs/QUICK-LOG.md):
// the type, the words as a person would read them the same (case, spacing and end punctuation aside) and the amounts
// they say. A food's weight and nutrients are left out of the key: the food table gives them from the words, so they
// follow the words.
import { createHash } from 'node:crypto';
import { entryTypeOf, type EntryCollection } from '../../../shared/entry-types';
import type { Measures } from '../../../shared/measures';
import { withoutTableNumbers, type NutritionSource } from '../../../shared/nutrition';
import type { RelogItem } from '../../../shared/schemas/quick-log';

/** "  2 Eggs. " and "2 eggs" read the same. */
export const normalisedWords = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;!]+$/u, '')
    .trim();

/** The item's identity: its type, words and stated amounts (sorted, so the order they were stored in does not count). */
export function itemKey(collection: string, details: string, measures: Measures | undefined): string {
  const stated = Object.entries(withoutTableNumbers(measures ?? {})).sort(([a], [b]) => a.localeCompare(b));
  const identity = JSON.stringify([collection, normalisedWords(details), stated]);
  return createHash('sha256').update(identity).digest('base64url').slice(0, 22);
}

/** An entry's fields as re-logging writes them: the same words, amounts, subjects and nutrition, no notes of that day. */
export interface RelogSource {
  collection: EntryCollection;
  details?: unknown;
  measures?: unknown;
  subjects?: unknown;
  nutrition?: unknown;
}

export function relogItemOf(entry: RelogSource): RelogItem {
  const measures = (entry.measures ?? {}) as Measures;
  const subjects = (entry.subjects ?? []) as string[];
  return {
    category: entryTypeOf(entry.collection).itemType!,
    details: String(entry.details ?? ''),
    notes: '',
    ...(Object.keys(measures).length > 0 && { measures }),
    ...(subjects.length > 0 && { subjects }),
    ...(entry.collection === 'food-drinks' && entry.nutrition ? { nutrition: entry.nutrition as NutritionSource } : {}),
  };
}
