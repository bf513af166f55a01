// Saving reviewed items (the reviewed-items group, /api/structured-data/): what Confirm & Save sends and what it answers.
import * as z from 'zod';
import { RAW_TEXT_MAX } from '../entry-limits';
import { changeRequestSchema, extractedItemSchema } from './ai';
import { ZONE_NAME } from './formats';

/** POST /api/structured-data/save/ (the image variant sends items and changes as JSON strings in multipart). */
export const saveRequest = z
  .object({
    /** May be empty only when a photo is saved with the items (docs/PRODUCT.md §5: text or an image). */
    raw_text: z.string('This field is required.').trim().max(RAW_TEXT_MAX),
    items: z.array(extractedItemSchema, 'Expected a list of items.').max(50),
    changes: z.array(changeRequestSchema, 'Expected a list of changes.').max(50).default([]),
    timezone: z.string().max(64).meta(ZONE_NAME).nullable().optional(),
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
  timezone: z.string().max(64).meta(ZONE_NAME).optional(),
  image: z.string().describe('The photo (binary).'),
});

export const saveAnswerSchema = z.object({
  user_input_id: z.string(),
  entries: z.array(z.object({ collection: z.string(), id: z.string() })),
  changed: z.array(z.object({ collection: z.string(), id: z.string(), action: z.enum(['update', 'delete']) })),
  image_url: z.string().nullable(),
});
