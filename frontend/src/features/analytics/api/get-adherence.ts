// Adherence per medication schedule (operation medicationAdherence): each schedule of the last 30 days with its doses
// taken, skipped and scheduled over 7 and 30 days.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as insightsOps from '@/lib/operations/insights.generated';

export type AdherenceAnswer = AnswerOf<'medicationAdherence'>;

export const getAdherence = () => withDataRetries((opts) => callApi(insightsOps.medicationAdherence, {}, opts));
export const adherenceKey = () => pathOf(insightsOps.medicationAdherence, {});

export function useAdherence() {
  return useSWR<AdherenceAnswer>(adherenceKey(), getAdherence);
}
