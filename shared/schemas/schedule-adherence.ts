// Adherence per medication schedule as analytics, the doctor summary and the weekly report show it
// (docs/REMINDERS.md "Adherence and refill"): doses taken out of doses scheduled before now, and those skipped.
import * as z from 'zod';
import { DOSE_UNITS } from '../measures';
import { WEEKDAYS } from './reminders';

export const adherenceCounts = z.object({
  scheduled: z.number().int(),
  taken: z.number().int(),
  skipped: z.number().int(),
  /** taken / scheduled, 0..1; null when nothing was scheduled yet (never shown as 0 %). */
  rate: z.number().nullable(),
});
export type AdherenceCounts = z.infer<typeof adherenceCounts>;

/** What names a schedule: "Magnesium 400 mg at 08:00 and 21:30". */
const scheduleFields = {
  id: z.string(),
  name: z.string(),
  dose_amount: z.number(),
  dose_unit: z.enum(DOSE_UNITS),
  doses_per_intake: z.number(),
  times: z.array(z.string()),
  days: z.array(z.enum(WEEKDAYS)),
  timezone: z.string(),
};

/** A schedule that existed in the last 30 days, with its last 7 and 30 local days in its zone. */
export const scheduleAdherence = z.object({ ...scheduleFields, last_7_days: adherenceCounts, last_30_days: adherenceCounts });
export type ScheduleAdherence = z.infer<typeof scheduleAdherence>;

/** A schedule that existed in a report's week, with that week's doses. */
export const weekScheduleAdherence = z.object({ ...scheduleFields, week: adherenceCounts });
export type WeekScheduleAdherence = z.infer<typeof weekScheduleAdherence>;

/** GET /api/insights/adherence/: the schedules oldest first; none when the person keeps none. */
export const adherenceResponse = z.object({ schedules: z.array(scheduleAdherence) });
