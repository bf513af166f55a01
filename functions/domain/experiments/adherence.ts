// Adherence read from the logs (docs/EXPERIMENTS.md "Adherence"): on each planned day so far, did the person's logs
// agree with the day's condition? A day of B with the intervention logged (or, for "avoid", a day of A with the thing
// logged) went against the plan. Days are analysed as planned all the same (intention to treat): this only reports.
import type { InterventionKind } from '../../../shared/experiments';
import type { PlannedDay } from './allocation';

export interface Adherence {
  /** Planned days so far. */
  days: number;
  /** Days whose logs agree with the plan. */
  followed: number;
  /** Days whose logs contradict it. */
  against: number;
  /** Days with nothing logged at all: not known. */
  unknown: number;
}

/**
 * `logged[i]`: the intervention's thing was logged on day i (true), not logged on a day with other entries (false),
 * or nothing at all was logged that day (null), as docs/INSIGHTS.md "Daily values" reads a subject.
 */
export function adherenceOf(
  days: readonly Pick<PlannedDay, 'condition'>[],
  logged: (boolean | null | undefined)[],
  kind: InterventionKind,
  through: number,
): Adherence {
  const result: Adherence = { days: 0, followed: 0, against: 0, unknown: 0 };
  for (let i = 0; i <= through && i < days.length; i++) {
    result.days++;
    const seen = logged[i];
    if (seen === null || seen === undefined) result.unknown++;
    else if ((seen === (days[i].condition === 'A')) !== (kind === 'avoid')) result.followed++;
    else result.against++;
  }
  return result;
}
