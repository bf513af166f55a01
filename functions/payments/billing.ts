// The caller's own subscription as Settings shows it, and Manage billing: Stripe's Customer Portal or the local page.
import { planOfGroups } from '../../shared/plans';
import { Invalid } from '../platform/errors';
import { getSubscriptionState, type SubscriptionState } from '../data/subscription-states';
import type { UserRecord } from '../data/users';
import { paymentsProvider } from '../providers/payments/choose-provider';
import { paymentsSettings, type PaymentsSettings } from '../providers/payments/settings';
import { settleLocalPeriodEnd } from './period-end';
import { returnOrigin } from './return-origin';

export const NO_SUBSCRIPTION = 'You have no subscription to manage. Choose a plan on the pricing page first.';

/** A billing page needs a subscription: locally any stored one, with Stripe one whose customer is known. */
function canManage(settings: PaymentsSettings, state: SubscriptionState | undefined): state is SubscriptionState {
  if (!state) return false;
  if (settings.mode === 'local') return true;
  return settings.mode === 'stripe' && Boolean(state.customer_id);
}

const isoOf = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** GET /api/stripe/subscription/: the plan, when it renews or ends, and whether Manage billing can open. */
export async function subscriptionDetails(caller: UserRecord) {
  const user = (await settleLocalPeriodEnd(caller)) ?? caller;
  const [settings, state] = await Promise.all([paymentsSettings(), getSubscriptionState(user.userId)]);
  const plan = planOfGroups(user.groups ?? []);
  const paid = plan.id !== 'trial';
  const endsAt = paid ? isoOf(state?.cancel_at) : null;
  return {
    plan: plan.id === 'trial' ? null : plan.id,
    status: state?.sub_status ?? null,
    renews_at: paid && !endsAt ? isoOf(state?.current_period_end) : null,
    ends_at: endsAt,
    can_manage_billing: canManage(settings, state),
  };
}

/**
 * POST /api/stripe/billing-portal/: a billing page for the caller's own subscription; none yet is a clear 400.
 * `requestOrigin` is the browser's Origin, where the page sends the person back when it is one of ours.
 */
export async function openBillingPortal(user: UserRecord, requestOrigin?: string) {
  const [settings, state] = await Promise.all([paymentsSettings(), getSubscriptionState(user.userId)]);
  if (!canManage(settings, state)) throw new Invalid(NO_SUBSCRIPTION, 'error');
  const { url } = await (
    await paymentsProvider()
  ).openBilling({ userId: user.userId, customerId: state.customer_id, returnOrigin: returnOrigin(requestOrigin, settings.appUrl) });
  return { url };
}
