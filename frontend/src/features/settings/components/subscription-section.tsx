// Subscription Management: the plan named from the user's groups and the one change it offers (SPEC.md §4, §8).
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PLANS, planOfGroups } from '@shared/plans';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { savePendingSubscription, type PendingPlan } from '@/lib/pending-subscription';
import { checkoutFailureText, createCheckoutSession, openCheckout } from '@/lib/checkout';
import { PlanChangeInfo } from './plan-change-info';

/** SPEC.md §8 writes the first two as one: 'Failed to initiate upgrade/downgrade: ...'. */
export const SUBSCRIPTION_TEXTS = {
  upgradeFailed: 'Failed to initiate upgrade: ',
  downgradeFailed: 'Failed to initiate downgrade: ',
  loginToSubscribe: 'Please login to subscribe to a plan',
} as const;

type Change = { label: string; plan: PendingPlan; failure: string };

const CHANGES: Partial<Record<string, Change>> = {
  basic: { label: 'Upgrade to Pro', plan: 'pro', failure: SUBSCRIPTION_TEXTS.upgradeFailed },
  pro: { label: 'Downgrade to Basic', plan: 'basic', failure: SUBSCRIPTION_TEXTS.downgradeFailed },
};

/** Back from a successful checkout (?subscription_success=true): reload the user, then drop the query without a history entry. */
function useSubscriptionReturn(refreshUser: () => Promise<void>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get('subscription_success') === 'true';
  useEffect(() => {
    if (!returned) return;
    void refreshUser().catch(() => undefined);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('subscription_success');
        return next;
      },
      { replace: true },
    );
  }, [returned, refreshUser, setSearchParams]);
}

export function SubscriptionSection() {
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  useSubscriptionReturn(refreshUser);
  const plan = planOfGroups(user?.groups ?? []);
  const change = CHANGES[plan.id];

  async function changePlan({ plan: target, failure }: Change) {
    setBusy(true);
    try {
      openCheckout((await createCheckoutSession(target)).checkout_url);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) {
        savePendingSubscription(target);
        navigate(paths.login, { state: { message: SUBSCRIPTION_TEXTS.loginToSubscribe } });
        return;
      }
      window.alert(failure + checkoutFailureText(error));
    }
  }

  return (
    <section className="card" aria-labelledby="settings-subscription">
      <div className="subscription-head">
        <h2 id="settings-subscription" className="card-title">
          Subscription Management
        </h2>
        <PlanChangeInfo />
      </div>
      <p className="subscription-plan">
        <span className="muted">Current plan</span>
        <strong>{plan.name}</strong>
        {plan.id !== 'trial' && <span className="muted text-sm">${plan.priceUsdPerMonth}/month</span>}
      </p>
      {change ? (
        <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => void changePlan(change)}>
          {busy ? 'Opening checkout…' : change.label}
        </button>
      ) : (
        <Link to={paths.pricing} className="btn btn-primary">
          Upgrade
        </Link>
      )}
      {plan.id === 'trial' && (
        <p className="muted text-sm subscription-hint">
          Basic is ${PLANS.basic.priceUsdPerMonth}/month, Pro ${PLANS.pro.priceUsdPerMonth}/month.
        </p>
      )}
    </section>
  );
}
