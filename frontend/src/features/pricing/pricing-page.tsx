// The public pricing page at /pricing: three plans (Basic and Pro start checkout), an FAQ and a call to action (SPEC.md §2).
import { Link } from 'react-router-dom';
import { loginView, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { PlanCard } from './components/plan-card';
import { PricingFaq } from './components/pricing-faq';
import { plans } from './plans';
import { useCheckout } from './use-checkout';
import './pricing.css';

export function PricingPage() {
  const { isAuthenticated } = useAuth();
  const { startCheckout, openingPlan } = useCheckout();
  return (
    <div className="page pricing">
      <header className="page-header pricing-header">
        <h1>Simple, honest pricing</h1>
        <p className="page-subtitle">Start free. Upgrade when the AI becomes part of your day.</p>
      </header>
      <ul className="pricing-plans" aria-label="Plans">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} opening={openingPlan === plan.id} onChoose={(id) => void startCheckout(id)} />
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
    </div>
  );
}
