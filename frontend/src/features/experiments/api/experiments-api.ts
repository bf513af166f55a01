// The experiments routes the pages call (docs/EXPERIMENTS.md "Routes"), through the typed client: the list, one
// experiment with its answer, the planner's power estimate and start, stop and delete. (Today's conditions, for the
// dashboard, are in today-api.ts.)
import useSWR, { useSWRConfig } from 'swr';
import type { RequestOptions } from '@/lib/api-client';
import { callApi, pathOf, type AnswerOf, type BodyOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as experimentsOps from '@/lib/operations/experiments.generated';

export type Experiment = AnswerOf<'getExperiment'>;
export type ExperimentSummary = AnswerOf<'listExperiments'>['experiments'][number];
export type ExperimentResult = AnswerOf<'experimentResult'>;
export type PlanBody = BodyOf<'createExperiment'>;
export type PowerBody = BodyOf<'experimentPower'>;
export type PowerAnswer = AnswerOf<'experimentPower'>;

const read = <T>(call: (opts: RequestOptions) => Promise<T>) => withDataRetries(call);

const LIST_KEY = pathOf(experimentsOps.listExperiments);
export const useExperiments = () => useSWR(LIST_KEY, () => read((opts) => callApi(experimentsOps.listExperiments, {}, opts)));

const oneKey = (id: string) => pathOf(experimentsOps.getExperiment, { id });
const resultKey = (id: string) => pathOf(experimentsOps.experimentResult, { id });

export const useExperiment = (id: string) =>
  useSWR(oneKey(id), () => read((opts) => callApi(experimentsOps.getExperiment, { params: { id } }, opts)));
export const useExperimentResult = (id: string) =>
  useSWR(resultKey(id), () => read((opts) => callApi(experimentsOps.experimentResult, { params: { id } }, opts)));

export const estimatePower = (body: PowerBody, signal: AbortSignal) => callApi(experimentsOps.experimentPower, { body }, { signal });
export const startExperiment = (body: PlanBody) => callApi(experimentsOps.createExperiment, { body });
export const stopExperiment = (id: string) => callApi(experimentsOps.stopExperiment, { params: { id } });
export const setExperimentReminder = (id: string, remindAt: string | null) =>
  callApi(experimentsOps.setExperimentReminder, { params: { id }, body: { remind_at: remindAt } });
export const deleteExperiment = (id: string) => callApi(experimentsOps.deleteExperiment, { params: { id } });

/**
 * After a start, stop or delete: the list, the experiment and its answer read again. The dashboard's line reads its
 * own again when the dashboard opens (SWR revalidates a key on mount), so the pages need not know its module.
 */
export function useRefreshExperiments(): (id?: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (id) => {
    await Promise.all([mutate(LIST_KEY), ...(id ? [mutate(oneKey(id)), mutate(resultKey(id))] : [])]);
  };
}
