// The weekly report (docs/INSIGHTS.md "Weekly report"): the figures it is written from (the only thing the AI is
// given: numbers, dates and the engine's own sentences, never an entry's text) and the stored report.
import * as z from 'zod';
import { NUTRIENT_SERIES } from '../insight-series';
import { ZONE_NAME } from './formats';
import { weekScheduleAdherence } from './schedule-adherence';
import { intakeTargetSchema } from './insights-intake';
import { experimentNoteSchema } from './experiment-answers';

export const reportRequest = z.object({ timezone: z.string().max(64).meta(ZONE_NAME).optional() });

/** The series a report compares, in the order it reads them. */
export const REPORT_SERIES = ['sleep_hours', 'activity_minutes', 'mood', 'stress', 'energy', 'symptom_severity', 'weight_kg'] as const;
export type ReportSeries = (typeof REPORT_SERIES)[number];

const span = z.object({ first_day: z.string(), last_day: z.string() });
/** The mean over the days with data (null when none had any: no data, never zero) and how many days had data. */
const stretch = z.object({ mean: z.number().nullable(), days: z.number().int() });

export const weeklyFiguresSchema = z.object({
  timezone: z.string(),
  /** The last 7 days, today included. */
  week: span,
  /** The 28 days (4 weeks) before them. */
  before: span,
  series: z.array(z.object({ name: z.enum(REPORT_SERIES), unit: z.string(), week: stretch, before: stretch })),
  /** Activity minutes in the week, and per week on average in the 4 before (null: no activity logged). */
  activity_per_week: z.object({ week: z.number().nullable(), before: z.number().nullable() }),
  logging: z.object({
    week_entries: z.number().int(),
    week_days: z.number().int(),
    before_entries: z.number().int(),
    before_days: z.number().int(),
    /** Logged days in a row up to today (or up to yesterday while today has no entry yet). */
    current_streak: z.number().int(),
    /** The longest run of logged days in the 35 days. */
    longest_streak: z.number().int(),
  }),
  /** The week's health score with its parts; parts without data are named in missing. */
  score: z.object({
    score: z.number().nullable(),
    parts: z.array(z.object({ part: z.string(), value: z.number() })),
    missing: z.array(z.string()),
  }),
  /**
   * Average daily intake against targets (docs/INSIGHTS.md "Daily intake"): each nutrient's mean over the days that had
   * its number, in the week and in the 4 weeks before; days with no food logged are left out, never counted as 0.
   * Absent from the reports written before nutrients were read.
   */
  intake: z
    .object({
      /** Days with at least one food or drink entry, those entries, and how many had no numbers (in no mean). */
      week: z.object({ food_days: z.number().int(), food_entries: z.number().int(), entries_without_numbers: z.number().int() }),
      before: z.object({ food_days: z.number().int(), food_entries: z.number().int(), entries_without_numbers: z.number().int() }),
      nutrients: z.array(
        z.object({
          nutrient: z.enum(NUTRIENT_SERIES),
          unit: z.string(),
          week: stretch,
          before: stretch,
          target: intakeTargetSchema.nullable(),
        }),
      ),
    })
    .optional(),
  /** What affects you, from the last `days` days (more days than the report's 35: fewer chance findings). */
  findings: z.object({ days: z.number().int(), sentences: z.array(z.string()), needs_more_days: z.array(z.string()) }),
});
export type WeeklyFigures = z.infer<typeof weeklyFiguresSchema>;

export const reportSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  period: z.object({ first_day: z.string(), last_day: z.string(), timezone: z.string() }),
  title: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** A report as written: its text (plain text with "## " headings and "- " lists) and the figures it was written from. */
export const reportSchema = reportSummarySchema.extend({
  text: z.string(),
  figures: weeklyFiguresSchema,
  /**
   * Each medication schedule of the report's week with its doses taken, skipped and scheduled in those days up to the
   * writing. Kept beside the figures, not in them: the AI is never given a schedule's name. Absent from older reports.
   */
  medications: z.array(weekScheduleAdherence).optional(),
  /**
   * The experiments lived in the report's week: a running one's day and condition, a finished or stopped one's answer
   * (docs/EXPERIMENTS.md "Where the answer goes"). Beside the figures too: a title is the person's own words. Absent
   * from older reports.
   */
  experiments: z.array(experimentNoteSchema).optional(),
});
export type WeeklyReport = z.infer<typeof reportSchema>;
