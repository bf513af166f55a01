// What a person reads when an AI allowance is used up, in one place for the API's 403 (functions/domain/charge.ts)
// and the web app (the chat's and weekly report's refusal, the capture card's paused reason): a trial's credits and
// images never come back, so it never says "wait for the next period"; a paid plan's come back when its month renews.
import type { PlanId } from './plans';

export type UsageRefusalCode = 'trialEnded' | 'creditsExhausted' | 'imagesExhausted';

export const TRIAL_ENDED_TEXT = 'Your free trial has ended. Choose a plan to keep using the AI features.';

const WHAT: Record<Exclude<UsageRefusalCode, 'trialEnded'>, string> = {
  creditsExhausted: 'AI credits',
  imagesExhausted: 'image uploads',
};

/**
 * The refusal said right for the plan. `renewsOn` is the renewal date already written in the person's format (the
 * web app has it); without it (the API's own text) a paid plan's says "when your plan renews".
 */
export function usageRefusedText(code: UsageRefusalCode, plan: PlanId, renewsOn?: string | null): string {
  if (code === 'trialEnded') return TRIAL_ENDED_TEXT;
  const what = WHAT[code];
  const textStill = code === 'imagesExhausted' ? ' Text still works.' : '';
  if (plan === 'trial') return `You have used all of your trial's ${what}.${textStill} Choose a plan to keep going.`;
  const when = renewsOn ? `on ${renewsOn}` : 'when your plan renews';
  const bigger = plan === 'basic' ? ' A bigger plan gives more.' : '';
  return `You have used this period's ${what}; they come back ${when}.${textStill}${bigger}`;
}
