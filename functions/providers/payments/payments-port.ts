// What the payments use cases need from a card payment provider: Stripe, or the local stand-in.
import type { PaidPlan } from './settings';

/** A subscription as the provider reports it. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId?: string;
  status: string;
  priceId?: string;
  plan: PaidPlan | null;
  /** Epoch seconds. */
  periodStart?: number;
  periodEnd?: number;
  /** Epoch seconds: when a subscription cancelled at period end stops; absent while it renews. */
  cancelAt?: number;
}

export interface CheckoutStart {
  sessionId: string;
  checkoutUrl: string;
}

export interface CheckoutInfo {
  sessionId: string;
  /** 'open', 'complete' or 'expired'. */
  status: string;
  paid: boolean;
  /** client_reference_id: who started it. */
  userId?: string;
  customerId?: string;
  subscription?: SubscriptionSnapshot;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  customerId?: string;
  plan: PaidPlan;
  /** The app origin the person uses (allowed already): checkout returns there. */
  returnOrigin: string;
}

export interface BillingRequest {
  userId: string;
  customerId?: string;
  /** The app origin the person uses (allowed already): the billing page leads back to its /settings. */
  returnOrigin: string;
}

export interface PaymentsProvider {
  readonly kind: 'stripe' | 'local';
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  getCheckout(sessionId: string): Promise<CheckoutInfo>;
  /** Plan change on the existing subscription: effective now, proration invoiced, billing cycle restarting now. */
  changePlan(subscriptionId: string, plan: PaidPlan): Promise<SubscriptionSnapshot>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Account deletion: deletes the customer, which cancels every subscription of theirs at once and keeps no card.
   * A customer the provider no longer knows counts as deleted (a rerun).
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** A page where the person sees invoices, changes the card and cancels at period end (Stripe's Customer Portal). */
  openBilling(request: BillingRequest): Promise<{ url: string }>;
}
