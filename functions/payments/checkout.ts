// create-checkout-session, verify-session and subscription-status (docs/PRODUCT.md §3, §7).
import { planOfGroups } from '../../shared/plans';
import { Invalid, NotFound } from '../platform/errors';
import { getCheckoutSession, markCheckoutVerified, putCheckoutSession } from '../data/checkout-sessions';
import { getSubscriptionState } from '../data/subscription-states';
import { getUser, type UserRecord } from '../data/users';
import { paymentsProvider } from '../providers/payments/choose-provider';
import { newLocalSessionId } from '../providers/payments/local-payments';
import { applySubscription } from './apply-subscription';
import { settleLocalPeriodEnd } from './period-end';
import { returnOrigin } from './return-origin';
import type { PaidPlan } from '../providers/payments/settings';
import { paymentsSettings } from '../providers/payments/settings';

const CHANGEABLE = new Set(['active', 'trialing', 'past_due']);

/** What the router answers for a body the contract's schema refuses: docs/PRODUCT.md's `{"error": ...}` texts. */
export const invalidPlan = () => new Invalid('Invalid plan type. Choose basic or pro.', 'error');
export const noSessionId = () => new Invalid('session_id is required', 'error');

/**
 * New subscribers go to checkout; a subscriber changing plan has it changed at once on the existing subscription.
 * `requestOrigin` is the browser's Origin, where the person comes back to when it is one of ours (return-origin.ts).
 */
export async function createCheckoutSession(caller: UserRecord, plan: PaidPlan, requestOrigin?: string) {
  const user = (await settleLocalPeriodEnd(caller)) ?? caller;
  const provider = await paymentsProvider();
  const origin = returnOrigin(requestOrigin, (await paymentsSettings()).appUrl);
  const state = await getSubscriptionState(user.userId);
  const now = new Date().toISOString();
  if (state && CHANGEABLE.has(state.sub_status) && planOfGroups(user.groups ?? []).id !== 'trial') {
    if (state.plan === plan) throw new Invalid('You are already subscribed to this plan.', 'error');
    const snapshot = await provider.changePlan(state.subscription_id, plan);
    await applySubscription(user.userId, snapshot, { id: `change_${snapshot.subscriptionId}_${Date.now()}`, created: Date.now() / 1000 });
    // The return page verifies this already-complete session like any other.
    const sessionId = newLocalSessionId().replace('cs_local_', 'cs_change_');
    await putCheckoutSession({
      session_id: sessionId,
      userId: user.userId,
      plan,
      status: 'complete',
      provider: provider.kind,
      created_at: now,
    });
    return { checkout_url: `${origin}/subscription-success?session_id=${sessionId}` };
  }
  const start = await provider.startCheckout({
    userId: user.userId,
    email: user.email,
    customerId: user.stripe_customer_id,
    plan,
    returnOrigin: origin,
  });
  await putCheckoutSession({
    session_id: start.sessionId,
    userId: user.userId,
    plan,
    status: 'open',
    provider: provider.kind,
    created_at: now,
  });
  return { checkout_url: start.checkoutUrl };
}

/** Grants only a paid session of the caller's, once (S36); anyone else's or an unknown session is 404. */
export async function verifySession(caller: UserRecord, sessionId: string) {
  const stored = await getCheckoutSession(sessionId);
  if (!stored || stored.userId !== caller.userId) throw new NotFound('Session not found');
  let status: string = stored.status;
  if (stored.provider === 'stripe' && stored.status !== 'complete') {
    const info = await (await paymentsProvider()).getCheckout(sessionId);
    if (info.userId !== caller.userId) throw new NotFound('Session not found');
    status = info.paid ? 'complete' : info.status;
    if (info.paid && info.subscription && (await markCheckoutVerified(sessionId))) {
      await applySubscription(
        caller.userId,
        { ...info.subscription, customerId: info.subscription.customerId ?? info.customerId },
        { id: `verify_${sessionId}`, created: Math.floor(Date.now() / 1000) },
      );
    }
  } else if (status === 'complete') {
    await markCheckoutVerified(sessionId);
  }
  const user = (await getUser(caller.userId)) ?? caller;
  const plan = planOfGroups(user.groups ?? []);
  return { status, plan: plan.id === 'trial' ? null : plan.id, is_subscribed: plan.id !== 'trial', user_groups: user.groups ?? [] };
}

export async function subscriptionStatus(caller: UserRecord) {
  const user = (await settleLocalPeriodEnd(caller)) ?? caller;
  return { is_subscribed: planOfGroups(user.groups ?? []).id !== 'trial', user_groups: user.groups ?? [] };
}
