// The person's own subscription (operation subscriptionDetails) and Manage billing (openBillingPortal): Settings' plan.
import useSWR from 'swr';
import { callApi, pathOf, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as paymentsOps from '@/lib/operations/payments.generated';

/** Plan, status, renews_at or ends_at (ISO instants), and whether a billing page can open. */
export type SubscriptionDetails = AnswerOf<'subscriptionDetails'>;

export const getSubscriptionDetails = () => withDataRetries((opts) => callApi(paymentsOps.subscriptionDetails, {}, opts));

export function useSubscriptionDetails() {
  return useSWR<SubscriptionDetails>(pathOf(paymentsOps.subscriptionDetails), getSubscriptionDetails);
}

/** Where Manage billing leads: Stripe's Customer Portal, or the local billing page. */
export const openBillingPortal = async () => (await callApi(paymentsOps.openBillingPortal)).url;
