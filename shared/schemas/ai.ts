// The AI's extracted items (SPEC.md §3 "Extracted item"): the schema the providers must answer with and the
// review screen shows; the Bedrock tool's input schema is generated from it.
import * as z from 'zod';
import { RAW_TEXT_MAX } from '../log-limits';
import { collectionOfCategory, ENTRY_COLLECTIONS, ITEM_TYPE_LABELS } from '../log-types';
import { foreignMeasures } from '../measures';
import { measuresSchema, subjectsSchema } from './measures';

/** The six item types that have their own collection; any other category is saved as related data. */
export const ITEM_TYPES = Object.keys(ITEM_TYPE_LABELS) as [string, ...string[]];

const calculatedTime = z
  .string()
  .min(10)
  .max(40)
  .describe(
    "When it happened: ISO 8601 with the person's zone offset (2026-11-21T08:00:00-05:00), or a date (2026-11-21) when only the day is known.",
  );

export const extractedItemSchema = z
  .object({
    category: z
      .string()
      .min(1)
      .max(100)
      .describe(
        `One of ${ITEM_TYPES.join(', ')}; anything else (a measurement, a symptom score, a lab value...) as a short snake_case type.`,
      ),
    details: z
      .string()
      .min(1)
      .max(5000)
      .describe('What happened, in the person\'s words, keeping amounts and durations (e.g. "2 eggs", "ran 5 km in 28 min").'),
    calculated_time: calculatedTime,
    notes: z.string().max(2000).default('').describe('Anything else worth keeping; empty when nothing.'),
    measures: measuresSchema.optional(),
    subjects: subjectsSchema.optional(),
  })
  .superRefine(refineMeasures);
export type ExtractedItem = z.infer<typeof extractedItemSchema>;

/** A change to one of the saved entries the request listed, as an adapter proposes it. */
export const editProposalSchema = z.object({
  action: z.enum(['update', 'delete']).describe('update to change fields of a saved entry, delete to remove it.'),
  collection: z.enum(ENTRY_COLLECTIONS).describe("The saved entry's type, as listed."),
  id: z.string().min(1).max(40).describe("The saved entry's id, as listed."),
  set: z
    .object({
      calculated_time: calculatedTime.optional(),
      details: z.string().min(1).max(5000).optional(),
      notes: z.string().max(2000).optional(),
      measures: measuresSchema.optional().describe('Only the measures that change.'),
    })
    .optional()
    .describe('update: only what changes.'),
});

export const extractionSchema = z.object({
  items: z
    .array(extractedItemSchema)
    .max(50)
    .describe('New things the person logged; not the ones that only change or remove saved entries.'),
  changes: z
    .array(editProposalSchema)
    .max(20)
    .default([])
    .describe('Changes or deletions of saved entries the person asks for ("actually the run was 6 km", "delete this morning\'s coffee").'),
  unmatched: z
    .array(z.string().max(300))
    .max(20)
    .default([])
    .describe('One short sentence per asked-for change that matches no saved entry.'),
});

/** A measure the item's type does not have (steps on a meal) is refused, naming it. */
export function refineMeasures(item: { category?: string; measures?: object }, context: z.RefinementCtx): void {
  if (!item.measures || !item.category) return;
  for (const name of foreignMeasures(collectionOfCategory(item.category), item.measures)) {
    context.addIssue({ code: 'custom', path: ['measures', name], message: `${name} is not a measure of this type.` });
  }
}

/** A saved entry an extracted item looks like (same type, within 60 minutes, same subjects or near-identical words). */
export interface DuplicateOf {
  collection: string;
  id: string;
  /** The saved entry's words (details, or related data's data_details). */
  text: string;
  calculated_timestamp: string;
}

/** An item as the review shows it: what the AI extracted, and the saved entry it may repeat. */
export type ReviewItem = ExtractedItem & { duplicate_of?: DuplicateOf | null };

/**
 * A change to one of the person's saved entries that their words ask for ("actually the run was 6 km",
 * "delete this morning's coffee"), proposed in the review and applied only on Confirm & Save.
 */
export interface ProposedChange {
  action: 'update' | 'delete';
  collection: string;
  id: string;
  /** The version the proposal was made from: applying it to a newer one answers 409. */
  version: number;
  /** The entry as saved now (a log entry as the API answers it). */
  before: Record<string, unknown>;
  /** update: the fields that change, as a log update takes them (calculated_timestamp, details, measures, ...). */
  set?: Record<string, unknown>;
}

/** A proposed change as Confirm & Save sends it back (its `before` stays on the client). */
export const changeRequestSchema = z.object({
  action: z.enum(['update', 'delete'], 'Expected update or delete.'),
  collection: z.enum(ENTRY_COLLECTIONS, 'Unknown log type.'),
  id: z.string().min(1).max(40),
  version: z.number('This field is required.').int().min(1),
  set: z.record(z.string(), z.unknown()).optional(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** What POST /api/ai/process-input/ (and with an image) answers. */
export interface ExtractionAnswer {
  items: ReviewItem[];
  changes: ProposedChange[];
  /** Plain sentences about asked-for changes that matched no saved entry. */
  unmatched: string[];
}

/** POST /api/ai/process-input/ (the image variant sends the same fields as multipart, with `image`). */
export const processInputRequest = z.object({
  text: z.string('This field is required.').trim().min(1, 'Please enter some text or select an image').max(RAW_TEXT_MAX),
  timezone: z.string().max(64).nullable().optional(),
});

/** The image variant's multipart fields; `image` is the photo's bytes (JPEG, PNG, WebP, GIF or HEIC). */
export const processPhotoInputForm = z.object({
  text: z.string().max(RAW_TEXT_MAX).optional(),
  timezone: z.string().max(64).optional(),
  image: z.string().describe('The photo (binary).'),
});

const duplicateOfSchema = z.object({
  collection: z.string(),
  id: z.string(),
  text: z.string(),
  calculated_timestamp: z.string(),
});

/** What the extraction calls answer: items to review, proposed changes to saved entries, and what matched nothing. */
export const extractionAnswerSchema = z.object({
  items: z.array(
    z.object({
      category: z.string(),
      details: z.string(),
      calculated_time: z.string(),
      notes: z.string(),
      measures: measuresSchema.optional(),
      subjects: z.array(z.string()).optional(),
      duplicate_of: duplicateOfSchema.nullable().optional(),
    }),
  ),
  changes: z.array(
    z.object({
      action: z.enum(['update', 'delete']),
      collection: z.string(),
      id: z.string(),
      version: z.number().int(),
      before: z.record(z.string(), z.unknown()),
      set: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
  unmatched: z.array(z.string()),
});

/** POST /api/structured-data/save/ (the image variant sends items and changes as JSON strings in multipart). */
export const saveRequest = z
  .object({
    /** May be empty only when a photo is saved with the items (SPEC.md §5: text or an image). */
    raw_text: z.string('This field is required.').trim().max(RAW_TEXT_MAX),
    items: z.array(extractedItemSchema, 'Expected a list of items.').max(50),
    changes: z.array(changeRequestSchema, 'Expected a list of changes.').max(50).default([]),
    timezone: z.string().max(64).nullable().optional(),
  })
  .superRefine((input, context) => {
    if (input.items.length + input.changes.length === 0)
      context.addIssue({ code: 'custom', path: ['items'], message: 'There is nothing to save.' });
  });
export type SaveRequest = z.infer<typeof saveRequest>;

export const savePhotoItemsForm = z.object({
  raw_text: z.string().max(RAW_TEXT_MAX).optional(),
  items: z.string().describe('The items as a JSON list.'),
  changes: z.string().optional().describe('The kept changes as a JSON list.'),
  timezone: z.string().max(64).optional(),
  image: z.string().describe('The photo (binary).'),
});

export const saveAnswerSchema = z.object({
  user_input_id: z.string(),
  entries: z.array(z.object({ collection: z.string(), id: z.string() })),
  changed: z.array(z.object({ collection: z.string(), id: z.string(), action: z.enum(['update', 'delete']) })),
  image_url: z.string().nullable(),
});

/** POST /api/ai/chat/ (SPEC.md §7). */
export const chatRequest = z.object({
  query: z.string('This field is required.').trim().min(1, 'This field may not be blank.').max(4000),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(8000) }))
    .max(100)
    .optional(),
  session_id: z.string().max(40).nullable().optional(),
  user_id: z.unknown().optional(),
  timezone: z.string().max(64).nullable().optional(),
  device_locale_info: z
    .object({
      locale: z.string().max(40).optional(),
      timezone: z.string().max(64).optional(),
      is_24h_format: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  analyze_my_health: z.boolean().optional(),
});

/**
 * What an answer used: one entry (collection and id), or a day of one type (collection, no id). `date` is the
 * entry's calendar day in the person's zone (YYYY-MM-DD): the client links it to the Logs page on that day and type.
 */
export const chatCiteSchema = z.object({ collection: z.string(), id: z.string().optional(), date: z.string() });
export type ChatCite = z.infer<typeof chatCiteSchema>;

/** `cites` is an addition to SPEC.md's answer: the entries (or days) the answer used, for links. */
export const chatAnswerSchema = z.object({ response: z.string(), session_id: z.string(), cites: z.array(chatCiteSchema).optional() });
export const chatSessionSchema = z.object({ id: z.string(), title: z.string(), start_time: z.string() });
/** An assistant's stored message keeps the cites of its answer. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  cites: z.array(chatCiteSchema).optional(),
});

/** GET /api/ai/trial-status/ (SPEC.md §3 "Trial status"). */
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
});

export const usageRowSchema = z.object({
  user: z.string(),
  month: z.string(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  images: z.number(),
});
