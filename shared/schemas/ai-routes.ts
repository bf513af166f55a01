// The AI group's routes: what extraction and chat take and answer, trial status and the staff usage report. Apart
// from ai.ts (what the providers answer), so the groups that only call a provider build none of these.
import * as z from 'zod';
import { CAPTURED_AT_MAX_AGE_DAYS } from '../captured-at';
import { RAW_TEXT_MAX } from '../entry-limits';
import { chatCiteSchema } from './ai';
import { ZONE_NAME } from './formats';
import { measuresSchema } from './measures';
import { nutritionSourceSchema } from './nutrition';

/** When a capture kept on the device while offline was typed (shared/captured-at.ts); absent means now. */
const CAPTURED_AT = z
  .string()
  .max(40)
  .describe(
    `When the words were typed, with its offset: they are read from then (at most ${CAPTURED_AT_MAX_AGE_DAYS} days back). Absent: now.`,
  );

/** POST /api/ai/process-input/ (the image variant sends the same fields as multipart, with `image`). */
export const processInputRequest = z.object({
  text: z.string('This field is required.').trim().min(1, 'Please enter some text or select an image').max(RAW_TEXT_MAX),
  timezone: z.string().max(64).meta(ZONE_NAME).nullable().optional(),
  captured_at: CAPTURED_AT.nullable().optional(),
});

/** The image variant's multipart fields; `image` is the photo's bytes (JPEG, PNG, WebP, GIF or HEIC). */
export const processPhotoInputForm = z.object({
  text: z.string().max(RAW_TEXT_MAX).optional(),
  timezone: z.string().max(64).meta(ZONE_NAME).optional(),
  captured_at: CAPTURED_AT.optional(),
  image: z.string().describe('The photo (binary).'),
});

/** A saved entry an extracted item looks like (same type, within 60 minutes, same subjects or near-identical words). */
export const duplicateOfSchema = z.object({
  collection: z.string(),
  id: z.string(),
  /** The saved entry's words (details, or related data's data_details). */
  text: z.string(),
  calculated_timestamp: z.string(),
});
export type DuplicateOf = z.output<typeof duplicateOfSchema>;

/** An item as the review shows it: what the AI extracted (shared/schemas/ai.ts), and the saved entry it may repeat. */
export const reviewItemSchema = z.object({
  category: z.string(),
  details: z.string(),
  calculated_time: z.string(),
  notes: z.string(),
  measures: measuresSchema.optional(),
  subjects: z.array(z.string()).optional(),
  /** A food's: where its numbers came from (docs/NUTRITION.md). */
  nutrition: nutritionSourceSchema.nullable().optional(),
  duplicate_of: duplicateOfSchema.nullable().optional(),
});
export type ReviewItem = z.output<typeof reviewItemSchema>;

/**
 * A change to one of the person's saved entries that their words ask for ("actually the run was 6 km",
 * "delete this morning's coffee"), proposed in the review and applied only on Confirm & Save.
 */
export const proposedChangeSchema = z.object({
  action: z.enum(['update', 'delete']),
  collection: z.string(),
  id: z.string(),
  /** The version the proposal was made from: applying it to a newer one answers 409. */
  version: z.number().int(),
  /** The entry as saved now (an entry as the API answers it). */
  before: z.record(z.string(), z.unknown()),
  /** update: the fields that change, as an entry update takes them (calculated_timestamp, details, measures, ...). */
  set: z.record(z.string(), z.unknown()).optional(),
});
export type ProposedChange = z.output<typeof proposedChangeSchema>;

/** What the extraction calls answer: items to review, proposed changes to saved entries, and what matched nothing. */
export const extractionAnswerSchema = z.object({
  items: z.array(reviewItemSchema),
  changes: z.array(proposedChangeSchema),
  /** Plain sentences about asked-for changes that matched no saved entry. */
  unmatched: z.array(z.string()),
});
export type ExtractionAnswer = z.output<typeof extractionAnswerSchema>;

/** POST /api/ai/chat/ (docs/PRODUCT.md §7). */
export const chatRequest = z.object({
  query: z.string('This field is required.').trim().min(1, 'This field may not be blank.').max(4000),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(8000) }))
    .max(100)
    .optional(),
  session_id: z.string().max(40).nullable().optional(),
  user_id: z.unknown().optional(),
  timezone: z.string().max(64).meta(ZONE_NAME).nullable().optional(),
  device_locale_info: z
    .object({
      locale: z.string().max(40).optional(),
      timezone: z.string().max(64).meta(ZONE_NAME).optional(),
      is_24h_format: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  analyze_my_health: z.boolean().optional(),
});

/** `cites` is an addition to docs/PRODUCT.md's answer: the entries (or days) the answer used, for links. */
export const chatAnswerSchema = z.object({ response: z.string(), session_id: z.string(), cites: z.array(chatCiteSchema).optional() });
export const chatSessionSchema = z.object({ id: z.string(), title: z.string(), start_time: z.string() });
/** An assistant's stored message keeps the cites of its answer. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  cites: z.array(chatCiteSchema).optional(),
});

/** GET /api/ai/trial-status/ (docs/PRODUCT.md "Trial status"). */
export const trialStatusSchema = z.object({
  is_trial_user: z.boolean(),
  credits_used: z.number(),
  credits_limit: z.number(),
  credits_remaining: z.number(),
  usage_progress_percentage: z.number(),
  images_used: z.number(),
  images_limit: z.number(),
  images_progress_percentage: z.number(),
  can_use_ai: z.boolean(),
  can_upload_images: z.boolean(),
  is_subscribed: z.boolean(),
  is_trial_expired: z.boolean(),
  days_remaining: z.number(),
  time_remaining_formatted: z.string(),
  trial_end_date: z.string().nullable(),
  /** Beyond docs/PRODUCT.md's fields (issue 23: a paying person sees their usage): the plan the counts belong to, the images
   * left, and when this period ends (ISO): the trial's end, or the day a paid plan's month renews its allowance. */
  plan: z.enum(['trial', 'basic', 'pro']),
  images_remaining: z.number(),
  period_end: z.string(),
});

export const usageRowSchema = z.object({
  user: z.string(),
  month: z.string(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  images: z.number(),
});
