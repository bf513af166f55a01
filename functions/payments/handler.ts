// The payments group's Lambda: checkout, verification, status, billing, the Stripe webhook and the local test pages.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { openBillingPortal, subscriptionDetails } from './billing';
import { createCheckoutSession, subscriptionStatus, verifySession } from './checkout';
import { cancelLocalBilling, resumeLocalBilling, showLocalBilling } from './local-billing';
import { cancelLocalCheckout, payLocalCheckout, showLocalCheckout } from './local-checkout';
import { stripeWebhook } from './webhook';

export const actions: RouteActions = {
  'POST /api/stripe/create-checkout-session/': createCheckoutSession,
  'POST /api/stripe/verify-session/': verifySession,
  'GET /api/stripe/subscription-status/': subscriptionStatus,
  'GET /api/stripe/subscription/': subscriptionDetails,
  'POST /api/stripe/billing-portal/': openBillingPortal,
  // The exact bytes: any re-serialisation breaks the signature.
  'POST /api/stripe/webhook/': { run: stripeWebhook, body: 'raw', maxBodyBytes: 512 * 1024 },
  'GET /api/stripe/local-checkout/{session_id}/': showLocalCheckout,
  // Browser form posts (application/x-www-form-urlencoded, empty): read raw, nothing to parse.
  'POST /api/stripe/local-checkout/{session_id}/pay/': { run: payLocalCheckout, body: 'raw', maxBodyBytes: 1024 },
  'POST /api/stripe/local-checkout/{session_id}/cancel/': { run: cancelLocalCheckout, body: 'raw', maxBodyBytes: 1024 },
  'GET /api/stripe/local-billing/{session_id}/': showLocalBilling,
  'POST /api/stripe/local-billing/{session_id}/cancel/': { run: cancelLocalBilling, body: 'raw', maxBodyBytes: 1024 },
  'POST /api/stripe/local-billing/{session_id}/resume/': { run: resumeLocalBilling, body: 'raw', maxBodyBytes: 1024 },
};

export const handler = createApiHandler('payments', actions);
