// How analytics, the doctor summary and the weekly report word a schedule's adherence (docs/REMINDERS.md "Adherence
// and refill"): "Magnesium 400 mg: 26 of 30 doses (87 %), 2 skipped"; nothing due yet says so, never "0 %".
import type { AdherenceAnswer } from './api/get-adherence';

type AdherenceCounts = AdherenceAnswer['schedules'][number]['last_7_days'];

export interface NamedSchedule {
  name: string;
  dose_amount: number;
  dose_unit: string;
  times: readonly string[];
  days: readonly string[];
}

export const scheduleTitle = (schedule: NamedSchedule) => `${schedule.name} ${schedule.dose_amount} ${schedule.dose_unit}`;

/** "26 of 30 doses (87 %), 2 skipped"; a non-breaking space keeps "87 %" on one line. */
export function dosesText({ scheduled, taken, skipped, rate }: AdherenceCounts): string {
  if (scheduled === 0 || rate === null) return 'no dose due yet';
  const skips = skipped ? `, ${skipped} skipped` : '';
  return `${taken} of ${scheduled} ${scheduled === 1 ? 'dose' : 'doses'} (${Math.round(rate * 100)}\u00a0%)${skips}`;
}
