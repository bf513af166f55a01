// Used-up AI credits or images, or an ended trial, told in one message right for the plan: what the chat and the
// weekly report show when the server refuses an AI call for that reason (functions/domain/charge.ts).
import { ApiError } from './api-client';
import { firstFieldError } from './api-error';

const USAGE_CODES = new Set(['trialEnded', 'creditsExhausted', 'imagesExhausted']);

/**
 * Not a permission problem: a trial's credits never come back; a plan's come back on the date it names. Null for
 * any other failure (a real 403 keeps its own text).
 */
export function usageRefusalText(error: unknown, formatDate: (iso: string) => string): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const code = firstFieldError(error.body, 'code');
  if (!code || !USAGE_CODES.has(code)) return null;
  const renewsOn = firstFieldError(error.body, 'renews_on');
  if (code === 'trialEnded')
    return firstFieldError(error.body, 'detail') ?? 'Your free trial has ended. Choose a plan to keep using the AI features.';
  const what = code === 'creditsExhausted' ? 'AI credits' : 'image uploads';
  const textStill = code === 'imagesExhausted' ? ' Text still works.' : '';
  if (!renewsOn) return `You have used all of your trial's ${what}.${textStill} Choose a plan to keep going.`;
  return `You have used this period's ${what}; they come back on ${formatDate(renewsOn)}.${textStill} A bigger plan gives more.`;
}
