// The two calls of the checkout return (docs/PRODUCT.md §7 Payments): verify the paid session, and the plain status.
import { callApi } from '@/lib/call-api';

export const verifySession = (sessionId: string) => callApi('verifyCheckout', { body: { session_id: sessionId } });

export const getSubscriptionStatus = () => callApi('subscriptionStatus');
