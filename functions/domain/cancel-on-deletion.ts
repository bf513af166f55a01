// Account deletion cancels the person's Stripe subscription first, so nobody is billed for a deleted account.
import { deleteCustomerLink, getSubscriptionState, putSubscriptionStateIfNewer } from '../data/subscriptions';
import { logInfo } from '../core/log';
import { paymentsProvider } from '../providers/payments/choose-provider';
import type { PaymentsProvider } from '../providers/payments/payments-port';
import { paymentsSettings } from '../providers/payments/settings';

const isMissing = (error: unknown) => (error as { code?: string })?.code === 'resource_missing';

/**
 * Cancels the stored subscription unless it is already canceled or local; safe to rerun (the state is then
 * stored as canceled, and a subscription Stripe no longer knows counts as canceled).
 */
export async function cancelSubscriptionOnDeletion(userId: string, provider?: PaymentsProvider): Promise<void> {
  const state = await getSubscriptionState(userId);
  if (state?.customer_id) await deleteCustomerLink(state.customer_id);
  if (!state || state.sub_status === 'canceled' || state.subscription_id.startsWith('sub_local_')) return;
  const payments = provider ?? ((await paymentsSettings()).mode === 'stripe' ? await paymentsProvider() : undefined);
  if (!payments) {
    logInfo({ msg: 'subscription not canceled: Stripe is not configured', subscription_id: state.subscription_id });
    return;
  }
  try {
    await payments.cancelSubscription(state.subscription_id);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await putSubscriptionStateIfNewer(userId, {
    ...state,
    sub_status: 'canceled',
    event_created: Math.floor(Date.now() / 1000),
    event_id: `deletion_${state.subscription_id}`,
  });
}
