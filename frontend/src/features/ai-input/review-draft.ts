// The review as an editor holds it: each extracted item as editable texts (type, details, time in the person's
// zone, notes, measures, a food's numbers and their source), checked and turned back into the items Confirm & Save
// sends; a time in the future flagged by the one rule (shared/future-time.ts), which blocks saving, and an old one marked.
import { futureItemMessage, isFutureInstant } from '@shared/future-time';
import type { ExtractedItem, ReviewItem } from '@/lib/api-contract.generated';
import { collectionOfCategory, ITEM_TYPE_LABELS, typeKey, typeLabel, type EntryCollection } from '@shared/entry-types';
import type { Measures, UnitSystem } from '@shared/measures';
import {
  draftFromMeasures,
  measuresFromDraft,
  subjectsFromText,
  subjectsText,
  type MeasureDraft,
  type MeasureProblems,
} from '@/components/measure-fields';
import { nutritionDraft, type NutritionDraft } from '@/components/nutrition/food-numbers';
import { fromDateTimeInputValue, nowInputValue, parseInstant, toDateTimeInputValue } from '@/lib/time-zone';

/** The type select's value for related data; the six types use their item type (food_drinks, sleep, ...). */
export const RELATED = 'related';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ItemDraft {
  /** Stable across edits and removals, for React keys and field ids. */
  key: number;
  /** One of ITEM_TYPE_LABELS' keys, or RELATED. */
  type: string;
  /** Related data's type name as a person reads it ("Blood pressure"). */
  relatedType: string;
  details: string;
  /** 'YYYY-MM-DDTHH:mm' in the zone, or 'YYYY-MM-DD' when only the day is known. */
  when: string;
  /** The AI knew only the day: the field is a date until the person adds a time. */
  dayOnly: boolean;
  /** The time the AI gave, so an untouched time keeps its exact instant. */
  extractedTime: string;
  notes: string;
  measures: MeasureDraft;
  /** The measures the AI gave: a value left as shown keeps them exactly. */
  extractedMeasures: Measures;
  /** Comma-separated, as the subjects field holds them. */
  subjects: string;
  /** A food's numbers: where they came from and what an amount scales from (components/nutrition). */
  nutrition: NutritionDraft;
  duplicateOf: ReviewItem['duplicate_of'];
}

export type ItemField = 'type' | 'relatedType' | 'details' | 'when';
export interface ItemProblems {
  fields: Partial<Record<ItemField, string>>;
  measures: MeasureProblems;
  /** The time is in the future (futureFlag's text): the item cannot be saved until it changes or goes. */
  future?: string;
}

const isDayOnly = (when: string) => DAY.test(when);

export function collectionOfDraft(draft: Pick<ItemDraft, 'type'>): EntryCollection {
  return draft.type === RELATED ? 'related-data' : collectionOfCategory(draft.type);
}

export function draftFromItem(item: ReviewItem, key: number, zone: string, system: UnitSystem): ItemDraft {
  const known = item.category in ITEM_TYPE_LABELS;
  const time = item.calculated_time;
  const measures = draftFromMeasures(item.measures, system);
  return {
    key,
    type: known ? item.category : RELATED,
    relatedType: known ? '' : typeLabel(item.category),
    details: item.details,
    when: isDayOnly(time) ? time : toDateTimeInputValue(time, zone),
    dayOnly: isDayOnly(time),
    extractedTime: time,
    notes: item.notes ?? '',
    measures,
    extractedMeasures: item.measures ?? {},
    subjects: subjectsText(item.subjects),
    nutrition: nutritionDraft(item.nutrition, measures),
    duplicateOf: item.duplicate_of ?? null,
  };
}

/** A new item the person adds: no type yet, now as its time. */
export function blankItem(key: number, zone: string): ItemDraft {
  return {
    key,
    type: '',
    relatedType: '',
    details: '',
    when: nowInputValue(zone),
    dayOnly: false,
    extractedTime: '',
    notes: '',
    measures: {},
    extractedMeasures: {},
    subjects: '',
    nutrition: nutritionDraft(null, {}),
    duplicateOf: null,
  };
}

/** A day stays a day; an untouched time is sent exactly as the AI gave it; else the wall time in the zone. */
function calculatedTimeOf(draft: ItemDraft, zone: string): string {
  if (draft.dayOnly) return isDayOnly(draft.when) ? draft.when : '';
  if (draft.extractedTime && !isDayOnly(draft.extractedTime) && draft.when === toDateTimeInputValue(draft.extractedTime, zone))
    return draft.extractedTime;
  return fromDateTimeInputValue(draft.when, zone);
}

/** The item as Confirm & Save sends it, or what is wrong with it (a time in the future included). */
export function itemFromDraft(
  draft: ItemDraft,
  zone: string,
  system: UnitSystem,
  now = Date.now(),
): { item?: ExtractedItem; problems: ItemProblems } {
  const fields: ItemProblems['fields'] = {};
  const category = draft.type === RELATED ? typeKey(draft.relatedType) : draft.type;
  if (!draft.type) fields.type = 'Choose a type.';
  else if (!category) fields.relatedType = 'Name the type (weight, blood pressure, ...).';
  if (!draft.details.trim()) fields.details = 'Details are required.';
  const calculated_time = calculatedTimeOf(draft, zone);
  if (!calculated_time) fields.when = 'Enter a date and time.';
  const future = calculated_time ? futureFlag(draft, zone, now) : null;
  const collection = collectionOfDraft(draft);
  const { measures, problems } = measuresFromDraft(collection, draft.measures, system, draft.extractedMeasures);
  // Only a food or drink keeps its source: a type changed to another drops it with the nutrients.
  const nutrition = collection === 'food-drinks' ? draft.nutrition.source : null;
  if (Object.keys(fields).length > 0 || Object.keys(problems).length > 0 || future)
    return { problems: { fields, measures: problems, ...(future && { future }) } };
  return {
    item: {
      category,
      details: draft.details.trim(),
      calculated_time,
      notes: draft.notes.trim(),
      measures,
      subjects: subjectsFromText(draft.subjects),
      ...(nutrition && { nutrition }),
    },
    problems: { fields: {}, measures: {} },
  };
}

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

/** The instant the field stands for: a day is its start (as the API reads a date), a time its wall time in the zone. */
function instantOf({ when, dayOnly }: Pick<ItemDraft, 'when' | 'dayOnly'>, zone: string): number | undefined {
  if (dayOnly && !isDayOnly(when)) return undefined;
  return parseInstant(dayOnly ? `${when}T00:00` : when, zone);
}

/**
 * The review's flag on a time in the future by the one rule (shared/future-time.ts: more than an hour ahead):
 * 'This is tomorrow: keep it for later, or change the time.', or null. The time is kept, never moved to now; a
 * flagged item blocks Confirm & Save until its time changes or it is removed.
 */
export function futureFlag(draft: Pick<ItemDraft, 'when' | 'dayOnly'>, zone: string, now = Date.now()): string | null {
  const ms = instantOf(draft, zone);
  return ms !== undefined && isFutureInstant(ms, now) ? futureItemMessage(ms, now, zone) : null;
}

/** A time more than 7 days back (a day: its end) is marked so the person looks at it again; it still saves. */
export function isOldTime(draft: Pick<ItemDraft, 'when' | 'dayOnly'>, zone: string, now = Date.now()): boolean {
  const ms = instantOf(draft, zone);
  if (ms === undefined) return false;
  return (draft.dayOnly ? ms + 24 * 60 * MINUTE : ms) < now - WEEK;
}

export const OLD_TIME_TEXT = 'This is more than 7 days ago. Check the date.';
