// Starts a hosted checkout for a paid plan (docs/PRODUCT.md §7 Payments) and says why one could not start (docs/PRODUCT.md §8):
// the pricing page and Settings' plan changes both use it.
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import type { PendingPlan } from '@/lib/pending-subscription';
import * as paymentsOps from '@/lib/operations/payments.generated';

export function createCheckoutSession(plan: PendingPlan) {
  return callApi(paymentsOps.startCheckout, { body: { plan_type: plan } });
}

/** The response's error field, else 'Failed to create checkout session (status)'. */
export function checkoutFailureText(error: unknown): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const field = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (typeof field === 'string' && field) return field;
  const status = error instanceof ApiError && error.status !== undefined ? error.status : 'no response';
  return `Failed to create checkout session (${status})`;
}

/** Leaves the app for the provider's checkout page; its own module so tests can stand in for the browser. */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
