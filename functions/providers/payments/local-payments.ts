// The local stand-in for Stripe (no keys on the local stage): checkout and billing are pages of the local API itself.
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { putBillingSession } from '../../data/billing-sessions';
import { getCheckoutSession } from '../../data/checkout-sessions';
import type { PaidPlan } from './settings';
import type { BillingRequest, CheckoutInfo, CheckoutRequest, CheckoutStart, PaymentsProvider, SubscriptionSnapshot } from './payments-port';

/** Unguessable and single-use: the id is the capability to pay on the local checkout page (docs/PAYMENTS.md). */
export const newLocalSessionId = () => `cs_local_${ulid()}${randomBytes(16).toString('hex')}`;

/** Unguessable, like a checkout id: the capability to manage the local subscription for an hour. */
export const newLocalBillingId = () => `bps_local_${ulid()}${randomBytes(16).toString('hex')}`;
export const LOCAL_BILLING_SESSION_SECONDS = 60 * 60;

/** One per paid checkout, as in Stripe: a subscription once canceled never comes back, a new checkout starts a new one. */
export const localSubscriptionId = (userId: string, sessionId: string) =>
  `sub_local_${userId}_${sessionId.replace(/^cs_local_/, '').slice(0, 26)}`;

/** A month of the local provider: its subscriptions renew after this many seconds. */
export const LOCAL_PERIOD_SECONDS = 30 * 24 * 3600;

export class LocalPayments implements PaymentsProvider {
  readonly kind = 'local';

  constructor(private readonly prices: Record<PaidPlan, string>) {}

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
    const sessionId = newLocalSessionId();
    return { sessionId, checkoutUrl: `${request.returnOrigin}/api/stripe/local-checkout/${sessionId}/` };
  }

  async getCheckout(sessionId: string): Promise<CheckoutInfo> {
    const session = await getCheckoutSession(sessionId);
    if (!session) return { sessionId, status: 'expired', paid: false };
    const paid = session.status === 'complete';
    return {
      sessionId,
      status: session.status === 'canceled' ? 'expired' : session.status,
      paid,
      userId: session.userId,
      subscription: paid ? this.snapshot(session.userId, session.plan, sessionId) : undefined,
    };
  }

  /** A new period from now, renewing (a scheduled cancellation is dropped, as in the Stripe adapter). */
  async changePlan(subscriptionId: string, plan: PaidPlan): Promise<SubscriptionSnapshot> {
    return { ...this.snapshot('', plan, ''), subscriptionId };
  }

  async cancelSubscription(): Promise<void> {}

  /** Local subscriptions live only in the table, which the deletion empties. */
  async deleteCustomer(): Promise<void> {}

  async openBilling(request: BillingRequest): Promise<{ url: string }> {
    const sessionId = newLocalBillingId();
    const expires_at = Math.floor(Date.now() / 1000) + LOCAL_BILLING_SESSION_SECONDS;
    await putBillingSession({ session_id: sessionId, userId: request.userId, expires_at });
    return { url: `${request.returnOrigin}/api/stripe/local-billing/${sessionId}/` };
  }

  snapshot(userId: string, plan: PaidPlan, sessionId: string): SubscriptionSnapshot {
    const now = Math.floor(Date.now() / 1000);
    return {
      subscriptionId: localSubscriptionId(userId, sessionId),
      status: 'active',
      priceId: this.prices[plan],
      plan,
      periodStart: now,
      periodEnd: now + LOCAL_PERIOD_SECONDS,
    };
  }
}
