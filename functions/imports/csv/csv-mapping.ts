// Which header of a generic CSV holds what (docs/IMPORT.md "CSV"): the mapping the person confirms in the preview,
// and a row's type matched to one of the seven entry types (the suggestion from the headers is csv-suggest.ts).
import type { DateOrder } from '../../../shared/account-rules';
import { ENTRY_TYPES, type EntryCollection } from '../../../shared/entry-types';

export const MAPPED_FIELDS = ['date', 'time', 'type', 'itemName', 'details', 'value', 'unit'] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

/**
 * Header names; only `date` is required, and a field left out is not read (the person's mapping replaces the
 * suggestion). `defaultType` types rows without a type cell: with no type column, every row.
 */
export type CsvMapping = { date: string } & Partial<Record<Exclude<MappedField, 'date'>, string>> & {
    defaultType?: EntryCollection;
    /** The value column's unit where the row has no unit cell ("steps", "kg"). */
    valueUnit?: string;
    /** How `03/01/2026` reads; needed only when the file's dates read both ways. */
    dateOrder?: DateOrder;
  };

/** A header or cell as lower-case words: "ActivityDate" → "activity date", "full_date" → "full date". */
export const words = (text: string) =>
  text
    .trim()
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Words people use for each entry type, besides its collection, title and category (matched as whole words). */
const SYNONYMS: Record<EntryCollection, readonly string[]> = {
  'test-subjects': ['symptom', 'symptoms', 'condition', 'health condition', 'test subject', 'pain', 'headache'],
  sleep: ['nap', 'slept', 'bedtime'],
  'food-drinks': ['food', 'drink', 'drinks', 'meal', 'meals', 'nutrition', 'snack', 'diet', 'water', 'coffee', 'caffeine'],
  supplements: ['supplement', 'medication', 'medications', 'medicine', 'drug', 'vitamin', 'vitamins', 'pill', 'dose'],
  'physical-activities': ['activity', 'exercise', 'workout', 'workouts', 'sport', 'training', 'walk', 'run', 'running', 'steps'],
  'mood-stress': ['mood', 'stress', 'emotion', 'feeling', 'energy', 'anxiety'],
  'related-data': ['related', 'related data', 'measurement', 'other', 'vital', 'vitals'],
};

const NAMES = new Map<string, EntryCollection>();
for (const type of ENTRY_TYPES) {
  const names = [type.collection, type.title, type.category, type.itemType ?? '', ...SYNONYMS[type.collection]];
  for (const name of names) if (name) NAMES.set(words(name.replace(/([a-z])([A-Z])/g, '$1 $2')), type.collection);
}

/** The entry type a type cell names, or undefined (then the row is related data of that type, docs/IMPORT.md). */
export function collectionOfName(name: string): EntryCollection | undefined {
  const key = words(name);
  return NAMES.get(key) ?? NAMES.get(key.replace(/s$/, ''));
}

/** True for a type cell that names related data in general rather than a kind of it ("other", "measurement"). */
export const isGenericRelatedName = (name: string) => SYNONYMS['related-data'].includes(words(name)) || words(name) === 'related data';
