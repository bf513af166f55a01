// Adherence per medication schedule, read for the insights group (analytics, the doctor summary, the weekly report;
// docs/REMINDERS.md "Adherence and refill"): the person's schedules that existed in the period, each one's answers and
// the recent supplement entries, counted by the engine (adherence.ts). Own data only: everything is read by userId.
import type { ScheduleAdherence, WeekScheduleAdherence } from '../../../shared/schemas/schedule-adherence';
import { listReminders } from '../../data/reminders';
import { adherence, adherenceOfDays, type Adherence, type Schedule } from './adherence';
import type { Answer, LoggedEntry } from './logged';
import { addDays, localDateOf } from './occurrences';
import { engineAnswers, recentAnswers, recentDoses } from './read-inputs';

interface Read {
  schedule: Schedule;
  answers: Answer[];
}

/** The person's schedules kept by `existed`, each with its answers, and the supplement entries (read once). */
async function readSchedules(userId: string, now: number, existed: (schedule: Schedule) => boolean) {
  const schedules = (await listReminders(userId))
    .filter((record) => record.kind === 'medication')
    .map((record) => ({ ...record, kind: 'medication' as const }) as Schedule)
    .filter(existed);
  const entries: LoggedEntry[] = schedules.length ? await recentDoses(userId, now) : [];
  const read: Read[] = await Promise.all(
    schedules.map(async (schedule) => ({ schedule, answers: engineAnswers(await recentAnswers(userId, schedule, now)) })),
  );
  return { read, entries };
}

const namedBy = (schedule: Schedule) => ({
  id: schedule.id,
  name: schedule.name,
  dose_amount: schedule.dose_amount,
  dose_unit: schedule.dose_unit,
  doses_per_intake: schedule.doses_per_intake,
  times: [...schedule.times].sort(),
  days: [...schedule.days],
  timezone: schedule.timezone,
});
const counts = ({ scheduled, taken, skipped, rate }: Omit<Adherence, 'days'>) => ({ scheduled, taken, skipped, rate });

/** A schedule existed in local days first..last when it started by the last and had not ended before the first. */
const existedIn = (first: string, last: string) => (schedule: Schedule) =>
  schedule.start_date <= last && (schedule.end_date === undefined || schedule.end_date >= first);

/** Each schedule that existed in the last 30 local days (its zone), with its last 7 and 30 days. */
export async function medicationAdherence(userId: string, now: number): Promise<ScheduleAdherence[]> {
  const { read, entries } = await readSchedules(userId, now, (schedule) => {
    const today = localDateOf(now, schedule.timezone);
    return existedIn(addDays(today, -29), today)(schedule);
  });
  return read.map(({ schedule, answers }) => ({
    ...namedBy(schedule),
    last_7_days: counts(adherence(schedule, now, 7, entries, answers)),
    last_30_days: counts(adherence(schedule, now, 30, entries, answers)),
  }));
}

/** Each schedule that existed in a week of local days in `zone` (a report's), with the week's doses up to now. */
export async function weekAdherence(
  userId: string,
  week: { first_day: string; last_day: string; zone: string },
  now: number,
): Promise<WeekScheduleAdherence[]> {
  const { read, entries } = await readSchedules(userId, now, existedIn(week.first_day, week.last_day));
  return read.map(({ schedule, answers }) => ({
    ...namedBy(schedule),
    week: counts(adherenceOfDays(schedule, { ...week, now }, entries, answers)),
  }));
}
