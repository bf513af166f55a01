// Subscription Management: the plan named from the user's groups, when it renews or ends, the one plan change it
// offers (confirmed first) and Manage billing (docs/PRODUCT.md §4, §8, §9).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PLANS, planOfGroups } from '@shared/plans';
import { PlanChangeDialog, usePlanChangeDialogCode } from '@/components/plan-change/lazy-plan-change-dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useSubscriptionDetails } from '../api/subscription';
import { ManageBillingButton, RenewalLine } from './billing-status';
import { PlanChangeInfo } from './plan-change-info';
import { CHANGES, usePlanChange } from './use-plan-change';
import './subscription-section.css';

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
  useSubscriptionReturn(refreshUser);
  const plan = planOfGroups(user?.groups ?? []);
  const { data: details } = useSubscriptionDetails();
  const { asking, busy, ask, close, confirm } = usePlanChange();
  const change = CHANGES[plan.id];
  usePlanChangeDialogCode(plan.id !== 'trial');
  // The server ended the plan (its period is over): the user's groups follow.
  const serverPlan = details ? (details.plan ?? 'trial') : plan.id;
  useEffect(() => {
    if (serverPlan !== plan.id) void refreshUser().catch(() => undefined);
  }, [serverPlan, plan.id, refreshUser]);

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
      {plan.id !== 'trial' && <RenewalLine details={details} planName={plan.name} />}
      <div className="subscription-actions">
        {change ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => ask(change)}>
            {change.label}
          </button>
        ) : (
          <Link to={paths.pricing} className="btn btn-primary">
            Upgrade
          </Link>
        )}
        {details?.can_manage_billing && <ManageBillingButton />}
      </div>
      {plan.id === 'trial' && (
        <p className="muted text-sm subscription-hint">
          Basic is ${PLANS.basic.priceUsdPerMonth}/month, Pro ${PLANS.pro.priceUsdPerMonth}/month.
        </p>
      )}
      {asking && (
        <PlanChangeDialog
          from={asking.from}
          to={asking.plan}
          busy={busy}
          ending={Boolean(details?.ends_at)}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </section>
  );
}
