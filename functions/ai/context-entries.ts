// The person's own entries a chat may use, as data for the model (S40: never instructions), with their measures
// and subjects: as many days as the question's period needs.
import { ENTRY_COLLECTIONS, entryTypeOf, type EntryCollection } from '../../shared/entry-types';
import type { Measures } from '../../shared/measures';
import { addDays, daysBetween, type QuestionPeriod } from '../../shared/question-period';
import { dayBounds } from '../../shared/time';
import { listEntries } from '../data/entries';
import type { ContextEntry } from '../providers/ai/ai-port';

/**
 * Without a period a chat reads the last 30 days; never more than a year, and a bounded number of each type. Food is
 * logged several times a day and its intake is summed (docs/NUTRITION.md "Asking about it"), so it reads more a day.
 */
export const CONTEXT_WINDOWS = {
  defaultDays: 30,
  maxDays: 366,
  perDay: 2,
  minPerType: 20,
  maxPerType: 200,
  foodPerDay: 12,
  maxFood: 400,
} as const;

/** How many entries of a type a chat reads for the days from firstDay to today. */
export function contextLimit(collection: string, firstDay: string, today: string): number {
  const days = daysBetween(firstDay, today);
  if (collection === 'food-drinks')
    return Math.min(CONTEXT_WINDOWS.maxFood, Math.max(CONTEXT_WINDOWS.minPerType, days * CONTEXT_WINDOWS.foodPerDay));
  return Math.min(CONTEXT_WINDOWS.maxPerType, Math.max(CONTEXT_WINDOWS.minPerType, days * CONTEXT_WINDOWS.perDay));
}

/**
 * What an entry says, once: its details, or related data's own words, which usually name it already ("Weight 72.4
 * kg"); the name goes first only when they do not ("Blood pressure 120/80 mmHg"). Its type is given as `category`.
 */
export function textOf(entry: {
  collection: string;
  details?: unknown;
  item_name?: unknown;
  item_type?: unknown;
  data_details?: unknown;
}): string {
  if (entry.collection !== 'related-data') return String(entry.details ?? '');
  const name = String(entry.item_name ?? '').trim();
  const details = String(entry.data_details ?? '').trim();
  if (!name || details.toLowerCase().includes(name.toLowerCase())) return details || name;
  return details ? `${name} ${details}` : name;
}

/** The first day to read: the period's (or analyze mode's days), and the evening before it for a night's sleep. */
export function firstContextDay(today: string, period: QuestionPeriod | undefined, analyzeDays?: number): string {
  const wanted = analyzeDays ?? (period ? daysBetween(period.first, today) : CONTEXT_WINDOWS.defaultDays);
  return addDays(today, -Math.min(wanted, CONTEXT_WINDOWS.maxDays));
}

export async function contextEntries(userId: string, firstDay: string, today: string, zone: string): Promise<ContextEntry[]> {
  const from = new Date(dayBounds(firstDay, zone)!.start).toISOString();
  const lists = await Promise.all(
    ENTRY_COLLECTIONS.map((collection) => listEntries({ userId, collection, from, limit: contextLimit(collection, firstDay, today) })),
  );
  return lists
    .flatMap(({ entries }) => entries)
    .sort((a, b) => b.utc_time.localeCompare(a.utc_time))
    .map((entry) => ({
      collection: entry.collection,
      id: entry.id,
      calculated_timestamp: String(entry.calculated_timestamp),
      text: textOf(entry),
      notes: String(entry.notes ?? ''),
      category: String(
        (entry.collection === 'related-data' ? entry.item_type : entryTypeOf(entry.collection as EntryCollection).itemType) ?? '',
      ),
      measures: (entry.measures ?? {}) as Measures,
      subjects: Array.isArray(entry.subjects) ? (entry.subjects as string[]) : [],
    }));
}
