// The Stripe adapter with the real stripe SDK against a local fake of Stripe's HTTP API.
import type { PaymentsSettings } from '../../functions/providers/payments/settings';
import Stripe from 'stripe';
import { snapshotOf, StripePayments } from '../../functions/providers/payments/stripe-payments';
import { startFakeStripe, subscriptionObject, type FakeStripe } from './support/fake-stripe';

const settings: PaymentsSettings & { secretKey: string } = {
  mode: 'stripe',
  secretKey: 'sk_test_fake',
  webhookSecret: 'whsec_fake',
  prices: { basic: 'price_basic_1', pro: 'price_pro_1' },
  appUrl: 'https://app.example.com',
};

let fake: FakeStripe;
let payments: StripePayments;

beforeAll(async () => {
  fake = await startFakeStripe();
  payments = new StripePayments(settings, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('StripePayments', () => {
  it("starts a subscription-mode Checkout Session for the plan's price, the user as client_reference_id", async () => {
    const start = await payments.startCheckout({ userId: 'u1', email: 'robin@example.com', plan: 'pro', returnOrigin: settings.appUrl });
    expect(start.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_1',
      'line_items[0][quantity]': '1',
      client_reference_id: 'u1',
      customer_email: 'robin@example.com',
      success_url: 'https://app.example.com/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example.com/pricing',
      'metadata[user_id]': 'u1',
      'metadata[plan]': 'pro',
      'subscription_data[metadata][user_id]': 'u1',
    });
  });

  it("reuses the user's Stripe customer", async () => {
    await payments.startCheckout({
      userId: 'u2',
      email: 'x@example.com',
      customerId: 'cus_known',
      plan: 'basic',
      returnOrigin: settings.appUrl,
    });
    expect(fake.requests[0].form).toMatchObject({ customer: 'cus_known', 'line_items[0][price]': 'price_basic_1' });
    expect(fake.requests[0].form.customer_email).toBeUndefined();
  });

  it('reads a paid session with its subscription', async () => {
    const start = await payments.startCheckout({ userId: 'u3', email: 'y@example.com', plan: 'basic', returnOrigin: settings.appUrl });
    fake.subscriptions.set('sub_3', subscriptionObject('sub_3', 'price_basic_1'));
    Object.assign(fake.sessions.get(start.sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      subscription: 'sub_3',
      customer: 'cus_3',
    });
    const info = await payments.getCheckout(start.sessionId);
    expect(info).toMatchObject({
      status: 'complete',
      paid: true,
      userId: 'u3',
      customerId: 'cus_3',
      subscription: { subscriptionId: 'sub_3', status: 'active', plan: 'basic', priceId: 'price_basic_1' },
    });
    expect(info.subscription?.periodEnd).toEqual(expect.any(Number));
  });

  it('changes plan on the subscription at once, invoicing the proration and restarting the billing cycle', async () => {
    fake.subscriptions.set('sub_4', subscriptionObject('sub_4', 'price_basic_1', 'active', { user_id: 'u4', plan: 'basic' }));
    const snapshot = await payments.changePlan('sub_4', 'pro');
    expect(snapshot).toMatchObject({ subscriptionId: 'sub_4', plan: 'pro', priceId: 'price_pro_1' });
    const update = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_4')!;
    expect(update.form).toMatchObject({
      'items[0][id]': 'si_sub_4',
      'items[0][price]': 'price_pro_1',
      proration_behavior: 'always_invoice',
      'billing_cycle_anchor[type]': 'now',
      'metadata[plan]': 'pro',
      'metadata[user_id]': 'u4',
    });
  });

  it('returns checkout to the origin the person uses', async () => {
    await payments.startCheckout({ userId: 'u6', email: 'z@example.com', plan: 'pro', returnOrigin: 'http://127.0.0.1:3000' });
    expect(fake.requests[0].form).toMatchObject({
      success_url: 'http://127.0.0.1:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:3000/pricing',
    });
  });

  it('a plan change drops a cancellation scheduled in the portal', async () => {
    fake.subscriptions.set('sub_7', { ...subscriptionObject('sub_7', 'price_basic_1'), cancel_at_period_end: true });
    await payments.changePlan('sub_7', 'pro');
    const update = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_7')!;
    expect(update.form).toMatchObject({ cancel_at_period_end: 'false' });
  });

  it('reads a cancellation at period end as the date the plan ends', () => {
    const subscription = { ...subscriptionObject('sub_8', 'price_pro_1'), cancel_at: null, cancel_at_period_end: true };
    const snapshot = snapshotOf(settings, subscription as unknown as Stripe.Subscription);
    expect(snapshot.cancelAt).toBe(snapshot.periodEnd);
    const scheduled = { ...subscription, cancel_at: 1_900_000_000, cancel_at_period_end: false };
    expect(snapshotOf(settings, scheduled as unknown as Stripe.Subscription).cancelAt).toBe(1_900_000_000);
    expect(snapshotOf(settings, subscriptionObject('sub_9', 'price_pro_1') as unknown as Stripe.Subscription).cancelAt).toBeUndefined();
  });

  it("opens the Customer Portal for the person's customer, returning to Settings on their origin", async () => {
    const { url } = await payments.openBilling({ userId: 'u10', customerId: 'cus_10', returnOrigin: 'https://app.example.com' });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_10', return_url: 'https://app.example.com/settings' },
    });
    await expect(payments.openBilling({ userId: 'u11', returnOrigin: 'https://app.example.com' })).rejects.toThrow(/customer/);
  });

  it('cancels a subscription', async () => {
    fake.subscriptions.set('sub_5', subscriptionObject('sub_5', 'price_pro_1'));
    await payments.cancelSubscription('sub_5');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_5' });
  });

  it('surfaces Stripe errors', async () => {
    await expect(payments.changePlan('sub_missing', 'pro')).rejects.toThrow(/No such subscription/);
  });
});
