// The local stand-in for Stripe (no keys on the local stage): checkout is a page of the local API itself.
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { getCheckoutSession } from '../../data/subscriptions';
import type { PaidPlan } from './settings';
import type { CheckoutInfo, CheckoutRequest, CheckoutStart, PaymentsProvider, SubscriptionSnapshot } from './payments-port';

/** Unguessable and single-use: the id is the capability to pay on the local checkout page (docs/PAYMENTS.md). */
export const newLocalSessionId = () => `cs_local_${ulid()}${randomBytes(16).toString('hex')}`;

export const localSubscriptionId = (userId: string) => `sub_local_${userId}`;

export class LocalPayments implements PaymentsProvider {
  readonly kind = 'local';

  constructor(
    private readonly appUrl: string,
    private readonly prices: Record<PaidPlan, string>,
  ) {}

  async startCheckout(_request: CheckoutRequest): Promise<CheckoutStart> {
    const sessionId = newLocalSessionId();
    return { sessionId, checkoutUrl: `${this.appUrl}/api/stripe/local-checkout/${sessionId}/` };
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
      subscription: paid ? this.snapshot(session.userId, session.plan) : undefined,
    };
  }

  async changePlan(subscriptionId: string, plan: PaidPlan): Promise<SubscriptionSnapshot> {
    return { ...this.snapshot('', plan), subscriptionId };
  }

  async cancelSubscription(): Promise<void> {}

  snapshot(userId: string, plan: PaidPlan): SubscriptionSnapshot {
    const now = Math.floor(Date.now() / 1000);
    return {
      subscriptionId: localSubscriptionId(userId),
      status: 'active',
      priceId: this.prices[plan],
      plan,
      periodStart: now,
      periodEnd: now + 30 * 24 * 3600,
    };
  }
}
