// Adherence and refill (docs/REMINDERS.md "Adherence and refill"): doses taken out of doses scheduled over the last
// 7 and 30 days, and when the stock runs out at the schedule's rate. Pure: `now` and the answers and entries are given.
import type { Medication } from '../../../shared/schemas/reminders';
import { doseLogged, finalAnswer, type Answer, type LoggedEntry } from './logged';
import { addDays, instantOf, localDateOf, occurrencesBetween } from './occurrences';

export type Schedule = Medication & { id: string };

export interface Adherence {
  days: number;
  scheduled: number;
  taken: number;
  skipped: number;
  /** taken / scheduled, 0..1; null when nothing was scheduled. */
  rate: number | null;
}

/**
 * Over the last `days` local days (today and the days before, in the schedule's zone), doses due before `now`.
 * Taken: answered taken, or a matching entry logged (and not answered skipped); skipped: answered skipped.
 */
export function adherence(
  schedule: Schedule,
  now: number,
  days: number,
  entries: readonly LoggedEntry[],
  answers: readonly Answer[],
): Adherence {
  const from = instantOf(addDays(localDateOf(now, schedule.timezone), 1 - days), '00:00', schedule.timezone);
  return { days, ...adherenceBetween(schedule, from, now + 1, entries, answers) };
}

/** Doses due in [from, to), counted as adherence counts them; `to` is never later than now + 1 (no future dose). */
export function adherenceBetween(
  schedule: Schedule,
  from: number,
  to: number,
  entries: readonly LoggedEntry[],
  answers: readonly Answer[],
): Omit<Adherence, 'days'> {
  let taken = 0;
  let skipped = 0;
  const doses = occurrencesBetween(schedule, from, to);
  for (const dose of doses) {
    const answer = finalAnswer(dose, answers);
    if (answer === 'taken' || (answer === undefined && doseLogged(schedule, dose, entries))) taken += 1;
    else if (answer === 'skipped') skipped += 1;
  }
  return { scheduled: doses.length, taken, skipped, rate: doses.length ? taken / doses.length : null };
}

/**
 * Over local days first..last in `zone` (a report's week), doses due from first's midnight to the end of last, or
 * to `now` when that is earlier: a dose later today is not yet scheduled.
 */
export function adherenceOfDays(
  schedule: Schedule,
  days: { first_day: string; last_day: string; zone: string; now: number },
  entries: readonly LoggedEntry[],
  answers: readonly Answer[],
): Omit<Adherence, 'days'> {
  const from = instantOf(days.first_day, '00:00', days.zone);
  const to = Math.min(days.now + 1, instantOf(addDays(days.last_day, 1), '00:00', days.zone));
  return adherenceBetween(schedule, from, to, entries, answers);
}

export interface Refill {
  /** Units used a day on average: doses per intake × times a day × days a week / 7. */
  perDay: number;
  /** Whole days the stock lasts from today (0: it does not cover today's use). */
  daysLeft: number;
  /** The local date it runs out on: today + daysLeft. */
  runsOutOn: string;
  /** Warn when it runs out within refill_warning_days, unless the schedule ends before. */
  warn: boolean;
}

/** When the stock runs out at the schedule's rate; undefined without a stock count. */
export function refill(schedule: Schedule, now: number): Refill | undefined {
  if (schedule.stock_count === undefined) return undefined;
  const perDay = (schedule.doses_per_intake * schedule.times.length * schedule.days.length) / 7;
  const daysLeft = Math.floor(schedule.stock_count / perDay);
  const runsOutOn = addDays(localDateOf(now, schedule.timezone), daysLeft);
  const endsFirst = schedule.end_date !== undefined && schedule.end_date < runsOutOn;
  return { perDay, daysLeft, runsOutOn, warn: daysLeft <= schedule.refill_warning_days && !endsFirst };
}
