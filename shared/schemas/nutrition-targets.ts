// The profile's nutrition settings (docs/NUTRITION.md "Your targets", "Alcohol units"): the person's own daily
// targets and drink unit as the profile update takes them, and the effective targets GET /api/auth/me/ answers.
import * as z from 'zod';
import { DRINK_UNITS, NUTRIENTS, type DrinkUnit } from '../nutrition';
import { TARGET_NUTRIENTS, type TargetNutrient } from '../nutrition-targets';

const DRINK_UNIT_NAMES = Object.keys(DRINK_UNITS) as [DrinkUnit, ...DrinkUnit[]];
export const drinkUnitSchema = z.enum(DRINK_UNIT_NAMES, `Drink unit must be one of ${DRINK_UNIT_NAMES.join(', ')}.`);

/** One own target: a positive number up to the nutrient's daily most; null = use the default. */
const ownTarget = (name: TargetNutrient) => {
  const { label, unit, max } = NUTRIENTS[name];
  return z
    .number(`${label} target must be a number of ${unit}.`)
    .positive(`${label} target must be more than 0 ${unit}.`)
    .max(max, `${label} target must be at most ${max.toLocaleString('en-US')} ${unit}.`)
    .nullable()
    .optional();
};
const ownShape = Object.fromEntries(TARGET_NUTRIENTS.map((name) => [name, ownTarget(name)])) as Record<
  TargetNutrient,
  ReturnType<typeof ownTarget>
>;

/** The person's own targets as the update takes them: only the sent nutrients change; null clears one, an unknown name is a 400. */
export const ownTargetsRequest = z.strictObject(ownShape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown nutrient ${issue.keys.join(', ')}: targets can be set for ${TARGET_NUTRIENTS.join(', ')}.`
      : issue.code === 'invalid_type'
        ? 'Nutrition targets must be an object of nutrient names and numbers, or null.'
        : undefined,
});

/** The own targets the profile answers (numbers only: a cleared one is absent). */
export const ownTargetsSchema = z.object(
  Object.fromEntries(TARGET_NUTRIENTS.map((name) => [name, z.number().optional()])) as Record<TargetNutrient, z.ZodOptional<z.ZodNumber>>,
);

const nutrientTargetSchema = z.object({
  value: z.number(),
  kind: z.enum(['goal', 'limit']),
  source: z.enum(['default', 'own']),
  basis: z.string(),
  reference: z.string().nullable(),
  default_value: z.number().nullable(),
  range: z.object({ low: z.number(), high: z.number() }).optional(),
});

/** The targets in effect (shared/nutrition-targets.ts targetsFor) and the drink unit in use, with their sources. */
export const nutritionSettingsResponse = z.object({
  targets: z.object(
    Object.fromEntries(TARGET_NUTRIENTS.map((name) => [name, nutrientTargetSchema.optional()])) as Record<
      TargetNutrient,
      z.ZodOptional<typeof nutrientTargetSchema>
    >,
  ),
  /** What the profile lacks for the defaults it cannot give, in words ("Add your birth year and weight in Settings …"). */
  missing: z.array(z.string()),
  missing_fields: z.array(z.enum(['birth_year', 'gender', 'weight_kg'])),
  /** The default energy estimate and its equation; null without birth year, gender and weight. */
  energy: z
    .object({
      kcal: z.number(),
      bmr_kcal: z.number(),
      pal: z.number(),
      activity: z.string(),
      equation: z.string(),
      worked: z.string(),
      reference: z.string(),
    })
    .nullable(),
  sex_basis: z.enum(['male', 'female', 'midpoint']).nullable(),
  drink_unit: z.object({ unit: drinkUnitSchema, source: z.enum(['default', 'own']) }),
});
export type NutritionSettings = z.infer<typeof nutritionSettingsResponse>;
