// Stripe webhook events as Stripe sends them to the local runtime: signed with the local webhook secret.
import Stripe from 'stripe';
import { localStripeWebhookSecret } from '../../../local/environment';
import { request } from './runtime';

const offline = new Stripe('sk_test_offline');
let seq = 0;

/** An event as Stripe would send it, with a fresh id. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  seq += 1;
  return {
    id: `evt_test_${process.pid}_${Date.now()}_${seq}`,
    object: 'event',
    api_version: '2025-01-01',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

export function sendStripeEvent(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify(stripeEvent(type, object));
  return request('POST', '/api/stripe/webhook/', {
    rawBody: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': offline.webhooks.generateTestHeaderString({ payload, secret: localStripeWebhookSecret }),
    },
  });
}

/** A subscription of the person's as Stripe describes it (their user id in its metadata, a customer of theirs). */
export function stripeSubscription(userId: string, status: string, price = 'price_local_pro') {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `sub_test_${userId}`,
    object: 'subscription',
    customer: `cus_test_${userId}`,
    status,
    metadata: { user_id: userId },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_start: now,
          current_period_end: now + 30 * 86400,
        },
      ],
    },
  };
}
