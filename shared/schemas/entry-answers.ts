// What the entries calls answer (docs/PRODUCT.md "Entry fields"): an entry, a user input, the time zone mappings.
// Apart from the request schemas (entries.ts, which re-exports these) so that a group that only presents entries
// (ai, through functions/domain/present-entry.ts) builds none of the entries requests' schemas.
import * as z from 'zod';
import { ANSWERED_INSTANT, ZONE_NAME } from './formats';
import { measuresSchema } from './measures';
import { nutritionSourceSchema } from './nutrition';

/** What every entry answers (docs/PRODUCT.md "Entry fields"). */
export const entryAnswer = z.object({
  id: z.string(),
  utc_time: z.string().meta(ANSWERED_INSTANT),
  calculated_timestamp: z.string().meta(ANSWERED_INSTANT),
  notes: z.string(),
  /** A storage path (`images/<user>/<id>.<ext>`), shown through GET /api/images/{path}. */
  image_url: z.string().nullable(),
  user_input_log: z.string().nullable(),
  created_at: z.string().meta(ANSWERED_INSTANT),
  updated_at: z.string().meta(ANSWERED_INSTANT),
  device_timezone: z.string().meta(ZONE_NAME),
  device_offset_minutes: z.number(),
  version: z.number().int(),
});
/** The fields of one kind of entry: a detail entry's words; a related-data entry's item and its value. */
export const detailAnswer = z.object({ details: z.string() });
export const relatedAnswer = z.object({ item_name: z.string(), item_type: z.string(), data_details: z.string() });

/**
 * An entry as the entries calls answer it: the common fields, its kind's own fields, measures ({} when none) and subjects
 * ([] when none), and a food or drink's nutrition source (null when it has none). functions/domain/present-entry.ts
 * picks its fields from these schemas.
 */
export const entrySchema = entryAnswer.extend({
  ...detailAnswer.partial().shape,
  ...relatedAnswer.partial().shape,
  measures: measuresSchema.optional(),
  subjects: z.array(z.string()).optional(),
  nutrition: nutritionSourceSchema.nullable().optional(),
});
export type Entry = z.output<typeof entrySchema>;

export const userInputSchema = z.object({
  id: z.string(),
  raw_text: z.string(),
  utc_time: z.string().meta(ANSWERED_INSTANT),
  created_at: z.string().meta(ANSWERED_INSTANT),
  updated_at: z.string().meta(ANSWERED_INSTANT),
  timezone: z.string().meta(ZONE_NAME),
  version: z.number().int(),
  /** The photo the input came from (raw_text may then be empty), else null. */
  image_url: z.string().nullable().optional(),
});
export type UserInput = z.output<typeof userInputSchema>;

export const timezoneMappingsSchema = z.object({
  timezone_locale_map: z.record(z.string(), z.string()),
  timezone_country_map: z.record(z.string(), z.string()),
  version: z.string(),
});
export type TimezoneMappings = z.output<typeof timezoneMappingsSchema>;
