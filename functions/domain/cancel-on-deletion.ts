// Account deletion ends the person's payments before their data goes: every Stripe customer of theirs is deleted
// (customers.del cancels each of their subscriptions at once and keeps no card), so nobody is billed for a deleted
// account and Stripe holds nothing more of them than its own records of past payments. The links naming each
// customer go with it. Run after the tombstone (no new checkout can start) and again before the final sweep (a
// checkout that completed meanwhile may have brought a new customer). Safe to rerun: a customer Stripe no longer
// knows counts as deleted.
import { customerIdsOf, deleteCustomerLink } from '../data/stripe-customers';
import { getSubscriptionState } from '../data/subscription-states';
import type { UserRecord } from '../data/users';
import { logInfo } from '../platform/log';
import { paymentsProvider } from '../providers/payments/choose-provider';
import type { PaymentsProvider } from '../providers/payments/payments-port';
import { paymentsSettings } from '../providers/payments/settings';

const isMissing = (error: unknown) => (error as { code?: string })?.code === 'resource_missing';

/** Stripe when it is configured; the local stand-in keeps its subscriptions only in the table. */
async function stripeProvider(): Promise<PaymentsProvider | undefined> {
  return (await paymentsSettings()).mode === 'stripe' ? paymentsProvider() : undefined;
}

export async function closePaymentsOnDeletion(user: UserRecord, provider?: PaymentsProvider): Promise<void> {
  const state = await getSubscriptionState(user.userId);
  const customers = [
    ...new Set([user.stripe_customer_id, state?.customer_id, ...(await customerIdsOf(user.userId))].filter((id): id is string => !!id)),
  ];
  // A Stripe subscription known without its customer (older states) is cancelled on its own.
  const loneSubscription =
    state && !state.customer_id && state.sub_status !== 'canceled' && !state.subscription_id.startsWith('sub_local_')
      ? state.subscription_id
      : undefined;
  if (customers.length === 0 && !loneSubscription) return;
  const payments = provider ?? (await stripeProvider());
  if (payments) {
    for (const customerId of customers) await payments.deleteCustomer(customerId);
    if (loneSubscription) {
      try {
        await payments.cancelSubscription(loneSubscription);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  } else {
    logInfo({ msg: 'Stripe customer not deleted: Stripe is not configured', customers: customers.length });
  }
  // Links written before they were noted in the partition are found here; the sweep deletes the others too.
  await Promise.all(customers.map((customerId) => deleteCustomerLink(customerId)));
}
