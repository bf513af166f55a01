// What is left of a reminder today (docs/REMINDERS.md "Today"): its occurrences on today's date in its own zone, each
// with its state. A dose is done when taken or logged, skipped when skipped, and otherwise open once its time has
// passed and later before; a log prompt is done once an entry of its counted types is in its window (the rule that
// spares its nudge), and otherwise open or later the same way. Pure: the caller gives the now, entries and answers.
import type { TODAY_STATES } from '../../../shared/schemas/reminder-routes';
import type { StoredReminder } from './due';
import { doseLogged, finalAnswer, promptSatisfied, type Answer, type LoggedEntry } from './logged';
import { localDateOf, occurrencesOn, type Occurrence } from './occurrences';

export type TodayState = (typeof TODAY_STATES)[number];

export interface TodayOccurrence {
  occurrence: Occurrence;
  state: TodayState;
}

const waiting = (occurrence: Occurrence, now: number): TodayState => (occurrence.at <= now ? 'open' : 'later');

/** The reminder's occurrences on its local date of `now`, in time order, each with its state. */
export function todayOf(
  reminder: StoredReminder,
  now: number,
  entries: readonly LoggedEntry[],
  answers: readonly Answer[],
): TodayOccurrence[] {
  return occurrencesOn(reminder, localDateOf(now, reminder.timezone)).map((occurrence) => {
    if (reminder.kind === 'log-prompt')
      return { occurrence, state: promptSatisfied(reminder, occurrence, now, entries) ? 'done' : waiting(occurrence, now) };
    const answered = finalAnswer(occurrence, answers);
    if (answered) return { occurrence, state: answered === 'taken' ? 'done' : 'skipped' };
    return { occurrence, state: doseLogged(reminder, occurrence, entries) ? 'done' : waiting(occurrence, now) };
  });
}
