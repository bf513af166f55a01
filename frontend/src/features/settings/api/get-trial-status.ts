// GET /api/ai/trial-status/ (SPEC.md §3 "Trial status", §7): the person's credits, images and trial clock.
import useSWR from 'swr';
import { fetchData } from '@/lib/data-fetcher';

export const TRIAL_STATUS_PATH = '/ai/trial-status/';

/** The answer as the server sends it (functions/ai/trial-status.ts); percentages are 0–100. */
export interface TrialStatus {
  is_trial_user: boolean;
  credits_used: number;
  credits_limit: number;
  credits_remaining: number;
  usage_progress_percentage: number;
  images_used: number;
  images_limit: number;
  images_progress_percentage: number;
  can_use_ai: boolean;
  can_upload_images: boolean;
  is_subscribed: boolean;
  is_trial_expired: boolean;
  days_remaining: number;
  time_remaining_formatted: string;
  trial_end_date: string | null;
}

export const getTrialStatus = () => fetchData<TrialStatus>(TRIAL_STATUS_PATH);

/** fetchData already retries as SPEC.md §8 says, so SWR's own error retry stays off. */
export function useTrialStatus() {
  return useSWR<TrialStatus>(TRIAL_STATUS_PATH, getTrialStatus, { shouldRetryOnError: false });
}
