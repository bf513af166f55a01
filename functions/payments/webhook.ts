// POST /api/stripe/webhook/: the signature checked on the raw body, each event applied once, newest state wins.
// An event for a person who is gone or whose account is being deleted is acknowledged and changes nothing (S48); when
// it says they still have a live subscription (a checkout paid during the deletion), their Stripe customer is deleted.
import type Stripe from 'stripe';
import { OPS_METRICS } from '../../shared/ops-metrics';
import { Conflict, Unavailable } from '../platform/errors';
import { recordMetric } from '../platform/metrics';
import { AccountGone } from '../platform/write-fence';
import { closeCheckoutSession } from '../data/checkout-sessions';
import { userOfCustomer } from '../data/stripe-customers';
import { claimEvent, markEventDone, releaseEvent } from '../data/stripe-events';
import { getUser } from '../data/users';
import { paymentsProvider } from '../providers/payments/choose-provider';
import type { PaymentsProvider } from '../providers/payments/payments-port';
import { snapshotOf } from '../providers/payments/stripe-payments';
import { verifiedEvent } from '../providers/payments/stripe-events';
import { applyInvoicePaid, applySubscription } from './apply-subscription';
import { paymentsSettings, type PaymentsSettings } from '../providers/payments/settings';

export type EventOutcome = 'applied' | 'duplicate';

/**
 * Applies an event once: the id is claimed (processing) before, marked done after; a failure frees the claim so
 * Stripe's retry applies it (R07). A concurrent copy answers 409 and Stripe retries it later (R08).
 */
export async function processEvent(event: Stripe.Event, apply: (event: Stripe.Event) => Promise<void>): Promise<EventOutcome> {
  const claim = await claimEvent(event.id, event.type);
  if (claim === 'done') return 'duplicate';
  if (claim === 'in-progress') throw new Conflict('Event is being processed', { messageKey: 'error' });
  try {
    await apply(event);
  } catch (error) {
    await releaseEvent(event.id);
    throw error;
  }
  await markEventDone(event.id);
  return 'applied';
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

async function userOf(
  metadata: Stripe.Metadata | null | undefined,
  customer: string | { id: string } | null | undefined,
): Promise<string | undefined> {
  if (metadata?.user_id) return metadata.user_id;
  const customerId = idOf(customer);
  const userId = customerId ? await userOfCustomer(customerId) : undefined;
  // Acknowledged (Stripe would only retry it), but counted: payments that reach no account need a look.
  if (!userId) recordMetric(OPS_METRICS.webhookFailures);
  return userId;
}

type Customer = string | { id: string } | null | undefined;

/** What each handled event type does; others are acknowledged and ignored. `payments` is Stripe (a test's fake). */
export function applyEvent(settings: PaymentsSettings, payments: () => Promise<PaymentsProvider> = paymentsProvider) {
  /** Nothing of a gone person is written; a live subscription of theirs is ended by deleting its customer. */
  const forGonePerson = async (customer: Customer, live: boolean): Promise<void> => {
    const customerId = idOf(customer);
    if (live && customerId) await (await payments()).deleteCustomer(customerId);
  };
  const apply = applyOne(settings, forGonePerson);
  return async (event: Stripe.Event): Promise<void> => {
    try {
      await apply(event);
    } catch (error) {
      // The person's account went while the event was being applied: acknowledged, the deletion's sweep takes the rest.
      if (!(error instanceof AccountGone)) throw error;
    }
  };
}

function applyOne(settings: PaymentsSettings, forGonePerson: (customer: Customer, live: boolean) => Promise<void>) {
  return async (event: Stripe.Event): Promise<void> => {
    const source = { id: event.id, created: event.created };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = session.client_reference_id ?? session.metadata?.user_id;
        const subscriptionId = idOf(session.subscription);
        if (!userId || session.mode !== 'subscription' || !subscriptionId) return;
        if (!(await getUser(userId))) return forGonePerson(session.customer, session.payment_status !== 'unpaid');
        await closeCheckoutSession(session.id, 'complete');
        const plan = session.metadata?.plan === 'pro' || session.metadata?.plan === 'basic' ? session.metadata.plan : null;
        const paid = session.payment_status !== 'unpaid';
        await applySubscription(
          userId,
          {
            subscriptionId,
            customerId: idOf(session.customer),
            status: paid ? 'active' : 'incomplete',
            plan,
            priceId: plan ? settings.prices[plan] : undefined,
          },
          source,
        );
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const userId = await userOf(subscription.metadata, subscription.customer);
        if (!userId) return;
        if (!(await getUser(userId))) {
          const live = event.type !== 'customer.subscription.deleted' && !['canceled', 'incomplete_expired'].includes(subscription.status);
          return forGonePerson(subscription.customer, live);
        }
        const snapshot = snapshotOf(settings, subscription);
        if (event.type === 'customer.subscription.deleted') snapshot.status = 'canceled';
        await applySubscription(userId, snapshot, source);
        return;
      }
      case 'invoice.paid': {
        const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
        const details = invoice.parent?.subscription_details;
        const userId = await userOf(details?.metadata, invoice.customer);
        if (!userId) return;
        const periodStart = invoice.lines?.data?.[0]?.period?.start ?? invoice.period_start;
        await applyInvoicePaid(userId, idOf(details?.subscription) ?? idOf(invoice.subscription), periodStart);
        return;
      }
      default:
    }
  };
}

/**
 * The exact bytes Stripe signed and its Stripe-Signature header: the event, applied once. A WebhookFailures metric for
 * every event not applied (shared/ops-metrics.ts), except a copy already being applied (409).
 */
export async function stripeWebhook(payload: Buffer, signature: string | undefined) {
  try {
    const settings = await paymentsSettings();
    if (!settings.webhookSecret) throw new Unavailable('Webhook secret is not configured', null, 'error');
    const event = await verifiedEvent(payload, signature, settings.webhookSecret);
    const outcome = await processEvent(event, applyEvent(settings));
    return { received: true, duplicate: outcome === 'duplicate' };
  } catch (error) {
    if (!(error instanceof Conflict)) recordMetric(OPS_METRICS.webhookFailures);
    throw error;
  }
}
