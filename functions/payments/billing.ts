// The caller's own subscription as Settings shows it, and Manage billing: Stripe's Customer Portal or the local page.
import { planOfGroups } from '../../shared/plans';
import { Invalid } from '../platform/errors';
import type { ApiRequest, ApiResult } from '../core/http-handler';
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
export async function subscriptionDetails(request: ApiRequest): Promise<ApiResult> {
  const user = (await settleLocalPeriodEnd(request.user as UserRecord)) ?? (request.user as UserRecord);
  const [settings, state] = await Promise.all([paymentsSettings(), getSubscriptionState(user.userId)]);
  const plan = planOfGroups(user.groups ?? []);
  const paid = plan.id !== 'trial';
  const endsAt = paid ? isoOf(state?.cancel_at) : null;
  return {
    statusCode: 200,
    body: {
      plan: paid ? plan.id : null,
      status: state?.sub_status ?? null,
      renews_at: paid && !endsAt ? isoOf(state?.current_period_end) : null,
      ends_at: endsAt,
      can_manage_billing: canManage(settings, state),
    },
  };
}

/** POST /api/stripe/billing-portal/: a billing page for the caller's own subscription; none yet is a clear 400. */
export async function openBillingPortal(request: ApiRequest): Promise<ApiResult> {
  const user = request.user as UserRecord;
  const [settings, state] = await Promise.all([paymentsSettings(), getSubscriptionState(user.userId)]);
  if (!canManage(settings, state)) throw new Invalid(NO_SUBSCRIPTION, 'error');
  const { url } = await (
    await paymentsProvider()
  ).openBilling({ userId: user.userId, customerId: state.customer_id, returnOrigin: returnOrigin(request, settings.appUrl) });
  return { statusCode: 200, body: { url } };
}
