// Today's condition of one experiment, from its schedule and today's date in the experiment's own zone (the zone
// the plan was made in, as GET /api/experiments/today/ counts it): "Today, day 9 of 42: B — no magnesium 400 mg".
import { dateInputToday } from '@/lib/time-zone';
import type { Experiment } from '../api/experiments-api';
import { daysBetween } from '../day-words';

export function todayOf(experiment: Experiment, today = dateInputToday(experiment.timezone)) {
  const period = experiment.schedule.periods.find((p) => p.first_date <= today && today <= p.last_date);
  if (!period) return null;
  const washout = daysBetween(period.first_date, today) < period.washout_days;
  return { day: daysBetween(experiment.start_date, today) + 1, condition: period.condition, washout };
}

export function TodayCondition({ experiment }: { experiment: Experiment }) {
  const today = experiment.status === 'stopped' ? null : todayOf(experiment);
  if (!today) return null;
  return (
    <p className={`experiment-today experiment-today-${today.condition.toLowerCase()}`}>
      <strong>
        Today, day {today.day} of {experiment.plan_days}:
      </strong>{' '}
      {today.condition} — {experiment.schedule.condition_labels[today.condition]}
      {today.washout ? ' (a washout day: lived under this condition, not compared)' : ''}
    </p>
  );
}
