// Adherence per medication schedule (operation medicationAdherence): each schedule of the last 30 days with its doses
// taken, skipped and scheduled over 7 and 30 days.
import useSWR from 'swr';
import { takeEarlyOr } from '@/lib/early-loads';
import { adherenceKey, getAdherence, type AdherenceAnswer } from './first-answers';

export type { AdherenceAnswer } from './first-answers';

export function useAdherence() {
  const key = adherenceKey();
  return useSWR<AdherenceAnswer>(key, () => takeEarlyOr(key, getAdherence));
}
