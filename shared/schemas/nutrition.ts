// The schema of a food entry's nutrition source (shared/nutrition.ts, docs/NUTRITION.md): on extracted items, on
// saved food and drink entries, in backups. The numbers themselves are measures (shared/schemas/measures.ts).
import * as z from 'zod';
import { GRAMS_MAX, NUTRITION_TABLES, type NutritionSource } from '../nutrition';

const text = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);

/** The schema as zod infers it; test/unit/schema-types.test.ts checks that this is shared/nutrition.ts' NutritionSource. */
export const nutritionSourceFields = z.object({
  matched: z.boolean('nutrition.matched must be true or false.'),
  table: z.enum(NUTRITION_TABLES, `nutrition.table must be one of: ${NUTRITION_TABLES.join(', ')}.`).nullable(),
  food_code: text(20).nullable(),
  food: text(300).nullable(),
  query: text(300),
  portion: text(120).nullable(),
  portion_grams: z.number().min(0).max(GRAMS_MAX).nullable(),
  amount: z.number().min(0).max(1000).nullable(),
  grams: z.number().min(0, 'grams must be between 0 and 10000 g.').max(GRAMS_MAX, 'grams must be between 0 and 10000 g.').nullable(),
  edited: z.boolean().default(false),
  note: text(300).nullable().default(null),
});

/**
 * Typed as shared/nutrition.ts' hand-written NutritionSource (kept by hand because that module is zod-free: pages read
 * it without loading zod; test/unit/schema-types.test.ts checks it is the type inferred here).
 */
export const nutritionSourceSchema = nutritionSourceFields.describe(
  "Where the entry's nutrient numbers came from: the food table's match (table, food code, description, portion, amount, grams), or the person's own numbers (edited). Set by the server; never by the model.",
) as unknown as z.ZodType<NutritionSource, z.input<typeof nutritionSourceFields>>;
