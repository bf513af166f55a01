// The plan a visitor chose before signing in (docs/PRODUCT.md §4): kept for the session, basic or pro only.

export const PENDING_SUBSCRIPTION_KEY = 'pendingSubscriptionPlan';

export type PendingPlan = 'basic' | 'pro';

const isPendingPlan = (value: unknown): value is PendingPlan => value === 'basic' || value === 'pro';

/** The stored plan, or null when none (or an unaccepted value) is stored. */
export function readPendingSubscription(): PendingPlan | null {
  const value = sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY);
  return isPendingPlan(value) ? value : null;
}

/** Remembers the plan; any plan other than basic or pro is refused. */
export function savePendingSubscription(plan: string): boolean {
  if (!isPendingPlan(plan)) return false;
  sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, plan);
  return true;
}

export function clearPendingSubscription(): void {
  sessionStorage.removeItem(PENDING_SUBSCRIPTION_KEY);
}
