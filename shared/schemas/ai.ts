// The AI's extracted items (SPEC.md §3 "Extracted item"): the schema the providers must answer with and the
// review screen shows; the Bedrock tool's input schema is generated from it.
import * as z from 'zod';
import { ITEM_TYPE_LABELS } from '../log-types';

/** The six item types that have their own collection; any other category is saved as related data. */
export const ITEM_TYPES = Object.keys(ITEM_TYPE_LABELS) as [string, ...string[]];

export const extractedItemSchema = z.object({
  category: z.string().min(1).max(100)
    .describe(`One of ${ITEM_TYPES.join(', ')}; anything else (a measurement, a symptom score, a lab value...) as a short snake_case type.`),
  details: z.string().min(1).max(5000)
    .describe('What happened, in the person\'s words, keeping amounts and durations (e.g. "2 eggs", "ran 5 km in 28 min").'),
  calculated_time: z.string().min(10).max(40)
    .describe('When it happened: ISO 8601 with the person\'s zone offset (2026-11-21T08:00:00-05:00), or a date (2026-11-21) when only the day is known.'),
  notes: z.string().max(2000).default('').describe('Anything else worth keeping; empty when nothing.'),
});
export type ExtractedItem = z.infer<typeof extractedItemSchema>;

export const extractionSchema = z.object({ items: z.array(extractedItemSchema).max(50) });
