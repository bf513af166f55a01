// The plan period a person is in now: the trial (30 days from sign-up) or the current month of a paid plan.
import { planOfGroups, TRIAL_DAYS, type Plan } from '../../shared/plans';
import type { UserRecord } from '../data/users';

const DAY = 24 * 60 * 60 * 1000;

export interface PlanPeriod {
  plan: Plan;
  /** Keys the allowance row: 'trial', or the paid month's start date. */
  id: string;
  start: Date;
  end: Date;
}

/** Adds whole calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export function currentPeriod(user: Pick<UserRecord, 'groups' | 'date_joined'> & { plan_started_at?: string }, now: Date): PlanPeriod {
  const plan = planOfGroups(user.groups ?? []);
  if (plan.id === 'trial') {
    const start = new Date(user.date_joined);
    return { plan, id: 'trial', start, end: new Date(start.getTime() + TRIAL_DAYS * DAY) };
  }
  // A plan change restarts the cycle (docs/PRODUCT.md §9): periods are whole months from when the plan started.
  const anchor = new Date(user.plan_started_at ?? user.date_joined);
  let months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth();
  if (addMonths(anchor, months) > now) months -= 1;
  const start = addMonths(anchor, Math.max(0, months));
  return { plan, id: `${plan.id}-${start.toISOString().slice(0, 10)}`, start, end: addMonths(start, 1) };
}
