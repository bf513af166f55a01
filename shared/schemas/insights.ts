// GET /api/insights/ (docs/INSIGHTS.md): the period asked for, and what the Analytics page shows of it.
import * as z from 'zod';
import { SERIES_NAMES } from '../insight-series';
import { ENTRY_COLLECTIONS } from '../entry-types';
import { ZONE_NAME } from './formats';
import { dailyIntakeSchema } from './insights-intake';

export const INSIGHT_PERIODS = [7, 30, 90, 365] as const;

export const insightsQuery = z.object({
  days: z.coerce
    .number('Choose 7, 30, 90 or 365 days.')
    .refine((days) => (INSIGHT_PERIODS as readonly number[]).includes(days), 'Choose 7, 30, 90 or 365 days.')
    .default(30),
  timezone: z.string().max(64).meta(ZONE_NAME).optional(),
});

const dailySeries = z.array(z.number().nullable());
const perSeries = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(SERIES_NAMES.map((name) => [name, value])) as Record<(typeof SERIES_NAMES)[number], T>);

export const insightsResponse = z.object({
  period: z.object({ days: z.number().int(), first_day: z.string(), last_day: z.string(), timezone: z.string() }),
  quick_stats: z.object({
    /** Entries in the period. */
    total_logs: z.number().int(),
    /** Entries in its last 7 days. */
    this_week: z.number().int(),
    /** Days of the period with at least one entry. */
    logged_days: z.number().int(),
    /** The mean of the period's weekly health scores; null without data. */
    avg_score: z.number().nullable(),
  }),
  score: z.object({
    score: z.number().nullable(),
    parts: z.array(z.object({ part: z.string(), value: z.number(), days: z.number().int(), explanation: z.string() })),
    /** Parts left out for want of data (never counted as zero). */
    missing: z.array(z.string()),
  }),
  findings: z.array(
    z.object({
      sentence: z.string(),
      outcome: z.string(),
      factor: z.string(),
      lag: z.union([z.literal(0), z.literal(1)]),
      strength: z.enum(['weak', 'moderate', 'strong']),
      rho: z.number(),
      q: z.number(),
      days: z.number().int(),
      days_with: z.number().int().nullable(),
      days_without: z.number().int().nullable(),
      difference: z.number().nullable(),
      /** The days behind the factor, and the type of entry to find them in (the finding's links). */
      factor_days: z.array(z.string()),
      factor_collection: z.enum(ENTRY_COLLECTIONS).nullable(),
    }),
  ),
  /** How many pairs were tested together (the correction for testing many pairs counts them all). */
  tested: z.number().int(),
  /** What would need more days before it can be tested. */
  needs_more_days: z.array(z.string()),
  /** A few suggestions, each from a finding or a guideline shortfall, citing the data behind it. */
  recommendations: z.array(z.object({ text: z.string(), source: z.string() })),
  /** The period's calendar days in the zone, oldest first; every series has one value per day (null: none logged). */
  days: z.array(z.string()),
  series: perSeries(dailySeries),
  units: z.record(z.string(), z.string()),
  entries_per_day: z.array(z.number().int()),
  /** Daily intake from the food and drink entries' nutrients, one value per day (null: none had the number). */
  intake: dailyIntakeSchema,
  /** The period of as many days before this one: each series' average over its logged days (null: none), for comparison. */
  previous: z
    .object({
      first_day: z.string(),
      last_day: z.string(),
      averages: perSeries(z.number().nullable()),
      days_logged: perSeries(z.number().int()),
    })
    .nullable(),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;
