// The local provider's period end. Stripe ends a subscription cancelled at period end by itself and says so with
// customer.subscription.deleted; the local stand-in has no scheduler, so the payments routes settle it when read.
import { getSubscriptionState } from '../data/subscription-states';
import { getUser, type UserRecord } from '../data/users';
import { paymentsSettings } from '../providers/payments/settings';
import { applySubscription, snapshotOfState } from './apply-subscription';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * When the local subscription's cancel_at has passed, applies its cancellation through the same use case as a webhook
 * event (Stripe's deleted event stand-in) and answers the user as it is now; undefined when nothing changed.
 */
export async function settleLocalPeriodEnd(user: UserRecord, now = new Date()): Promise<UserRecord | undefined> {
  if ((await paymentsSettings()).mode !== 'local') return undefined;
  const state = await getSubscriptionState(user.userId);
  if (!state?.cancel_at || ENDED.has(state.sub_status) || state.cancel_at * 1000 > now.getTime()) return undefined;
  await applySubscription(
    user.userId,
    { ...snapshotOfState(state), status: 'canceled' },
    // Never older than the state it ends (a cancellation wins at the same second).
    { id: `local_period_end_${state.subscription_id}_${state.cancel_at}`, created: Math.max(state.cancel_at, state.event_created) },
    now,
  );
  return getUser(user.userId);
}
