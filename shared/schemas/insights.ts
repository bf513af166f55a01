// GET /api/insights/ (docs/INSIGHTS.md): the period asked for, and what the Analytics page shows of it.
import * as z from 'zod';

export const INSIGHT_PERIODS = [7, 30, 90, 365] as const;

export const insightsQuery = z.object({
  days: z.coerce
    .number('Choose 7, 30, 90 or 365 days.')
    .refine((days) => (INSIGHT_PERIODS as readonly number[]).includes(days), 'Choose 7, 30, 90 or 365 days.')
    .default(30),
  timezone: z.string().max(64).optional(),
});

const dailySeries = z.array(z.number().nullable());

export const insightsResponse = z.object({
  period: z.object({ days: z.number().int(), first_day: z.string(), last_day: z.string(), timezone: z.string() }),
  quick_stats: z.object({
    /** Entries in the period. */
    total_logs: z.number().int(),
    /** Entries in its last 7 days. */
    this_week: z.number().int(),
    /** Days of the period with at least one entry. */
    logged_days: z.number().int(),
  }),
  /** The period's calendar days in the zone, oldest first; every series has one value per day (null: none logged). */
  days: z.array(z.string()),
  series: z.object({
    sleep_hours: dailySeries,
    sleep_quality: dailySeries,
    activity_minutes: dailySeries,
    mood: dailySeries,
    stress: dailySeries,
    energy: dailySeries,
    symptom_severity: dailySeries,
    weight_kg: dailySeries,
  }),
  units: z.record(z.string(), z.string()),
  entries_per_day: z.array(z.number().int()),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;
