// GET /api/insights/summary/ (docs/INSIGHTS.md "Doctor summary and CSV"): one page of a period for a doctor — the
// averages of each series, the symptoms with their days and severity, the medications and supplements with their
// doses, and the findings' sentences. The query is GET /api/insights/'s (7/30/90/365 days, an IANA zone).
import * as z from 'zod';
import { intakeSummarySchema } from './insights-intake';
import { scheduleAdherence } from './schedule-adherence';
import { experimentNoteSchema } from './experiment-answers';

export const summaryAverage = z.object({
  /** The series' name in GET /api/insights/ (sleep_hours, mood …). */
  series: z.string(),
  unit: z.string(),
  /** The mean of its daily values; null when none was logged in the period. */
  mean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Days with a value (days without one are missing, not zero). */
  days: z.number().int(),
});

export const summarySymptom = z.object({
  /** The symptom or condition (the entry's subject, else its own words). */
  name: z.string(),
  /** Days it was logged on. */
  days: z.number().int(),
  first_day: z.string(),
  last_day: z.string(),
  /** Days with a severity (0–4); the mean is of each day's highest. */
  severity_days: z.number().int(),
  mean_severity: z.number().nullable(),
  max_severity: z.number().nullable(),
});

export const summaryMedication = z.object({
  /** The medication or supplement (the entry's subject, else its own words). */
  name: z.string(),
  /** The doses logged ("400 mg", "2 tablets"), most frequent first; empty when none was given. */
  doses: z.array(z.string()),
  /** Days it was taken on, and how many times in all. */
  days: z.number().int(),
  times: z.number().int(),
  first_day: z.string(),
  last_day: z.string(),
});

export const insightsSummaryResponse = z.object({
  period: z.object({ days: z.number().int(), first_day: z.string(), last_day: z.string(), timezone: z.string() }),
  /** Entries in the period, and the days with at least one. */
  total_logs: z.number().int(),
  logged_days: z.number().int(),
  averages: z.array(summaryAverage),
  symptoms: z.array(summarySymptom),
  medications: z.array(summaryMedication),
  /** The medication schedules of the last 30 days (whatever the period), each with its 7- and 30-day adherence. */
  schedules: z.array(scheduleAdherence),
  /** Average daily intake against targets, each nutrient over the days that had its number (never a no-food day as 0). */
  intake: intakeSummarySchema,
  findings: z.array(z.object({ sentence: z.string(), strength: z.enum(['weak', 'moderate', 'strong']), days: z.number().int() })),
  /** The experiments lived in the period: a running one's day and condition, an ended one's answer (docs/EXPERIMENTS.md). */
  experiments: z.array(experimentNoteSchema),
});
export type InsightsSummary = z.infer<typeof insightsSummaryResponse>;
export type SummarySymptom = z.infer<typeof summarySymptom>;
export type SummaryMedication = z.infer<typeof summaryMedication>;
export type SummaryAverage = z.infer<typeof summaryAverage>;
