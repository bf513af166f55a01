// GET /api/experiments/{id}/result/ (docs/EXPERIMENTS.md "Analysis", "The answer"): the experiment's days so far (to
// its planned end, or to the day it was stopped), the outcome's values and the intervention's logged days read from
// the person's entries, the engine's analysis and sentence, labelled final, interim (before the planned end) or
// stopped (ended early: the planned end never came), and the days with their conditions for a chart.
import { INTERVAL_LEVEL } from '../../../shared/experiments';
import type { ExperimentResultResponse } from '../../../shared/schemas/experiment-answers';
import type { StoredExperiment } from '../../data/experiments';
import { analyse, indexOfDate } from '../experiments/analysis';
import { betterOf } from '../experiments/amounts';
import { resultSentence } from '../experiments/sentence';
import { interventionLogged, outcomeValues, readEntries } from './read-days';
import { capitalised, localDate, outcomeWords, scheduleOf } from './plan-of';

const METHODS = {
  blocks:
    "Randomised blocks: each pair's A-period mean minus its B-period mean; the effect is their average with a t-interval " +
    '(pairs − 1 degrees of freedom), and a randomisation test over the orders the pairs could have been drawn in.',
  baseline:
    "Baseline then intervention (a weaker design): the periods' 7-day means compared with Welch's interval; a change over " +
    'the weeks could explain a difference.',
} as const;

export async function resultOf(userId: string, experiment: StoredExperiment, now = Date.now()): Promise<ExperimentResultResponse> {
  const schedule = scheduleOf(experiment);
  const stoppedOn = experiment.stopped_at ? localDate(experiment, Date.parse(experiment.stopped_at)) : undefined;
  const lastLived = stoppedOn && stoppedOn < localDate(experiment, now) ? stoppedOn : localDate(experiment, now);
  const through = Math.min(schedule.days.length - 1, indexOfDate(schedule, lastLived));
  const lived = schedule.days.slice(0, Math.max(0, through + 1));
  const dates = lived.map((d) => d.date);
  const entries = await readEntries(userId, dates, experiment.timezone);
  const values = outcomeValues(entries, dates, experiment.timezone, experiment.outcome);
  const logged = interventionLogged(entries, dates, experiment.timezone, experiment.intervention.what);
  const outcome = outcomeWords(experiment.outcome);
  const result = analyse({
    schedule,
    values,
    logged,
    kind: experiment.intervention.kind,
    better: betterOf(outcome),
    through,
  });
  const sentence = resultSentence(capitalised(experiment.intervention.what), outcome, result);
  const stopped = Boolean(experiment.stopped_at) && result.interim;
  return {
    id: experiment.id,
    label: stopped ? 'stopped' : result.interim ? 'interim' : 'final',
    verdict: result.verdict,
    method: METHODS[result.design],
    effect: result.estimate?.effect ?? null,
    interval: result.estimate ? { low: result.estimate.low, high: result.estimate.high, level: INTERVAL_LEVEL } : null,
    probability_helps: result.probabilityHelps,
    p_value: result.pValue,
    days_so_far: result.daysSoFar,
    plan_days: result.planDays,
    pairs: result.units,
    days_logged: result.daysLogged,
    adherence: result.adherence,
    sentence: stopped ? `Stopped early on day ${result.daysSoFar} of ${result.planDays}. ${sentence}` : sentence,
    days: lived.map((day, i) => ({
      date: day.date,
      day: day.day,
      condition: day.condition,
      washout: day.washout,
      value: values[i],
      intervention_logged: logged[i],
    })),
  };
}
