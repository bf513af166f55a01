// What the usage panels and the capture card say (docs/PRODUCT.md "Trial status text", §8 "Trial warnings", §9 thresholds),
// from the trial status alone: the trial's texts, and a paid plan's (issue 23), whose allowance renews each month.
import { PLANS, TRIAL_WARNING_DAYS, USAGE_THRESHOLDS } from '@shared/plans';
import { usageRefusedText } from '@shared/usage-texts';
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
    // The reason itself is said beside it (the status pill in Settings, the paused line next to Process).
    body: 'AI capture and chat are paused until you choose a plan. You can still log entries by hand.',
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

/** A paid plan's bodies: its credits and images come back on the renewal date; only Basic has a bigger plan to offer. */
function planWarnings(renewsOn: string, plan: TrialStatus['plan']): Record<TrialWarningId, Omit<TrialWarning, 'id'>> {
  const offerUpgrade = plan === 'basic';
  const more = offerUpgrade ? ` The ${PLANS.pro.name} gives ${PLANS.pro.credits.toLocaleString('en-US')} credits a month.` : '';
  return {
    'low-credits': {
      ...WARNINGS['low-credits'],
      body: `You have used most of this month's AI credits. They renew on ${renewsOn}.${more}`,
      offerUpgrade,
    },
    'low-images': {
      ...WARNINGS['low-images'],
      body: `Only a few photo uploads are left this month. They renew on ${renewsOn}.`,
      offerUpgrade,
    },
    'ai-disabled': {
      ...WARNINGS['ai-disabled'],
      body: `AI capture and chat are paused until ${renewsOn}, when this month's credits renew. You can still log entries by hand.${more}`,
      offerUpgrade,
    },
    'images-disabled': {
      ...WARNINGS['images-disabled'],
      body: `This month's photo uploads are used up; they come back on ${renewsOn}. Text input and chat still work.`,
      offerUpgrade,
    },
  };
}

/** The date an instant is written in, the app's one format (useDateTimeFormatter). */
export type FormatDate = (iso: string) => string;

const isPaid = (status: TrialStatus) => status.is_subscribed && status.plan !== 'trial';

/**
 * The warnings that apply, most serious first, worded for the trial or the paid plan. With AI off, photo uploads
 * are off too, so 'AI Features Disabled' says it all; an image warning only shows while text AI still works.
 */
export function usageWarnings(status: TrialStatus, formatDate: FormatDate): TrialWarning[] {
  const texts = isPaid(status) ? planWarnings(formatDate(status.period_end), status.plan) : WARNINGS;
  const warning = (id: TrialWarningId): TrialWarning => ({ id, ...texts[id] });
  if (!status.can_use_ai) return [warning('ai-disabled')];
  const found: TrialWarning[] = [];
  const imagesGone = !status.can_upload_images || status.images_used >= status.images_limit;
  if (imagesGone) found.push(warning('images-disabled'));
  if (status.usage_progress_percentage >= USAGE_THRESHOLDS.warning) found.push(warning('low-credits'));
  if (!imagesGone && status.images_progress_percentage >= USAGE_THRESHOLDS.warning) found.push(warning('low-images'));
  return found;
}

/**
 * Why AI capture is paused, said next to Process (null while AI is allowed): the API's own refusal texts
 * (shared/usage-texts.ts), so a trial's never says to wait for a next period, and a plan's names its renewal date.
 */
export function aiPausedReason(status: TrialStatus, formatDate: FormatDate): string | null {
  if (status.can_use_ai) return null;
  if (isPaid(status)) {
    return status.credits_remaining <= 0
      ? usageRefusedText('creditsExhausted', status.plan, formatDate(status.period_end))
      : TRIAL_TEXTS.disabled;
  }
  if (status.is_trial_expired) return usageRefusedText('trialEnded', 'trial');
  if (status.credits_remaining <= 0) return usageRefusedText('creditsExhausted', 'trial');
  return TRIAL_TEXTS.disabled;
}

/**
 * While AI is off the photo uploads are paused with it, whatever is left of them: the image meter says so and why,
 * not "0 of 5 images used" (null while AI is allowed).
 */
export function imagesPausedReason(status: TrialStatus, formatDate: FormatDate): string | null {
  if (status.can_use_ai) return null;
  if (isPaid(status)) return `Paused with the AI until ${formatDate(status.period_end)}: this month's AI credits are used up.`;
  if (status.is_trial_expired) return 'Paused with the AI: your free trial has ended.';
  if (status.credits_remaining <= 0) return "Paused with the AI: your trial's AI credits are used up.";
  return `Paused with the AI: ${TRIAL_TEXTS.disabled.toLowerCase()}.`;
}
