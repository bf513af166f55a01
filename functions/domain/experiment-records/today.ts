// GET /api/experiments/today/ (docs/EXPERIMENTS.md "Routes"): each running experiment's condition on today's date in
// its own zone ("Experiment day 9 of 42: B — no magnesium 400 mg"), found by the engine's dayOf on that local date, so
// a clock change never moves a day to the other condition. Pure: the caller gives the instant.
import type { StoredExperiment } from '../../data/experiments';
import { dayOf, type PlannedDay } from '../experiments/allocation';
import { conditionLabel, localDate, scheduleOf } from './plan-of';

export interface TodayRow {
  id: string;
  title: string;
  date: string;
  day: number;
  plan_days: number;
  condition: 'A' | 'B';
  label: string;
  washout: boolean;
  text: string;
}

/** "Experiment day 9 of 42: B — no magnesium 400 mg": a planned day as the dashboard and the day's reminder say it. */
export function dayText(experiment: Pick<StoredExperiment, 'intervention'>, day: PlannedDay, planDays: number): string {
  const washout = day.washout ? ' (a washout day: lived as planned, not compared)' : '';
  return `Experiment day ${day.day} of ${planDays}: ${day.condition} — ${conditionLabel(experiment.intervention, day.condition)}${washout}`;
}

/** The experiments not stopped whose plan covers today in their zone, in the order given. */
export function todayOf(experiments: readonly StoredExperiment[], now: number): TodayRow[] {
  const rows: TodayRow[] = [];
  for (const experiment of experiments) {
    if (experiment.stopped_at) continue;
    const schedule = scheduleOf(experiment);
    const date = localDate(experiment, now);
    const day = dayOf(schedule, date);
    if (!day) continue;
    const label = conditionLabel(experiment.intervention, day.condition);
    rows.push({
      id: experiment.id,
      title: experiment.title,
      date,
      day: day.day,
      plan_days: schedule.days.length,
      condition: day.condition,
      label,
      washout: day.washout,
      text: dayText(experiment, day, schedule.days.length),
    });
  }
  return rows;
}
