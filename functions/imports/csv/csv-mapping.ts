// Which header of a generic CSV holds what (docs/IMPORT.md "CSV"): the mapping the person confirms in the preview,
// the one suggested from the headers' names, and a row's type matched to one of the seven entry types.
import type { DateOrder } from '../../../shared/account-rules';
import { ENTRY_TYPES, type EntryCollection } from '../../../shared/entry-types';

export const MAPPED_FIELDS = ['date', 'time', 'type', 'details', 'value', 'unit'] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

/** Header names; only `date` is required. `defaultType` types rows without a type column or cell. */
export type CsvMapping = { date: string } & Partial<Record<Exclude<MappedField, 'date'>, string>> & {
    defaultType?: EntryCollection;
    /** How `03/01/2026` reads; needed only when the file's dates read both ways. */
    dateOrder?: DateOrder;
  };

const HEADER_NAMES: Record<MappedField, readonly string[]> = {
  date: ['date', 'day', 'datetime', 'timestamp', 'date time', 'start date', 'start', 'datum', 'fecha', 'calculated timestamp'],
  time: ['time', 'hour', 'clock', 'start time', 'heure', 'uhrzeit', 'zeit'],
  type: ['type', 'category', 'kind', 'log type', 'collection', 'typ', 'tipo'],
  details: ['details', 'description', 'text', 'entry', 'note', 'notes', 'name', 'item', 'what', 'comment'],
  value: ['value', 'amount', 'quantity', 'qty', 'count', 'number', 'wert'],
  unit: ['unit', 'units', 'uom', 'einheit', 'unidad'],
};

const words = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The first header each field's names match, each header used once. */
export function suggestMapping(headers: readonly string[]): Partial<CsvMapping> {
  const mapping: Partial<Record<MappedField, string>> = {};
  const used = new Set<string>();
  for (const field of MAPPED_FIELDS) {
    const header = headers.find((h) => !used.has(h) && HEADER_NAMES[field].includes(words(h)));
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}

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
