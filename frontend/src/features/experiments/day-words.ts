// An experiment's days as the person reads them: a calendar date of the experiment's zone ('2026-11-27'), formatted
// as that date (read at UTC midnight, never shifted by the device's zone), English month names in the person's date
// order; and the outcome's value of a day in its own words ("7 h 12 min", "6.5", "yes").
import { textLocale, type DateFormat } from '@/lib/time-zone';
import { formatDuration } from '@shared/measures';
import type { OutcomeKind } from '@shared/experiments';

const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

function formatter(format: DateFormat, options: Intl.DateTimeFormatOptions) {
  const intl = new Intl.DateTimeFormat(textLocale(format), { ...options, timeZone: 'UTC' });
  return (day: string) => intl.format(at(day));
}

/** "Mar 14" ("14 Mar"): the chart's axis. */
export const shortDay = (format: DateFormat) => formatter(format, { month: 'short', day: 'numeric' });
/** "Sat, Mar 14": the table's rows and the chart's readout. */
export const longDay = (format: DateFormat) => formatter(format, { weekday: 'short', month: 'short', day: 'numeric' });

/** Days from one calendar date to another (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => Math.round((at(to) - at(from)) / 86_400_000);

/** A day's value in the outcome's words; sleep is stored in minutes, a symptom's day as 1 or 0. */
export function valueText(kind: OutcomeKind, value: number | null): string {
  if (value === null) return 'Not logged';
  if (kind === 'sleep_minutes') return formatDuration(value);
  if (kind === 'symptom_days') return value >= 0.5 ? 'Yes' : 'No';
  return String(Math.round(value * 10) / 10);
}
