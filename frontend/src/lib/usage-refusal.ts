// Used-up AI credits or images, or an ended trial, told in one message right for the plan: what the chat and the
// weekly report show when the server refuses an AI call for that reason (functions/domain/charge.ts).
import type { PlanId } from '@shared/plans';
import { usageRefusedText, type UsageRefusalCode } from '@shared/usage-texts';
import { ApiError } from './api-client';
import { firstFieldError } from './api-error';

const USAGE_CODES = new Set(['trialEnded', 'creditsExhausted', 'imagesExhausted']);

/**
 * Not a permission problem: a trial's credits never come back; a plan's come back on the date it names. Null for
 * any other failure (a real 403 keeps its own text).
 */
export function usageRefusalText(error: unknown, formatDate: (iso: string) => string): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const code = firstFieldError(error.body, 'code') as UsageRefusalCode | null;
  if (!code || !USAGE_CODES.has(code)) return null;
  const renewsOn = firstFieldError(error.body, 'renews_on');
  if (code === 'trialEnded') return firstFieldError(error.body, 'detail') ?? usageRefusedText(code, 'trial');
  // The texts are the API's own (shared/usage-texts.ts), with the renewal date in the person's format.
  // Without a renewal date nothing comes back: the trial's text.
  const plan: PlanId = !renewsOn ? 'trial' : firstFieldError(error.body, 'plan') === 'pro' ? 'pro' : 'basic';
  return usageRefusedText(code, plan, renewsOn ? formatDate(renewsOn) : null);
}
