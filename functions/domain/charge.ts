// Charges an AI call before it runs and gives it back if it fails (docs/PRODUCT.md "Plans and credits").
import { apiMessages } from '../../shared/messages';
import { OPS_METRICS } from '../../shared/ops-metrics';
import { RESEND_VERIFICATION_PATH } from '../../shared/route-paths';
import { usageRefusedText, type UsageRefusalCode } from '../../shared/usage-texts';
import { NotAllowed } from '../platform/errors';
import { recordMetric } from '../platform/metrics';
import { nowSeconds } from '../data/client';
import { refundAllowance, spendAllowance, type Spend } from '../data/allowances';
import type { UserRecord } from '../data/users';
import { currentPeriod } from './plan-period';

/** Allowance rows outlive their period by a year, for support questions. */
export const KEEP_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * A refusal (403) with the reason the client shows (and a CreditsRefused metric); `code` lets it pick the right warning, and `renews_on` (a paid plan's
 * next period, ISO) says when credits and images come back; a trial's never do, so its text never says to wait
 * (shared/usage-texts.ts, the web app's source too).
 */
function refused(code: UsageRefusalCode, period: ReturnType<typeof currentPeriod>): NotAllowed {
  recordMetric(OPS_METRICS.creditsRefused);
  const renewsOn = period.plan.id === 'trial' ? null : period.end.toISOString();
  return new NotAllowed(usageRefusedText(code, period.plan.id), { code, plan: period.plan.id, renews_on: renewsOn });
}

export interface Charge {
  refund(): Promise<void>;
}

/**
 * Until the sign-up address is verified nothing is spent (issue 21, S47): scripted sign-ups get no free AI. Accounts
 * from before verification carry no flag and count as verified. `resend` names the call that mails a new link.
 */
function unverified(): NotAllowed {
  recordMetric(OPS_METRICS.creditsRefused);
  return new NotAllowed(apiMessages.emailUnverified, { code: 'emailUnverified', resend: RESEND_VERIFICATION_PATH });
}

export async function chargeAi(user: UserRecord, spend: Spend, now = new Date()): Promise<Charge> {
  if (user.email_verified === false) throw unverified();
  const period = currentPeriod(user, now);
  if (period.plan.id === 'trial' && now >= period.end) throw refused('trialEnded', period);
  const limits = { credits: period.plan.credits, images: period.plan.images };
  const expiresAt = nowSeconds(period.end.getTime() + KEEP_MS);
  if (!(await spendAllowance(user.userId, period.id, spend, limits, expiresAt))) {
    // Say which limit stopped it: images only matter when the call carries one.
    const creditsOnly = await spendAllowance(user.userId, period.id, { credits: spend.credits, images: 0 }, limits, expiresAt);
    if (creditsOnly) {
      await refundAllowance(user.userId, period.id, { credits: spend.credits, images: 0 });
      throw refused('imagesExhausted', period);
    }
    throw refused('creditsExhausted', period);
  }
  return { refund: () => refundAllowance(user.userId, period.id, spend) };
}
