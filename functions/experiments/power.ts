// POST /api/experiments/power/ (docs/EXPERIMENTS.md "Power"): what a plan not yet started could detect, from the
// person's own history of the outcome (the HISTORY_DAYS days before today in their zone, from the first day it was
// logged: its spread, day-to-day resemblance and missing days), by the engine's simulation; and, when the plan falls short, how long would do.
import { randomBytes } from 'node:crypto';
import { HISTORY_DAYS } from '../../shared/experiments';
import type { z } from 'zod';
import type { experimentPowerRequest, experimentPowerResponse } from '../../shared/schemas/experiment-answers';
import { blockDaysFor, estimatePower, historyFigures, pairsNeeded, planDays, powerSentence } from '../domain/experiments';
import { zoneOf } from '../domain/entry-time';
import { periodDays } from '../domain/insights/daily-values';
import { addDays } from '../domain/insights/stats/days';
import { InvalidFields } from '../platform/errors';
import { toZonedIso } from '../../shared/time';
import { outcomeWords, planOf, requestProblems } from '../domain/experiment-records/plan-of';
import { outcomeValues, readEntries } from '../domain/experiment-records/read-days';

type PowerRequest = z.infer<typeof experimentPowerRequest>;
type PowerResponse = z.infer<typeof experimentPowerResponse>;

export async function powerOf(userId: string, body: PowerRequest, now = Date.now()): Promise<PowerResponse> {
  const zone = zoneOf(body.timezone, 'timezone');
  const today = toZonedIso(now, zone).slice(0, 10);
  const source = { design: body.design, start_date: today };
  const problems = requestProblems(source);
  if (Object.keys(problems).length) throw new InvalidFields(problems);
  if (body.effect === 0) throw InvalidFields.field('effect', 'Effect: give a change other than 0.');
  const days = periodDays(addDays(today, -1), HISTORY_DAYS);
  const values = outcomeValues(await readEntries(userId, days, zone), days, zone, body.outcome);
  // Days before the outcome was first logged are not days it went unlogged: a person who began 6 weeks ago is not
  // taken to miss half their days.
  const first = values.findIndex((value) => value !== null);
  const history = historyFigures(first === -1 ? values : values.slice(first));
  const plan = planOf(source);
  const seed = randomBytes(8).toString('hex');
  const estimate = estimatePower(plan, history, body.effect, seed);
  let daysNeeded: number | null = null;
  if (estimate.status === 'estimate' && !estimate.enough && plan.design === 'blocks') {
    const pairs = pairsNeeded(plan, history, body.effect, seed);
    daysNeeded = pairs === null ? null : pairs * 2 * plan.blockDays;
  }
  return {
    status: estimate.status,
    power: estimate.status === 'estimate' ? estimate.power : null,
    enough: estimate.status === 'estimate' ? estimate.enough : null,
    plan_days: planDays(plan),
    days_needed: daysNeeded,
    history: {
      days: history.days,
      logged: history.logged,
      sd: history.sd,
      autocorrelation: history.autocorrelation,
      suggested_period_days: blockDaysFor(history.logged >= 21 ? history.autocorrelation : undefined),
    },
    sentence: powerSentence(outcomeWords(body.outcome), body.effect, estimate, daysNeeded),
  };
}
