// One plan card: name, monthly price, what it includes and its button.
import { Link } from 'react-router-dom';
import { loginView } from '@/config/paths';
import type { PlanCardContent } from '../plans';

function PlanAction({ plan, signedIn }: { plan: PlanCardContent; signedIn: boolean }) {
  const hintId = `plan-${plan.id}-hint`;
  if (plan.id === 'trial') {
    return (
      <button type="button" className="btn btn-secondary btn-block" aria-disabled="true">
        Coming Soon
      </button>
    );
  }
  const label = `Choose ${plan.name}`;
  const style = plan.popular ? 'btn btn-primary btn-block' : 'btn btn-secondary btn-block';
  if (!signedIn) {
    return (
      <Link to={loginView('register')} className={style}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={style} aria-disabled="true" aria-describedby={hintId}>
        {label}
      </button>
      <p id={hintId} className="field-hint plan-hint">Checkout opens soon.</p>
    </>
  );
}

export function PlanCard({ plan, signedIn }: { plan: PlanCardContent; signedIn: boolean }) {
  return (
    <li className={plan.popular ? 'card plan-card is-popular' : 'card plan-card'} aria-labelledby={`plan-${plan.id}`}>
      {plan.popular && <span className="badge plan-badge">Most Popular</span>}
      <h2 id={`plan-${plan.id}`} className="plan-name">
        {plan.name}
      </h2>
      <p className="plan-price">
        <span className="plan-amount">{plan.price}</span>
        <span className="plan-period">/month</span>
      </p>
      <p className="muted">{plan.summary}</p>
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="plan-action">
        <PlanAction plan={plan} signedIn={signedIn} />
      </div>
    </li>
  );
}
