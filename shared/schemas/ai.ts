// The AI's extracted items (docs/PRODUCT.md "Extracted item"): the schema the providers must answer with and the
// review screen shows; the Bedrock tool's input schema is generated from its model-facing twin (names and amounts, no
// nutrient numbers: those come from the food table, docs/NUTRITION.md). The AI group's route schemas are in
// ai-routes.ts, saving's in save.ts: a group that only calls a provider builds neither.
import * as z from 'zod';
import { collectionOfCategory, ENTRY_COLLECTIONS, ITEM_TYPE_LABELS } from '../entry-types';
import { foreignMeasures } from '../measures';
import { TABLE_MEASURES } from '../nutrition';
import { measuresSchema, subjectsSchema } from './measures';
import { nutritionSourceSchema } from './nutrition';

/** The six item types that have their own collection; any other category is saved as related data. */
export const ITEM_TYPES = Object.keys(ITEM_TYPE_LABELS) as [string, ...string[]];

const calculatedTime = z
  .string()
  .min(10)
  .max(40)
  .describe(
    "When it happened: ISO 8601 with the person's zone offset (2026-11-21T08:00:00-05:00), or a date (2026-11-21) when only the day is known.",
  );

/** The measures the model may give: none of the weight and nutrient measures, which come from the food table (docs/AI.md). */
const modelMeasuresSchema = (measuresSchema as unknown as z.ZodObject)
  .omit(Object.fromEntries(TABLE_MEASURES.map((name) => [name, true])) as Record<string, true>)
  .describe(
    "Numbers in the text, in metric units: only those that belong to the item's category; leave out what is not said. Never nutrient values or weights: they come from a food table.",
  );

export const itemFields = {
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
  subjects: subjectsSchema.optional(),
};

/** An item as the model gives it (the record_items tool's schema): names and amounts, never nutrient numbers. */
export const modelItemSchema = z.object({
  ...itemFields,
  details: itemFields.details.describe(
    'What happened, in the person\'s words, keeping amounts and durations (e.g. "ran 5 km in 28 min"). A food or drink: one item per food, with its amount in everyday words or metric units ("2 large eggs", "1 cup cooked rice", "150 g grilled chicken breast").',
  ),
  measures: modelMeasuresSchema.optional(),
});

/** An item as the review shows it and Confirm & Save takes it: a food's numbers and where they came from included. */
export const extractedItemSchema = z
  .object({
    ...itemFields,
    measures: measuresSchema.optional(),
    nutrition: nutritionSourceSchema.nullable().optional(),
  })
  .superRefine(refineMeasures)
  .superRefine(refineNutrition);
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

/** The same, as the model may propose it: no nutrient numbers (a changed amount recomputes them from the table). */
const modelEditProposalSchema = editProposalSchema.extend({
  set: z
    .object({
      calculated_time: calculatedTime.optional(),
      details: z.string().min(1).max(5000).optional(),
      notes: z.string().max(2000).optional(),
      measures: modelMeasuresSchema.optional().describe('Only the measures that change.'),
    })
    .optional()
    .describe('update: only what changes.'),
});

function extractionOf<Item extends z.ZodType, Change extends z.ZodType>(item: Item, change: Change) {
  return z.object({
    items: z.array(item).max(50).describe('New things the person logged; not the ones that only change or remove saved entries.'),
    changes: z
      .array(change)
      .max(20)
      .default([])
      .describe(
        'Changes or deletions of saved entries the person asks for ("actually the run was 6 km", "delete this morning\'s coffee").',
      ),
    unmatched: z
      .array(z.string().max(300))
      .max(20)
      .default([])
      .describe('One short sentence per asked-for change that matches no saved entry.'),
  });
}

/** What an adapter answers (checked against it). */
export const extractionSchema = extractionOf(extractedItemSchema, editProposalSchema);
/** The record_items tool's input: what the model may send (scripts/generated-json.ts writes it as JSON Schema). */
export const modelExtractionSchema = extractionOf(modelItemSchema, modelEditProposalSchema);

/** A measure the item's type does not have (steps on a meal) is refused, naming it. */
export function refineMeasures(item: { category?: string; measures?: object }, context: z.RefinementCtx): void {
  if (!item.measures || !item.category) return;
  for (const name of foreignMeasures(collectionOfCategory(item.category), item.measures)) {
    context.addIssue({ code: 'custom', path: ['measures', name], message: `${name} is not a measure of this type.` });
  }
}

/** Only a food or drink carries a nutrition source. */
export function refineNutrition(item: { category?: string; nutrition?: unknown }, context: z.RefinementCtx): void {
  if (item.nutrition !== undefined && item.nutrition !== null && item.category && collectionOfCategory(item.category) !== 'food-drinks') {
    context.addIssue({ code: 'custom', path: ['nutrition'], message: 'nutrition is only kept on a food or drink.' });
  }
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

/**
 * What an answer used: one entry (collection and id), or a day of one type (collection, no id). `date` is the
 * entry's calendar day in the person's zone (YYYY-MM-DD): the client links it to the Logs page on that day and type.
 */
export const chatCiteSchema = z.object({ collection: z.string(), id: z.string().optional(), date: z.string() });
export type ChatCite = z.infer<typeof chatCiteSchema>;
