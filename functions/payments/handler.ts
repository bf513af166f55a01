// The payments group's Lambda: checkout, verification, status, billing, the Stripe webhook and the local test pages.
// The router parses each JSON body with the route's schema (a refused one answers the route's `{"error": …}`); tsc
// checks every action against the group's contract (shared/contracts/payments.ts, a type-only import).
import { createApiHandler, type RouteActions } from '../core/http-handler';
import type { paymentsContract } from '../../shared/contracts/payments';
import { checkoutRequest, verifySessionRequest } from '../../shared/schemas/payments';
import { openBillingPortal, subscriptionDetails } from './billing';
import { createCheckoutSession, invalidPlan, noSessionId, subscriptionStatus, verifySession } from './checkout';
import { cancelLocalBilling, resumeLocalBilling, showLocalBilling } from './local-billing';
import { cancelLocalCheckout, payLocalCheckout, showLocalCheckout } from './local-checkout';
import { stripeWebhook } from './webhook';

/** The browser's Origin: where a payment page sends the person back, when it is one of ours (return-origin.ts). */
const originOf = (headers: Record<string, string | undefined>) => headers.origin ?? headers.Origin;
/** Browser form posts (application/x-www-form-urlencoded, empty): read raw, nothing to parse. */
const formPost = { body: 'raw', maxBodyBytes: 1024 } as const;

export const actions: RouteActions<typeof paymentsContract> = {
  'POST /api/stripe/create-checkout-session/': {
    json: checkoutRequest,
    refusal: invalidPlan,
    run: async ({ user, body, headers }) => ({
      statusCode: 200,
      body: await createCheckoutSession(user, body.plan_type, originOf(headers)),
    }),
  },
  'POST /api/stripe/verify-session/': {
    json: verifySessionRequest,
    refusal: noSessionId,
    run: async ({ user, body }) => ({ statusCode: 200, body: await verifySession(user, body.session_id) }),
  },
  'GET /api/stripe/subscription-status/': { run: async ({ user }) => ({ statusCode: 200, body: await subscriptionStatus(user) }) },
  'GET /api/stripe/subscription/': { run: async ({ user }) => ({ statusCode: 200, body: await subscriptionDetails(user) }) },
  'POST /api/stripe/billing-portal/': {
    run: async ({ user, headers }) => ({ statusCode: 200, body: await openBillingPortal(user, originOf(headers)) }),
  },
  // The exact bytes: any re-serialisation breaks the signature.
  'POST /api/stripe/webhook/': {
    body: 'raw',
    maxBodyBytes: 512 * 1024,
    run: async ({ rawBody, headers }) => ({ statusCode: 200, body: await stripeWebhook(rawBody, headers['stripe-signature']) }),
  },
  'GET /api/stripe/local-checkout/{session_id}/': { run: ({ params }) => showLocalCheckout(params.session_id) },
  'POST /api/stripe/local-checkout/{session_id}/pay/': {
    ...formPost,
    run: ({ params, headers }) => payLocalCheckout(params.session_id, originOf(headers)),
  },
  'POST /api/stripe/local-checkout/{session_id}/cancel/': {
    ...formPost,
    run: ({ params, headers }) => cancelLocalCheckout(params.session_id, originOf(headers)),
  },
  'GET /api/stripe/local-billing/{session_id}/': { run: ({ params }) => showLocalBilling(params.session_id) },
  'POST /api/stripe/local-billing/{session_id}/cancel/': { ...formPost, run: ({ params }) => cancelLocalBilling(params.session_id) },
  'POST /api/stripe/local-billing/{session_id}/resume/': { ...formPost, run: ({ params }) => resumeLocalBilling(params.session_id) },
};

export const handler = createApiHandler('payments', actions);
