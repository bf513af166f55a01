// What the Settings → Reminders section says (docs/REMINDERS.md): each reminder's title, its schedule, adherence and
// refill lines, and the section's messages, written once.
import type { Medication, Reminder } from './api/reminders-api';

export { DAY_NAMES, DAY_ORDER, type Day } from '@/lib/schedule-text';

export const REMINDER_TEXTS = {
  title: 'Reminders',
  intro:
    'Check-in prompts and medication or supplement schedules. Times are in your time zone and keep their clock time when the clocks change.',
  empty: 'No reminders yet.',
  loading: 'Loading your reminders…',
  loadFailed: 'Your reminders could not be loaded. Reload the page to try again.',
  addPrompt: 'Add a check-in',
  addMedication: 'Add a medication',
  saved: 'Reminder saved.',
  deleted: 'Reminder deleted.',
  checkFields: 'Check the marked fields.',
  saveFailed: 'The reminder could not be saved. Try again.',
  deleteFailed: 'The reminder could not be deleted. Try again.',
  timesHint: '24-hour times, separated by commas, such as 08:00, 21:30.',
  windowHint: 'Optional: no nudge if you logged anything since this time that day.',
  countedTitle: 'What counts as logged',
  countedHint: 'No nudge when you logged one of the ticked types. None ticked: any entry counts.',
  stockHint: 'Optional: tablets, capsules or other units on hand; each dose taken counts down.',
  nudgesTitle: 'Snooze and repeats',
  repeatHint: 'How many more times an unanswered one comes back; 0 sends it once.',
  refillHint: 'Warn this many days before the stock runs out.',
} as const;

export const titleOf = (reminder: Reminder) =>
  reminder.kind === 'log-prompt' ? reminder.label : `${reminder.name} ${reminder.dose_amount} ${reminder.dose_unit}`;

/** A non-breaking space keeps "71 %" on one line. */
const percent = (rate: number) => `${Math.round(rate * 100)}\u00a0%`;

/** "5 of 7 doses taken in the last 7 days (71 %), 1 skipped"; none due yet says so. */
export function adherenceText({ days, scheduled, taken, skipped, rate }: Medication['adherence']['last_7_days']): string {
  if (scheduled === 0 || rate === null) return `No doses were due in the last ${days} days.`;
  const skips = skipped ? `, ${skipped} skipped` : '';
  return `${taken} of ${scheduled} ${scheduled === 1 ? 'dose' : 'doses'} taken in the last ${days} days (${percent(rate)})${skips}.`;
}

export function refillText(refill: NonNullable<Medication['refill']>, date: (day: string) => string): string {
  const days = refill.days_left === 1 ? '1 day' : `${refill.days_left} days`;
  return refill.warn ? `Refill soon: the stock lasts ${days}, until ${date(refill.runs_out_on)}.` : `The stock lasts ${days}.`;
}
