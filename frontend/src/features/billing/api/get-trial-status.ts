// The trial status (operation trialStatus; docs/PRODUCT.md "Trial status", §7): the person's credits, images and trial clock.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as aiOps from '@/lib/operations/ai.generated';

/** The answer as the server sends it (functions/ai/trial-status.ts); percentages are 0–100. */
export type TrialStatus = AnswerOf<'trialStatus'>;

export const getTrialStatus = () => withDataRetries((opts) => callApi(aiOps.trialStatus, {}, opts));

/** The cache key: the dashboard's summary fills it on the first load (app/routes/dashboard-summary.tsx). */
export const TRIAL_STATUS_KEY = pathOf(aiOps.trialStatus);

/** Under the data fetchers' retries (docs/PRODUCT.md §8); SWR's own options are the app's (lib/swr-defaults.ts). */
export function useTrialStatus() {
  return useSWR<TrialStatus>(TRIAL_STATUS_KEY, getTrialStatus);
}
