// What the trial panel says (SPEC.md §4 "Trial status text", §8 "Trial warnings", §9 thresholds), from the trial status alone.
import { TRIAL_WARNING_DAYS, USAGE_THRESHOLDS } from '@shared/plans';
import type { TrialStatus } from '../api/get-trial-status';

export const TRIAL_TEXTS = {
  subscribed: 'Subscribed user',
  expiresIn: (remaining: string) => `Trial expires in ${remaining}`,
  active: 'Trial active',
  expired: 'Trial period expired',
  exhausted: 'Trial credits exhausted',
  disabled: 'AI usage disabled',
  loadFailure: 'Failed to load trial status',
} as const;

export type UsageLevel = 'normal' | 'caution' | 'warning';

/** The bar's colour band: caution from 75 %, warning from 90 %. */
export function usageLevel(percentage: number): UsageLevel {
  if (percentage >= USAGE_THRESHOLDS.warning) return 'warning';
  if (percentage >= USAGE_THRESHOLDS.caution) return 'caution';
  return 'normal';
}

export type StatusTone = 'ok' | 'caution' | 'blocked';

export function trialStatusText(status: TrialStatus): { text: string; tone: StatusTone } {
  if (status.is_subscribed) return { text: TRIAL_TEXTS.subscribed, tone: 'ok' };
  if (status.can_use_ai) {
    return status.days_remaining <= TRIAL_WARNING_DAYS
      ? { text: TRIAL_TEXTS.expiresIn(status.time_remaining_formatted), tone: 'caution' }
      : { text: TRIAL_TEXTS.active, tone: 'ok' };
  }
  if (status.is_trial_expired) return { text: TRIAL_TEXTS.expired, tone: 'blocked' };
  if (status.credits_remaining <= 0) return { text: TRIAL_TEXTS.exhausted, tone: 'blocked' };
  return { text: TRIAL_TEXTS.disabled, tone: 'blocked' };
}

export type TrialWarningId = 'low-credits' | 'low-images' | 'ai-disabled' | 'images-disabled';

export interface TrialWarning {
  id: TrialWarningId;
  title: string;
  body: string;
  /** Blocking warnings read as errors; running-low ones as cautions. */
  severity: 'warning' | 'error';
  offerUpgrade: boolean;
}

const WARNINGS: Record<TrialWarningId, Omit<TrialWarning, 'id'>> = {
  'low-credits': {
    title: 'Running Low on Credits',
    body: 'You have used most of your trial credits. Upgrade to keep using AI capture and chat without interruption.',
    severity: 'warning',
    offerUpgrade: true,
  },
  'low-images': {
    title: 'Running Low on Image Uploads',
    body: 'Only a few photo uploads are left in your trial. A paid plan includes many more each month.',
    severity: 'warning',
    offerUpgrade: true,
  },
  'ai-disabled': {
    title: 'AI Features Disabled',
    body: 'Your trial has ended or its credits are used up, so AI capture and chat are paused. You can still log entries by hand; upgrade to turn AI back on.',
    severity: 'error',
    offerUpgrade: true,
  },
  'images-disabled': {
    title: 'Image Uploads Disabled',
    body: 'You have used all your trial image uploads. Text input and chat still work; upgrade to attach photos again.',
    severity: 'error',
    offerUpgrade: true,
  },
};

const warning = (id: TrialWarningId): TrialWarning => ({ id, ...WARNINGS[id] });

/**
 * The warnings that apply, most serious first. With AI off, photo uploads are off too, so 'AI Features
 * Disabled' says it all; an image warning only shows while text AI still works.
 */
export function trialWarnings(status: TrialStatus): TrialWarning[] {
  if (!status.can_use_ai) return [warning('ai-disabled')];
  const found: TrialWarning[] = [];
  const imagesGone = !status.can_upload_images || status.images_used >= status.images_limit;
  if (imagesGone) found.push(warning('images-disabled'));
  if (status.usage_progress_percentage >= USAGE_THRESHOLDS.warning) found.push(warning('low-credits'));
  if (!imagesGone && status.images_progress_percentage >= USAGE_THRESHOLDS.warning) found.push(warning('low-images'));
  return found;
}
