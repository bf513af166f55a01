// Today's condition of each running experiment (GET /api/experiments/today/), for the dashboard's line: a module apart
// from the pages' calls, so the dashboard's chunk carries only this.
import useSWR from 'swr';
import { callApi, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as experimentsOps from '@/lib/operations/experiments.generated';
import { EXPERIMENTS_TODAY_KEY } from '../today-key';

export type TodayCondition = AnswerOf<'experimentsToday'>['today'][number];

export const useExperimentsToday = () =>
  useSWR(EXPERIMENTS_TODAY_KEY, () => withDataRetries((opts) => callApi(experimentsOps.experimentsToday, {}, opts)));
