// How the local report writes its numbers: each series in its own unit (7 h 5 min, 45 min, 6.5/10, 70.2 kg), a change as
// "25 min more" or "about the same", a span of days as "2026-03-24 – 2026-03-30" (shown in the
// person's date format by the web app), and an intake as "1,850 kcal".
import { hoursText } from '../../../../shared/insight-series';
import { formatNumber } from '../../../../shared/nutrition';
import type { ReportSeries } from '../../../../shared/schemas/insights-reports';

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** A value of the series in its unit. */
export function valueText(name: ReportSeries, unit: string, value: number): string {
  if (name === 'sleep_hours') return hoursText(value);
  if (name === 'activity_minutes') return `${Math.round(value)} min`;
  if (unit.startsWith('/')) return `${oneDecimal(value)}${unit}`;
  return `${oneDecimal(value)} ${unit}`.trim();
}

/** The week's value against the one before, in the series' unit; "about the same" when it rounds to nothing. */
export function changeText(name: ReportSeries, unit: string, week: number, before: number): string {
  const difference = week - before;
  const size = Math.abs(difference);
  let amount: string;
  if (name === 'sleep_hours') amount = Math.round(size * 60) === 0 ? '' : hoursText(size);
  else if (name === 'activity_minutes') amount = Math.round(size) === 0 ? '' : `${Math.round(size)} min`;
  else amount = oneDecimal(size) === '0.0' ? '' : unit.startsWith('/') ? oneDecimal(size) : `${oneDecimal(size)} ${unit}`.trim();
  if (!amount) return 'about the same';
  const scale = unit.startsWith('/');
  return `${amount} ${difference > 0 ? (scale ? 'higher' : 'more') : scale ? 'lower' : 'less'}`;
}

export const daysText = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/**
 * Two calendar days as one span, each written YYYY-MM-DD: "2026-03-24 – 2026-03-30". The web app shows every such day
 * in the person's date format (formatDaysIn of its date formatter), as it does the chat's.
 */
export function spanText(first: string, last: string): string {
  return first === last ? first : `${first} – ${last}`;
}

/** An intake in its unit: "1,850 kcal", "62 g", "2,300 mg", "4.5 g". */
export function intakeText(value: number, unit: string): string {
  return `${formatNumber(value)} ${unit}`;
}
