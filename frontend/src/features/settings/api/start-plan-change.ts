// A plan change from Settings is a new checkout for the other paid plan (SPEC.md §4 Plan derived from groups, §7).
import { api, ApiError } from '@/lib/api-client';
import type { PendingPlan } from '@/lib/pending-subscription';

type CheckoutSession = { checkout_url: string };

export function startPlanChange(plan: PendingPlan): Promise<CheckoutSession> {
  return api.post<CheckoutSession>('/stripe/create-checkout-session/', { plan_type: plan });
}

/** SPEC.md §8: the response's error field, else 'Failed to create checkout session (status)'. */
export function planChangeFailureText(error: unknown): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const field = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (typeof field === 'string' && field) return field;
  const status = error instanceof ApiError && error.status !== undefined ? error.status : 'no response';
  return `Failed to create checkout session (${status})`;
}

/** Leaves the app for the provider's checkout page; its own function so tests can stand in for the browser. */
export function openPlanCheckout(url: string): void {
  window.location.assign(url);
}
