// The day's condition as a reminder (docs/EXPERIMENTS.md "Reminders of the day's condition", a first slice): on each
// day of the plan, at a local time of the person's choosing in the experiment's own zone, a push "Experiment day 9 of
// 42: A — magnesium 400 mg". Pure: which sends fall in a span of instants, and the next one after an instant (what a
// due index would list), with the occurrence key of the reminders (`<id>@<local date>T<HH:MM>`) so the scheduler's
// send claims (SENT#<key>) keep one push per day. A stopped experiment sends nothing from its stop on; nothing is
// sent outside the plan's days. Days are calendar days in the zone and the time is a wall time (instantOf): a clock
// change moves neither the day nor the condition.
import type { PushPayload } from '../../../shared/schemas/push';
import type { StoredExperiment } from '../../data/experiments';
import { instantOf } from '../reminders/occurrences';
import { scheduleOf } from './plan-of';
import { dayText } from './today';

export interface DayReminderSend {
  /** The reminders' occurrence key: `<experiment id>@<local date>T<HH:MM>`. */
  key: string;
  date: string;
  /** The instant it is due. */
  at: number;
  payload: PushPayload;
}

/** The page a click opens: the dashboard, which says today's condition. */
const PAGE = '/dashboard';

/** Every send of the plan at `remindAt` ('HH:MM') in its zone, in time order; none from the instant it was stopped. */
export function daySends(experiment: StoredExperiment, remindAt: string): DayReminderSend[] {
  const schedule = scheduleOf(experiment);
  const stoppedAt = experiment.stopped_at ? Date.parse(experiment.stopped_at) : Infinity;
  return schedule.days.flatMap((day) => {
    const at = instantOf(day.date, remindAt, experiment.timezone);
    if (at >= stoppedAt) return [];
    const key = `${experiment.id}@${day.date}T${remindAt}`;
    return [
      {
        key,
        date: day.date,
        at,
        payload: { title: dayText(experiment, day, schedule.days.length), body: experiment.title, tag: key, url: PAGE },
      },
    ];
  });
}

/** The sends due in [from, to): a minute's run asks for its minute. */
export const daySendsBetween = (experiment: StoredExperiment, remindAt: string, from: number, to: number): DayReminderSend[] =>
  daySends(experiment, remindAt).filter((send) => send.at >= from && send.at < to);

/** The first send at or after `now`, or undefined when none is left (the due index would then drop it). */
export const nextDaySend = (experiment: StoredExperiment, remindAt: string, now: number): DayReminderSend | undefined =>
  daySends(experiment, remindAt).find((send) => send.at >= now);

/**
 * What an experiment stores to be in the due index: its `remind_at` and the next day's send from `now` (none when the
 * plan has no day left, or it was stopped). Written with it on create and restore (data/experiments.ts).
 */
export function daySendOf(experiment: StoredExperiment, now: number): Pick<StoredExperiment, 'remind_at' | 'next_send_at'> {
  if (!experiment.remind_at) return {};
  const next = nextDaySend(experiment, experiment.remind_at, now);
  return { remind_at: experiment.remind_at, ...(next ? { next_send_at: new Date(next.at).toISOString() } : {}) };
}
