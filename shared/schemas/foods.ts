// The foods group's schemas (docs/NUTRITION.md "Searching the food table"): a search of the derived USDA table
// and one food with its nutrients per 100 g and household portions. What the review's picker reads.
import * as z from 'zod';
import { NUTRIENT_NAMES, NUTRIENTS, type NutrientValues } from '../nutrition';

/** The longest search a person types: a food's name, not a meal. */
export const FOOD_QUERY_MAX = 100;
/** The most foods one search answers. */
export const FOOD_RESULTS_MAX = 50;
export const FOOD_RESULTS_DEFAULT = 20;

export const foodsQuery = z.object({
  q: z
    .string('Type a food to search for.')
    .trim()
    .min(1, 'Type a food to search for.')
    .max(FOOD_QUERY_MAX, `Ensure the search has no more than ${FOOD_QUERY_MAX} characters.`),
  limit: z.coerce
    .number(`limit must be a whole number from 1 to ${FOOD_RESULTS_MAX}.`)
    .int(`limit must be a whole number from 1 to ${FOOD_RESULTS_MAX}.`)
    .min(1, `limit must be a whole number from 1 to ${FOOD_RESULTS_MAX}.`)
    .max(FOOD_RESULTS_MAX, `limit must be a whole number from 1 to ${FOOD_RESULTS_MAX}.`)
    .default(FOOD_RESULTS_DEFAULT),
});

/** Built from the nutrients' list, which zod infers as any string's number: typed as shared/nutrition.ts' NutrientValues. */
const per100g = z
  .object(
    Object.fromEntries(
      NUTRIENT_NAMES.map((name) => [
        name,
        z.number().min(0).optional().describe(`${NUTRIENTS[name].label} (${NUTRIENTS[name].unit}) per 100 g`),
      ]),
    ),
  )
  .describe('Nutrients per 100 g; one the table does not give for this food is absent, never 0.') as unknown as z.ZodType<
  NutrientValues,
  NutrientValues
>;

export const portionSchema = z.object({
  words: z.string().describe('The table\'s portion words: "1 large", "1 cup", "Quantity not specified".'),
  grams: z.number().min(0).describe('Grams of one such portion.'),
});

export const foodSchema = z.object({
  table: z.enum(['fndds', 'sr28']).describe('fndds: USDA FNDDS 2017–2018 (foods as eaten); sr28: USDA SR Legacy 28.'),
  code: z.string().describe('FNDDS food code or SR Legacy NDB number.'),
  description: z.string(),
  category: z.string().describe('The WWEIA category (FNDDS) or food group (SR Legacy).'),
  per100g,
  portions: z.array(portionSchema),
  default_portion: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe('The portion assumed when no amount is said, as an index into portions; null: none (100 g).'),
});

export const foodsResponse = z.object({ results: z.array(foodSchema).describe('Best match first.') });

export type FoodResult = z.infer<typeof foodSchema>;
export type FoodsQuery = z.infer<typeof foodsQuery>;
