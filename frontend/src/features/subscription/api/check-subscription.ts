// The two calls of the checkout return (docs/PRODUCT.md §7 Payments): verify the paid session, and the plain status.
import { callApi } from '@/lib/call-api';
import * as paymentsOps from '@/lib/operations/payments.generated';

export const verifySession = (sessionId: string) => callApi(paymentsOps.verifyCheckout, { body: { session_id: sessionId } });

export const getSubscriptionStatus = () => callApi(paymentsOps.subscriptionStatus);
