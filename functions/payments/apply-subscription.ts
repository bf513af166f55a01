// The one use case that turns a subscription state into a plan: the webhook, verify-session, the local checkout and
// the local billing page (cancel, resume, period end) all use it. Nothing is written for a person who is gone or whose
// account is being deleted (S48): a late webhook would otherwise bring their subscription and customer link back.
// The check arms the write fence (platform/write-fence.ts), so writes sent long after it check again.
import { PLANS, planOfGroups } from '../../shared/plans';
import { rememberCustomer } from '../data/stripe-customers';
import { getSubscriptionState, putSubscriptionStateIfNewer, type SubscriptionState } from '../data/subscription-states';
import { getUser, updateUser, type UserRecord } from '../data/users';
import { AccountGone, armWriteFence } from '../platform/write-fence';
import type { SubscriptionSnapshot } from '../providers/payments/payments-port';

/** Statuses that keep the plan: past_due while Stripe retries the card. */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);
const PLAN_GROUPS = new Set(['regular', 'pro']);

export interface StateSource {
  /** The Stripe event id (or a local stand-in): a retry of the same source may store it again. */
  id: string;
  /** Epoch seconds; the newest state wins whatever order events arrive in. */
  created: number;
}

/**
 * Stores the snapshot if it is the newest known, then makes the user's groups follow the newest stored state.
 * Safe to repeat: the same source stores the same state and the groups end up the same.
 */
export async function applySubscription(
  userId: string,
  snapshot: SubscriptionSnapshot,
  source: StateSource,
  now = new Date(),
): Promise<void> {
  await ensureAccount(userId);
  if (snapshot.customerId) await rememberCustomer(snapshot.customerId, userId);
  await putSubscriptionStateIfNewer(userId, {
    subscription_id: snapshot.subscriptionId,
    customer_id: snapshot.customerId,
    sub_status: snapshot.status,
    price_id: snapshot.priceId,
    plan: snapshot.plan,
    current_period_start: snapshot.periodStart,
    current_period_end: snapshot.periodEnd,
    cancel_at: snapshot.cancelAt,
    event_created: source.created,
    event_id: source.id,
  });
  await syncUserPlan(userId, now);
}

/** Throws AccountGone unless the person exists and is not being deleted; arms the write fence on that check. */
export async function ensureAccount(userId: string): Promise<void> {
  const recheck = async () => {
    if (!(await getUser(userId))) throw new AccountGone();
  };
  const checkedAt = Date.now();
  await recheck();
  armWriteFence(checkedAt, recheck);
}

/** Groups from the newest stored state: ['regular'] (Basic) or ['pro'], none when canceled; other groups kept. */
export async function syncUserPlan(userId: string, now = new Date()): Promise<UserRecord | undefined> {
  const [user, state] = await Promise.all([getUser(userId), getSubscriptionState(userId)]);
  if (!user) return undefined;
  const entitled = state && ENTITLED.has(state.sub_status) && state.plan ? PLANS[state.plan] : PLANS.trial;
  const groups = (user.groups ?? []).filter((g) => !PLAN_GROUPS.has(g));
  if (entitled.group) groups.push(entitled.group);
  const changed: Partial<UserRecord> = {};
  if (groups.join() !== (user.groups ?? []).join()) changed.groups = groups;
  // A new or changed plan starts its period now: limits reset at once (docs/PRODUCT.md §9).
  if (entitled.id !== 'trial' && planOfGroups(user.groups ?? []).id !== entitled.id) changed.plan_started_at = now.toISOString();
  if (state?.customer_id && state.customer_id !== user.stripe_customer_id) changed.stripe_customer_id = state.customer_id;
  if (state && state.subscription_id !== user.stripe_subscription_id) changed.stripe_subscription_id = state.subscription_id;
  if (Object.keys(changed).length > 0) await updateUser(userId, changed);
  return { ...user, ...changed };
}

/**
 * invoice.paid for the current subscription: the paid period starts a new month of limits. Only ever moves the
 * period start forward, so a repeated or late invoice changes nothing.
 */
export async function applyInvoicePaid(userId: string, subscriptionId: string | undefined, periodStart: number): Promise<void> {
  const user = await getUser(userId);
  if (!user || planOfGroups(user.groups ?? []).id === 'trial') return;
  if (subscriptionId && user.stripe_subscription_id && subscriptionId !== user.stripe_subscription_id) return;
  const start = new Date(periodStart * 1000);
  if (user.plan_started_at && new Date(user.plan_started_at) >= start) return;
  await updateUser(userId, { plan_started_at: start.toISOString() });
}

/** A stored state as the provider would report it: the local billing page and the local period end re-apply it. */
export function snapshotOfState(state: SubscriptionState): SubscriptionSnapshot {
  return {
    subscriptionId: state.subscription_id,
    customerId: state.customer_id,
    status: state.sub_status,
    priceId: state.price_id,
    plan: state.plan,
    periodStart: state.current_period_start,
    periodEnd: state.current_period_end,
    cancelAt: state.cancel_at,
  };
}
