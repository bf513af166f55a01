// The entry form's values: empty (now) for a new entry, from an entry to edit one, the required-field rule (docs/PRODUCT.md §5)
// and the one rule for a time in the future (shared/future-time.ts), which blocks saving.
import { FUTURE_TIME_MESSAGE, isFutureInstant } from '@shared/future-time';
import { typeKey, typeLabel, type EntryCollection } from '@shared/entry-types';
import type { UnitSystem } from '@shared/measures';
import type { Entry } from '@/lib/api-contract.generated';
import { draftFromMeasures, subjectsText } from '@/components/measure-fields';
import { nutritionDraft } from '@/components/nutrition/food-numbers';
import { nowInputValue, parseInstant, toDateTimeInputValue } from '@/lib/time-zone';
import type { EntryDraft } from '@/lib/entries-api/entry-request';

export type { EntryDraft };
/** The form's own text fields; measures and subjects have fields of their own. */
export type DraftField = Exclude<keyof EntryDraft, 'measures' | 'subjects' | 'nutrition'>;

export const isRelated = (collection: EntryCollection) => collection === 'related-data';

export function emptyDraft(zone: string): EntryDraft {
  return { when: nowInputValue(zone), details: '', notes: '', itemType: '', dataDetails: '', measures: {}, subjects: '' };
}

export function draftFromEntry(entry: Entry, zone: string, system: UnitSystem): EntryDraft {
  const measures = draftFromMeasures(entry.measures, system);
  return {
    when: toDateTimeInputValue(entry.calculated_timestamp || entry.utc_time, zone),
    details: (entry.item_name ?? entry.details ?? '').toString(),
    notes: entry.notes ?? '',
    itemType: typeLabel(entry.item_type ?? ''),
    dataDetails: entry.data_details ?? '',
    measures,
    subjects: subjectsText(entry.subjects),
    nutrition: nutritionDraft(entry.nutrition, measures),
  };
}

/** Date and time and details for every type; related data also needs its type and data details. Notes never. */
export function requiredFields(collection: EntryCollection): DraftField[] {
  return isRelated(collection) ? ['when', 'details', 'itemType', 'dataDetails'] : ['when', 'details'];
}

/** A type of only punctuation has no key to store, so it counts as missing too. */
export function missingFields(collection: EntryCollection, draft: EntryDraft): DraftField[] {
  return requiredFields(collection).filter((field) => !(field === 'itemType' ? typeKey(draft.itemType) : draft[field].trim()));
}

/** FUTURE_TIME_MESSAGE when the date and time (a wall time in the zone) is more than an hour ahead; else null. */
export function futureTimeProblem(draft: Pick<EntryDraft, 'when'>, zone: string, now = Date.now()): string | null {
  const ms = parseInstant(draft.when, zone);
  return ms !== undefined && isFutureInstant(ms, now) ? FUTURE_TIME_MESSAGE : null;
}

/** What a row shows of an entry: its details, or for related data its name. */
export function entrySummary(entry: Entry): string {
  return (entry.item_name ?? entry.details ?? '').toString();
}
