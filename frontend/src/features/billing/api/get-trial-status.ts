// The trial status (operation trialStatus; docs/PRODUCT.md "Trial status", §7): the person's credits, images and trial clock.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as aiOps from '@/lib/operations/ai.generated';

/** The answer as the server sends it (functions/ai/trial-status.ts); percentages are 0–100. */
export type TrialStatus = AnswerOf<'trialStatus'>;

export const getTrialStatus = () => withDataRetries((opts) => callApi(aiOps.trialStatus, {}, opts));

/** Under the data fetchers' retries (docs/PRODUCT.md §8); SWR's own options are the app's (lib/swr-defaults.ts). */
export function useTrialStatus() {
  return useSWR<TrialStatus>(pathOf(aiOps.trialStatus), getTrialStatus);
}
