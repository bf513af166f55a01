// What the entry form holds, and the body the create and update calls send for it (docs/PRODUCT.md §3, §7; docs/PRODUCT.md "Time").
import { typeKey, type EntryCollection } from '@shared/entry-types';
import type { Measures, UnitSystem } from '@shared/measures';
import { measuresFromDraft, subjectsFromText, type MeasureDraft } from '@/components/measure-fields';
import type { NutritionDraft } from '@/components/nutrition/food-numbers';
import type { BodyOf } from '@/lib/call-api';
import { fromDateTimeInputValue, zoneOffsetMinutes } from '@/lib/time-zone';
import type { EntryOperation } from './operations';

/** The form's values. For related data `details` is the entry's name (item_name), as docs/PRODUCT.md §5 calls it. */
export interface EntryDraft {
  /** A datetime-local value ('YYYY-MM-DDTHH:mm'), a wall time in the chosen zone. */
  when: string;
  details: string;
  notes: string;
  /** Related data only: item_type as the person reads it ("Blood pressure"); sent as its key ("blood_pressure"). */
  itemType: string;
  /** Related data only: data_details. */
  dataDetails: string;
  /** The type's measures as typed, in the person's units. */
  measures: MeasureDraft;
  /** What the entry is about, comma-separated. */
  subjects: string;
  /** A food or drink's numbers and their source (components/nutrition); sent only once the person changed them. */
  nutrition?: NutritionDraft;
}

/** The body of a create as the contract types it (an update's is the same): details, or related data's three fields. */
export type EntryRequest = BodyOf<EntryOperation<EntryCollection, 'create'>>;

/**
 * The body for a draft: the time as ISO with the zone's offset at that instant, the zone's name and that
 * offset, the type's own fields, its measures in canonical units and its subjects as a list (both replace what
 * is stored; the form refuses measures with problems first). A measure left as the `stored` one was shown keeps
 * its stored value, not one rounded through the person's units. The server still checks every field;
 * user_input_log and version are added by the calls that need them.
 */
export function entryRequest(
  collection: EntryCollection,
  draft: EntryDraft,
  zone: string,
  system: UnitSystem,
  stored?: Measures,
): EntryRequest {
  const calculated_timestamp = fromDateTimeInputValue(draft.when, zone);
  const common = {
    calculated_timestamp,
    notes: draft.notes.trim(),
    device_timezone: zone,
    device_offset_minutes: zoneOffsetMinutes(zone, calculated_timestamp || undefined),
    measures: measuresFromDraft(collection, draft.measures, system, stored).measures,
    subjects: subjectsFromText(draft.subjects),
  };
  if (collection === 'related-data') {
    return {
      ...common,
      item_name: draft.details.trim(),
      item_type: typeKey(draft.itemType),
      data_details: draft.dataDetails.trim(),
    };
  }
  const nutrition = collection === 'food-drinks' && draft.nutrition?.changed ? { nutrition: draft.nutrition.source } : {};
  return { ...common, ...nutrition, details: draft.details.trim() };
}
