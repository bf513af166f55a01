// Requests and responses of the payment calls (docs/PRODUCT.md "Payments"): checkout, its verification, the
// subscription status, the webhook's acknowledgement, the subscription's details and Manage billing.
import * as z from 'zod';

export const checkoutRequest = z.object({ plan_type: z.enum(['basic', 'pro']) });
export const checkoutResponse = z.object({ checkout_url: z.string() });
export const verifySessionRequest = z.object({ session_id: z.string().min(1).max(300) });
export const verifySessionResponse = z.object({
  status: z.string(),
  plan: z.enum(['basic', 'pro']).nullable(),
  is_subscribed: z.boolean(),
  user_groups: z.array(z.string()),
});
export const subscriptionStatusResponse = z.object({ is_subscribed: z.boolean(), user_groups: z.array(z.string()) });
export const webhookResponse = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** The caller's own subscription for Settings: dates are ISO 8601 instants; renews_at and ends_at never both. */
export const subscriptionDetailsResponse = z.object({
  plan: z.enum(['basic', 'pro']).nullable(),
  status: z.string().nullable(),
  renews_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  can_manage_billing: z.boolean(),
});
/** Manage billing: Stripe's Customer Portal, or the local billing page. */
export const billingPortalResponse = z.object({ url: z.string() });
