// A reminder's title, one wording wherever it is shown: the push it sends (functions/scheduler/payload.ts) and what is
// left today (functions/reminders/today.ts).
import type { StoredReminder } from './due';

/** "Magnesium 400 mg", or the prompt's label. */
export function reminderTitle(reminder: StoredReminder): string {
  return reminder.kind === 'medication' ? `${reminder.name} ${reminder.dose_amount} ${reminder.dose_unit}` : reminder.label;
}
