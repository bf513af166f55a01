// What the review shows besides the extracted items: which of them repeat an entry already saved, and the
// changes to saved entries the person's words ask for, each with the version it was proposed from.
import { collectionOfCategory, ENTRY_COLLECTIONS, entryTypeOf, type EntryCollection } from '../../shared/entry-types';
import type { Measures } from '../../shared/measures';
import type { ExtractedItem } from '../../shared/schemas/ai';
import type { ProposedChange, ReviewItem } from '../../shared/schemas/ai-routes';
import { listEntries, type StoredEntry } from '../data/entries';
import { resolveEntryTime } from '../domain/entry-time';
import { presentEntry } from '../domain/present-entry';
import { withFoodNumbers } from '../domain/nutrition/nutrition-rules';
import { withoutTableNumbers } from '../domain/nutrition/item-nutrition';
import type { EditProposal, SavedEntry } from '../providers/ai/ai-port';

const DAY = 24 * 60 * 60 * 1000;
/** Edits name entries of the last week or so; duplicates are within the hour, so the same window serves both. */
export const REVIEW_WINDOW = { days: 8, perType: 50 } as const;
export const DUPLICATE_MINUTES = 60;

const textOf = (entry: StoredEntry) => String(entry.collection === 'related-data' ? entry.data_details : entry.details);
const categoryOf = (entry: StoredEntry) =>
  String(entry.collection === 'related-data' ? entry.item_type : entryTypeOf(entry.collection as EntryCollection).itemType);

/** The person's entries of the review window, newest first. */
export async function recentEntries(userId: string, now = new Date()): Promise<StoredEntry[]> {
  const from = new Date(now.getTime() - REVIEW_WINDOW.days * DAY).toISOString();
  const lists = await Promise.all(
    ENTRY_COLLECTIONS.map((collection) => listEntries({ userId, collection, from, limit: REVIEW_WINDOW.perType })),
  );
  return lists.flatMap(({ entries }) => entries).sort((a, b) => b.utc_time.localeCompare(a.utc_time));
}

/** The entries as the AI sees them: data to point edits at, never instructions. */
export function savedEntries(entries: StoredEntry[]): SavedEntry[] {
  return entries.map((entry) => ({
    collection: entry.collection,
    id: entry.id,
    category: categoryOf(entry),
    calculated_timestamp: String(entry.calculated_timestamp),
    text: textOf(entry),
    measures: (entry.measures ?? {}) as Measures,
    subjects: (entry.subjects ?? []) as string[],
  }));
}

/** Words that say nothing about what an entry is ("a coffee" is "coffee"). */
const FILLER = new Set(['a', 'an', 'the', 'some', 'my', 'of', 'and', 'had', 'have', 'i', 'with', 'at', 'in', 'on']);
const words = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !FILLER.has(word)));

/** Near-identical words: at least 80% of the words of both are shared. */
export function nearlySame(a: string, b: string): boolean {
  const [left, right] = [words(a), words(b)];
  if (left.size === 0 || right.size === 0) return false;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(left.size, right.size) >= 0.8;
}

function instantOf(item: ExtractedItem, zone: string): number | undefined {
  try {
    return Date.parse(resolveEntryTime(item.calculated_time, zone).utc_time);
  } catch {
    return undefined;
  }
}

/** Same type, within the hour, and the same subjects or near-identical words. */
function savedTwin(item: ExtractedItem, zone: string, entries: StoredEntry[]): StoredEntry | undefined {
  const at = instantOf(item, zone);
  if (at === undefined) return undefined;
  const collection = collectionOfCategory(item.category);
  const subjects = new Set(item.subjects ?? []);
  return entries.find(
    (entry) =>
      entry.collection === collection &&
      (collection !== 'related-data' || entry.item_type === item.category) &&
      Math.abs(Date.parse(entry.utc_time) - at) <= DUPLICATE_MINUTES * 60_000 &&
      (((entry.subjects ?? []) as string[]).some((s) => subjects.has(s)) || nearlySame(textOf(entry), item.details)),
  );
}

export function markDuplicates(items: ExtractedItem[], zone: string, entries: StoredEntry[]): ReviewItem[] {
  return items.map((item) => {
    const twin = savedTwin(item, zone, entries);
    const duplicate_of = twin
      ? { collection: twin.collection, id: twin.id, text: textOf(twin), calculated_timestamp: String(twin.calculated_timestamp) }
      : null;
    return { ...item, duplicate_of };
  });
}

/**
 * A food's change with its numbers recomputed as the save will ("make it two slices" doubles them), so the review shows
 * what will be saved; the adapter's own nutrient numbers never count.
 */
function foodSet(entry: StoredEntry, set: Record<string, unknown>): Record<string, unknown> {
  if (entry.collection !== 'food-drinks' || (set.measures === undefined && set.details === undefined)) return set;
  const fields = { details: set.details ?? entry.details, measures: set.measures ?? entry.measures ?? {} };
  const { measures, nutrition } = withFoodNumbers(entry.collection, fields, entry);
  return { ...set, measures, nutrition };
}

/** An adapter's proposals as the review shows them: the entry as saved, its version, the fields a PUT would take. */
export function proposedChanges(edits: EditProposal[], entries: StoredEntry[], zone: string): ProposedChange[] {
  const changes: ProposedChange[] = [];
  for (const edit of edits) {
    const entry = entries.find((l) => l.collection === edit.collection && l.id === edit.id);
    if (!entry || changes.some((c) => c.id === entry.id)) continue;
    const base = {
      action: edit.action,
      collection: entry.collection,
      id: entry.id,
      version: entry.version as number,
      before: presentEntry(entry) as unknown as Record<string, unknown>,
    };
    if (edit.action === 'delete') {
      changes.push(base);
      continue;
    }
    const { calculated_time, measures, ...words } = edit.set ?? {};
    const set: Record<string, unknown> = { ...words };
    if (calculated_time) {
      try {
        set.calculated_timestamp = resolveEntryTime(calculated_time, String(entry.device_timezone ?? zone)).calculated_timestamp;
      } catch {
        continue;
      }
    }
    if (measures) set.measures = { ...(entry.measures as Measures), ...withoutTableNumbers(measures) };
    if (Object.keys(set).length > 0) changes.push({ ...base, set: foodSet(entry, set) });
  }
  return changes;
}
