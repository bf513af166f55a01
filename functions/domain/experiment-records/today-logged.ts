// Today's condition with today's adherence so far (docs/EXPERIMENTS.md "Pages", "Adherence"): what GET
// /api/experiments/today/ and the dashboard's summary answer. Each running experiment's day (todayOf) and whether
// today's entries in its zone, read as the answer reads its days, follow the plan, by the engine's own adherence.
// Only a logged thing can break the day before it ends: an A day of "take" with no magnesium yet is not yet known,
// not against the plan, since it may still be taken tonight.
import type { InterventionKind } from '../../../shared/experiments';
import type { StoredExperiment } from '../../data/experiments';
import { adherenceOf } from '../experiments/adherence';
import { capitalised } from './plan-of';
import { interventionLogged, readEntries } from './read-days';
import { todayOf, type TodayRow } from './today';

/** Followed so far, went against the plan (the thing was logged on the wrong day), or not known yet. */
export type TodayAdherence = 'followed' | 'against' | 'not-yet';

export interface TodayAnswerRow extends TodayRow {
  adherence: TodayAdherence;
  /** "Magnesium 400 mg logged today: this day goes against the plan" when it did; else null. */
  adherence_text: string | null;
}

/** `logged`: the thing logged today (true), other entries but not it (false), nothing logged yet (null). */
export function todayAdherence(condition: TodayRow['condition'], logged: boolean | null, kind: InterventionKind): TodayAdherence {
  const { followed, against } = adherenceOf([{ condition }], [logged], kind, 0);
  if (followed) return 'followed';
  return against && logged === true ? 'against' : 'not-yet';
}

export async function todayWithAdherence(userId: string, experiments: readonly StoredExperiment[], now: number): Promise<TodayAnswerRow[]> {
  const byId = new Map(experiments.map((experiment) => [experiment.id, experiment]));
  return Promise.all(
    todayOf(experiments, now).map(async (row) => {
      const { timezone, intervention } = byId.get(row.id)!;
      const entries = await readEntries(userId, [row.date], timezone);
      const [logged] = interventionLogged(entries, [row.date], timezone, intervention.what);
      const adherence = todayAdherence(row.condition, logged, intervention.kind);
      const text = adherence === 'against' ? `${capitalised(intervention.what)} logged today: this day goes against the plan` : null;
      return { ...row, adherence, adherence_text: text };
    }),
  );
}
