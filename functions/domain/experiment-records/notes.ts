// Experiments as the weekly report, the doctor summary and the chat carry them (docs/EXPERIMENTS.md "Where the answer
// goes"): a running one's day and condition today in its zone, a finished or stopped one's answer sentence. A running
// one gives no answer: the answer comes at the planned end (no peeking), and the experiment's own page labels its
// interim looks.
import type { ExperimentNote } from '../../../shared/schemas/experiment-answers';
import type { StoredExperiment } from '../../data/experiments';
import { localDate, present } from './plan-of';
import { resultOf } from './result';
import { todayOf } from './today';

/** The days an experiment was lived: its start to its planned end, or to the day it was stopped. */
export function livedSpan(experiment: StoredExperiment, now: number): { first: string; last: string } {
  const end = present(experiment, now).end_date;
  const stopped = experiment.stopped_at ? localDate(experiment, Date.parse(experiment.stopped_at)) : undefined;
  return { first: experiment.start_date, last: stopped && stopped < end ? stopped : end };
}

/** Whether it was lived on some day of first_day..last_day (dates of the caller's zone, compared as dates). */
export const livedIn = (experiment: StoredExperiment, span: { first_day: string; last_day: string }, now: number): boolean => {
  const lived = livedSpan(experiment, now);
  return lived.first <= span.last_day && lived.last >= span.first_day;
};

/** The notes of these experiments, in the order given; a finished or stopped one's answer reads its days' entries. */
export async function experimentNotes(userId: string, experiments: readonly StoredExperiment[], now: number): Promise<ExperimentNote[]> {
  return Promise.all(
    experiments.map(async (experiment) => {
      const shown = present(experiment, now);
      const ended = shown.status === 'finished' || shown.status === 'stopped';
      return {
        id: experiment.id,
        title: experiment.title,
        status: shown.status,
        start_date: experiment.start_date,
        end_date: shown.end_date,
        today: shown.status === 'running' ? (todayOf([experiment], now)[0]?.text ?? null) : null,
        answer: ended ? (await resultOf(userId, experiment, now)).sentence : null,
      };
    }),
  );
}
