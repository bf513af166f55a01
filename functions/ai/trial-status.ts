// GET /api/ai/trial-status/: every field of docs/PRODUCT.md "Trial status", from the plan rules of shared/plans.ts, and for
// every plan (a paying person's meters in Settings, issue 23) the plan, the images left and when the period ends.
import { readAllowance } from '../data/allowances';
import type { UserRecord } from '../data/users';
import { currentPeriod } from '../domain/plan-period';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const percent = (used: number, limit: number) => (limit > 0 ? Math.min(100, Math.round((used / limit) * 1000) / 10) : 100);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "12 days, 4 hours", "3 hours, 20 minutes", "Expired". */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'Expired';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / 60_000);
  return days > 0 ? `${plural(days, 'day')}, ${plural(hours, 'hour')}` : `${plural(hours, 'hour')}, ${plural(minutes, 'minute')}`;
}

export async function trialStatusOf(user: UserRecord, now = new Date()) {
  const period = currentPeriod(user, now);
  const { credits_used, images_used } = await readAllowance(user.userId, period.id);
  const isTrial = period.plan.id === 'trial';
  const remainingMs = period.end.getTime() - now.getTime();
  const expired = isTrial && remainingMs <= 0;
  const creditsRemaining = Math.max(0, period.plan.credits - credits_used);
  const canUseAi = !expired && creditsRemaining > 0;
  return {
    is_trial_user: isTrial,
    credits_used,
    credits_limit: period.plan.credits,
    credits_remaining: creditsRemaining,
    usage_progress_percentage: percent(credits_used, period.plan.credits),
    images_used,
    images_limit: period.plan.images,
    images_progress_percentage: percent(images_used, period.plan.images),
    can_use_ai: canUseAi,
    can_upload_images: canUseAi && images_used < period.plan.images,
    is_subscribed: !isTrial,
    is_trial_expired: expired,
    days_remaining: Math.max(0, Math.ceil(remainingMs / DAY)),
    time_remaining_formatted: formatRemaining(remainingMs),
    trial_end_date: isTrial ? period.end.toISOString() : null,
    plan: period.plan.id,
    images_remaining: Math.max(0, period.plan.images - images_used),
    period_end: period.end.toISOString(),
  };
}
