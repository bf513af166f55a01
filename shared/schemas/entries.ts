// Requests and responses of the entries calls (docs/PRODUCT.md "Entry fields", §5, §7 "Logs"): server and client share them.
import * as z from 'zod';
import type { EntryCollection } from '../entry-types';
import { foreignMeasures } from '../measures';
import { SENT_TIMESTAMP, ZONE_NAME } from './formats';
import { measuresSchema, subjectsSchema } from './measures';
import { nutritionSourceSchema } from './nutrition';

import { ITEM_NAME_MAX, ITEM_TYPE_MAX, LIST_LIMIT_MAX, NOTES_MAX, RAW_TEXT_MAX, TEXT_MAX } from '../entry-limits';

export * from '../entry-limits';
/** The answers: apart, so a group that only presents entries builds none of the requests' schemas. */
export * from './entry-answers';

const required = (max: number) =>
  z
    .string('This field is required.')
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);
const zoneName = z.string().trim().max(64, 'Enter a valid time zone.').meta(ZONE_NAME);

/** ISO 8601; without an offset it is read in device_timezone (the OpenAPI document names it: docs/API.md). */
export const sentTimestamp = required(40).meta(SENT_TIMESTAMP);

/** Fields every entry request may carry; the server computes utc_time, the offset and created_at itself. */
const entryFields = {
  calculated_timestamp: sentTimestamp,
  notes: z.string().max(NOTES_MAX, `Ensure this field has no more than ${NOTES_MAX} characters.`).nullable().optional(),
  user_input_log: z.string().max(40).nullable().optional(),
  device_timezone: zoneName.nullable().optional(),
  /** What the device said; the server stores the zone's real offset at that instant instead. */
  device_offset_minutes: z
    .number()
    .int()
    .min(-24 * 60)
    .max(24 * 60)
    .nullable()
    .optional(),
  /** The version the client edited; a PUT with a stale one answers 409 instead of overwriting. */
  version: z.number().int().min(1).optional(),
  /** Numbers in canonical metric units (docs/MEASURES.md); null clears them. */
  measures: measuresSchema.nullable().optional(),
  /** Canonical names of what the entry is about; null clears them. */
  subjects: subjectsSchema.nullable().optional(),
  /** A food or drink's nutrition source (docs/NUTRITION.md); absent keeps or recomputes it, null clears it. */
  nutrition: nutritionSourceSchema.nullable().optional(),
};

/** A measure the collection does not have (steps on a meal) is refused, naming it; only a food or drink has a nutrition source. */
const measuresOf =
  (collection: EntryCollection) => (input: { measures?: object | null; nutrition?: unknown }, context: z.RefinementCtx) => {
    for (const name of foreignMeasures(collection, input.measures ?? {})) {
      context.addIssue({ code: 'custom', path: ['measures', name], message: `${name} is not a measure of this type.` });
    }
    if (collection !== 'food-drinks' && input.nutrition !== undefined && input.nutrition !== null) {
      context.addIssue({ code: 'custom', path: ['nutrition'], message: 'nutrition is only kept on a food or drink.' });
    }
  };

export const detailEntryRequest = z.object({ ...entryFields, details: required(TEXT_MAX) });
export const relatedEntryRequest = z.object({
  ...entryFields,
  item_name: required(ITEM_NAME_MAX),
  item_type: required(ITEM_TYPE_MAX),
  data_details: required(TEXT_MAX),
});

export function entryRequestSchema(collection: EntryCollection) {
  return (collection === 'related-data' ? relatedEntryRequest : detailEntryRequest).superRefine(measuresOf(collection));
}

/**
 * A manual entry in one call (issue 21): POST /{collection}/ may carry the text of its user input instead of
 * `user_input_log`; the server then writes the user input and the entry pointing at it together (docs/LOGS.md).
 */
export const manualInputFields = {
  user_input_text: z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(RAW_TEXT_MAX, `Ensure this field has no more than ${RAW_TEXT_MAX} characters.`)
    .optional(),
};
export const manualInputRequest = z.object(manualInputFields);

/** POST /{collection}/ of an entry type: the entry's fields, and optionally its user input's text. */
export function entryCreateSchema(collection: EntryCollection) {
  return (collection === 'related-data' ? relatedEntryRequest : detailEntryRequest)
    .extend(manualInputFields)
    .superRefine(measuresOf(collection));
}

export type DetailEntryRequest = z.input<typeof detailEntryRequest>;
export type RelatedEntryRequest = z.input<typeof relatedEntryRequest>;

export const userInputRequest = z.object({
  raw_text: required(RAW_TEXT_MAX),
  timezone: zoneName.nullable().optional(),
  version: entryFields.version,
});

/** GET list query: dates are calendar days in `timezone`, both inclusive (docs/PRODUCT.md §5 date filter). */
export const listQuery = z.object({
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    .optional(),
  end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    .optional(),
  timezone: zoneName.optional(),
  limit: z.coerce
    .number('Enter a whole number.')
    .int('Enter a whole number.')
    .min(1)
    .max(LIST_LIMIT_MAX, `Ensure this value is at most ${LIST_LIMIT_MAX}.`)
    .optional(),
  cursor: z.string().max(2000).optional(),
});
