// A Stripe webhook's event, read from the exact bytes received and the Stripe-Signature header: the signature checked
// with Stripe's own helper (an offline SDK instance that never calls Stripe) and refused when older than 5 minutes.
// The payments group's webhook (functions/payments/webhook.ts) applies what it says; only this port builds the SDK.
import type Stripe from 'stripe';
import { Invalid } from '../../platform/errors';

/** Stripe's own default: a signature older than 5 minutes is refused (replay). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

let offline: Promise<Stripe> | undefined;

export async function verifiedEvent(rawBody: Buffer, signature: string | undefined, secret: string): Promise<Stripe.Event> {
  if (!signature) throw new Invalid('Missing Stripe signature', 'error');
  // Loaded by the first webhook, as stripe-payments.ts loads it: a file of its own beside the group's bundle.
  offline ??= import('stripe').then(({ default: StripeSdk }) => new StripeSdk('sk_offline_signature_checks_only'));
  const stripe = await offline;
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new Invalid('Invalid Stripe signature', 'error');
  }
}
