// The public pricing page at /pricing: three plans (Basic and Pro start checkout), an FAQ and a call to action (docs/PRODUCT.md §2).
// A signed-in person's plan is marked; a paying person switching plans confirms the change first (docs/PRODUCT.md §9).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { planOfGroups } from '@shared/plans';
import { PlanChangeDialog, usePlanChangeDialogCode } from '@/components/plan-change/lazy-plan-change-dialog';
import { loginView, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import type { PendingPlan } from '@/lib/pending-subscription';
import { PlanCard } from './components/plan-card';
import { PricingFaq } from './components/pricing-faq';
import { plans } from './plans';
import { useCheckout } from './use-checkout';
import './pricing.css';

export function PricingPage() {
  const { isAuthenticated, user } = useAuth();
  const { startCheckout, openingPlan } = useCheckout();
  const [confirming, setConfirming] = useState<PendingPlan | null>(null);
  const current = isAuthenticated && user ? planOfGroups(user.groups ?? []).id : null;
  const paying = current === 'basic' || current === 'pro' ? current : null;
  usePlanChangeDialogCode(paying !== null);

  const choose = (plan: PendingPlan) => (paying ? setConfirming(plan) : void startCheckout(plan));
  async function confirm(plan: PendingPlan) {
    // On success the browser leaves for the return page; a failure has been said (alert), so the dialog closes.
    if (!(await startCheckout(plan))) setConfirming(null);
  }

  return (
    <div className="page pricing">
      <header className="page-header pricing-header">
        <h1>Simple, honest pricing</h1>
        <p className="page-subtitle">Start free. Upgrade when the AI becomes part of your day.</p>
      </header>
      <ul className="pricing-plans" aria-label="Plans">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === current} opening={openingPlan === plan.id} onChoose={choose} />
        ))}
      </ul>
      <PricingFaq />
      <section className="card pricing-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Start understanding your days</h2>
        <p className="muted">Write one sentence about today and see it become structured entries.</p>
        <Link to={isAuthenticated ? paths.dashboard : loginView('register')} className="btn btn-primary">
          {isAuthenticated ? 'Go to dashboard' : 'Create free account'}
        </Link>
      </section>
      {paying && confirming && (
        <PlanChangeDialog
          from={paying}
          to={confirming}
          busy={openingPlan === confirming}
          onConfirm={() => void confirm(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
