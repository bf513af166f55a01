// The seven entry types and the user inputs (docs/PRODUCT.md §3): paths, names, item types and dashboard categories, once.

/** Entry collections whose entries carry a `details` text. */
export const DETAIL_COLLECTIONS = ['test-subjects', 'food-drinks', 'supplements', 'sleep', 'physical-activities', 'mood-stress'] as const;
export type DetailCollection = (typeof DETAIL_COLLECTIONS)[number];

/** Every entry collection: related-data entries carry item_name, item_type and data_details instead. */
export const ENTRY_COLLECTIONS = [...DETAIL_COLLECTIONS, 'related-data'] as const;
export type EntryCollection = (typeof ENTRY_COLLECTIONS)[number];

/** The raw texts the entries came from. */
export const USER_INPUTS = 'user-inputs';
export type Collection = EntryCollection | typeof USER_INPUTS;
export const COLLECTIONS: readonly Collection[] = [USER_INPUTS, ...ENTRY_COLLECTIONS];

export interface EntryType {
  collection: EntryCollection;
  /** The panel's title on the dashboard and the Logs page. */
  title: string;
  /** The dashboard's name for it (docs/PRODUCT.md "Dashboard log categories"). */
  category: string;
  /** The AI's item type for it; related data has none of its own. */
  itemType?: string;
}

/** In the dashboard's order (docs/PRODUCT.md §2). */
export const ENTRY_TYPES: readonly EntryType[] = [
  { collection: 'test-subjects', title: 'Test Subjects & Health Conditions', category: 'testSubjects', itemType: 'test_subjects' },
  { collection: 'sleep', title: 'Sleep', category: 'sleep', itemType: 'sleep' },
  { collection: 'food-drinks', title: 'Food & Drinks', category: 'foodDrinks', itemType: 'food_drinks' },
  { collection: 'supplements', title: 'Supplements & Medications', category: 'supplements', itemType: 'supplements' },
  { collection: 'physical-activities', title: 'Physical Activities', category: 'physicalActivities', itemType: 'physical_activities' },
  { collection: 'mood-stress', title: 'Mood & Stress', category: 'moodStress', itemType: 'mood_stress' },
  { collection: 'related-data', title: 'Related Data', category: 'relatedData' },
];

export const entryTypeOf = (collection: EntryCollection): EntryType => ENTRY_TYPES.find((t) => t.collection === collection)!;

export const isEntryCollection = (value: string): value is EntryCollection => (ENTRY_COLLECTIONS as readonly string[]).includes(value);

/** docs/PRODUCT.md §3 item types with their labels (the extraction's categories). */
export const ITEM_TYPE_LABELS: Readonly<Record<string, string>> = {
  test_subjects: 'Test Subjects',
  food_drinks: 'Food & Drinks',
  supplements: 'Supplements',
  sleep: 'Sleep',
  physical_activities: 'Physical Activities',
  mood_stress: 'Mood & Stress',
};

/** The collection an extracted item of this category is saved to: its own, or related data for any other name. */
export function collectionOfCategory(category: string): EntryCollection {
  return ENTRY_TYPES.find((type) => type.itemType === category)?.collection ?? 'related-data';
}

/** A related-data type as a person reads it: "blood_pressure" → "Blood pressure" (names already in words stay). */
export function typeLabel(type: string): string {
  const words = type.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

/** A related-data type name as stored: "Blood Pressure" → "blood_pressure". */
export function typeKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

/** Related-data types offered when one is typed by hand (any other name is allowed too). */
export const RELATED_TYPE_SUGGESTIONS = [
  'weight',
  'blood pressure',
  'heart rate',
  'blood glucose',
  'temperature',
  'body fat',
  'oxygen saturation',
  'steps',
] as const;
