// Daily intake in the insights' answers (docs/INSIGHTS.md "Daily intake"): the food and drink entries' nutrients per
// day for the Analytics page, and the average daily intake against the person's targets that the doctor summary and
// the weekly report carry. A day with no food logged is missing, never a day of 0 kcal.
import * as z from 'zod';
import { NUTRIENT_SERIES } from '../insight-series';

const dailySeries = z.array(z.number().nullable());

/** GET /api/insights/'s `intake`: one value per day of the period (null: no entry of that day had the number). */
export const dailyIntakeSchema = z.object({
  series: z.object(
    Object.fromEntries(NUTRIENT_SERIES.map((name) => [name, dailySeries])) as Record<(typeof NUTRIENT_SERIES)[number], typeof dailySeries>,
  ),
  /** Per day, the food and drink entries logged (0: none, the day is missing). */
  food_entries_per_day: z.array(z.number().int()),
  /** Per day, those of them without any nutrient number (no match in the food table, nothing typed). */
  without_numbers_per_day: z.array(z.number().int()),
});

/** A daily target (shared/nutrition-targets.ts): a goal to reach (energy, protein, fiber) or a limit to stay under (sugars, sodium, caffeine). */
export const intakeTargetSchema = z.object({ value: z.number(), kind: z.enum(['goal', 'limit']), source: z.enum(['default', 'own']) });

/** One nutrient's average daily intake over a span: the mean of the days that had the number, and on how many days. */
export const intakeAverageSchema = z.object({
  nutrient: z.enum(NUTRIENT_SERIES),
  unit: z.string(),
  /** null when no day of the span had the number (no data, never zero). */
  mean: z.number().nullable(),
  days: z.number().int(),
  /** The person's daily target (their own, or the estimate for their age, sex and weight); null without one. */
  target: intakeTargetSchema.nullable(),
});

/** Average daily intake against targets over a span of days. */
export const intakeSummarySchema = z.object({
  /** The span's days, and those with at least one food or drink entry (the days the averages can rest on). */
  days: z.number().int(),
  food_days: z.number().int(),
  /** Food and drink entries in the span, and how many of them had no numbers (not in any average). */
  food_entries: z.number().int(),
  entries_without_numbers: z.number().int(),
  nutrients: z.array(intakeAverageSchema),
});

export type DailyIntakeAnswer = z.infer<typeof dailyIntakeSchema>;
export type IntakeTarget = z.infer<typeof intakeTargetSchema>;
export type IntakeAverage = z.infer<typeof intakeAverageSchema>;
export type IntakeSummary = z.infer<typeof intakeSummarySchema>;
