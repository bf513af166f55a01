// The Stripe adapter: hosted Checkout in subscription mode, plan changes on the subscription, cancellation.
import type Stripe from 'stripe';
import { planOfPrice, type PaidPlan, type PaymentsSettings } from './settings';
import type { BillingRequest, CheckoutInfo, CheckoutRequest, CheckoutStart, PaymentsProvider, SubscriptionSnapshot } from './payments-port';

/** Where the client reaches Stripe; tests point it at a local fake. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Reads a subscription whatever the API version: the period moved from the subscription to its items. */
export function snapshotOf(settings: PaymentsSettings, subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const priceId = item?.price?.id;
  const metadataPlan = subscription.metadata?.plan;
  return {
    subscriptionId: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id,
    status: subscription.status,
    priceId,
    plan: planOfPrice(settings, priceId) ?? (metadataPlan === 'basic' || metadataPlan === 'pro' ? metadataPlan : null),
    periodStart: item?.current_period_start ?? legacy.current_period_start,
    periodEnd: item?.current_period_end ?? legacy.current_period_end,
    // Cancelled at period end (the Customer Portal): Stripe sets cancel_at too, older versions only the flag.
    cancelAt:
      subscription.cancel_at ?? (subscription.cancel_at_period_end ? (item?.current_period_end ?? legacy.current_period_end) : undefined),
  };
}

/**
 * The Stripe SDK (a quarter of a megabyte) is loaded by the first call that needs it, not when the group starts:
 * in the cloud it is a file of its own beside the group's bundle (cdk/bundling.ts), read only on these paths.
 */
export const loadStripe = async (): Promise<typeof Stripe> => (await import('stripe')).default;

export class StripePayments implements PaymentsProvider {
  readonly kind = 'stripe';
  private client: Promise<Stripe> | undefined;

  constructor(
    private readonly settings: PaymentsSettings & { secretKey: string },
    private readonly endpoint?: StripeEndpoint,
  ) {}

  private stripe(): Promise<Stripe> {
    this.client ??= loadStripe().then(
      (StripeSdk) => new StripeSdk(this.settings.secretKey, { maxNetworkRetries: this.endpoint ? 0 : 2, ...this.endpoint }),
    );
    return this.client;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
    const metadata = { user_id: request.userId, plan: request.plan };
    const stripe = await this.stripe();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.settings.prices[request.plan], quantity: 1 }],
      client_reference_id: request.userId,
      ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
      success_url: `${request.returnOrigin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${request.returnOrigin}/pricing`,
      metadata,
      subscription_data: { metadata },
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  async getCheckout(sessionId: string): Promise<CheckoutInfo> {
    const stripe = await this.stripe();
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
    const subscription =
      session.subscription && typeof session.subscription !== 'string' ? snapshotOf(this.settings, session.subscription) : undefined;
    return {
      sessionId: session.id,
      status: session.status ?? 'open',
      paid: session.status === 'complete' && session.payment_status !== 'unpaid',
      userId: session.client_reference_id ?? undefined,
      customerId: typeof session.customer === 'string' ? session.customer : session.customer?.id,
      subscription,
    };
  }

  async changePlan(subscriptionId: string, plan: PaidPlan): Promise<SubscriptionSnapshot> {
    const stripe = await this.stripe();
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    const updated = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: this.settings.prices[plan] }],
      // docs/PRODUCT.md §9: effective at once, the difference invoiced now, the billing cycle starting at the change.
      proration_behavior: 'always_invoice',
      billing_cycle_anchor: { type: 'now' },
      metadata: { ...current.metadata, plan },
      // Choosing a plan keeps the subscription: a cancellation scheduled in the portal is dropped.
      ...(current.cancel_at_period_end ? { cancel_at_period_end: false } : current.cancel_at ? { cancel_at: '' as const } : {}),
    });
    return snapshotOf(this.settings, updated);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const stripe = await this.stripe();
    await stripe.subscriptions.cancel(subscriptionId);
  }

  async deleteCustomer(customerId: string): Promise<void> {
    const stripe = await this.stripe();
    try {
      await stripe.customers.del(customerId);
    } catch (error) {
      if ((error as { code?: string })?.code !== 'resource_missing') throw error;
    }
  }

  /** Stripe's Customer Portal (its features are set in the Stripe dashboard, docs/PAYMENTS.md). */
  async openBilling(request: BillingRequest): Promise<{ url: string }> {
    if (!request.customerId) throw new Error('A Stripe customer is needed for the billing portal');
    const stripe = await this.stripe();
    const session = await stripe.billingPortal.sessions.create({
      customer: request.customerId,
      return_url: `${request.returnOrigin}/settings`,
    });
    return { url: session.url };
  }
}
