// One plan card: name, monthly price, what it includes and its button.
import type { PendingPlan } from '@/lib/pending-subscription';
import type { PlanCardContent } from '../plans';

type ActionProps = { plan: PlanCardContent; opening: boolean; current: boolean; onChoose(plan: PendingPlan): void };

function PlanAction({ plan, opening, current, onChoose }: ActionProps) {
  if (plan.id !== 'trial' && current) {
    return (
      <button type="button" className="btn btn-secondary btn-block" disabled>
        Your current plan
      </button>
    );
  }
  if (plan.id === 'trial') {
    return (
      <button type="button" className="btn btn-secondary btn-block" aria-disabled="true">
        Coming Soon
      </button>
    );
  }
  const paidPlan = plan.id;
  const style = plan.popular ? 'btn btn-primary btn-block' : 'btn btn-secondary btn-block';
  return (
    <button type="button" className={style} onClick={() => onChoose(paidPlan)} disabled={opening} aria-busy={opening}>
      {opening ? 'Opening checkout…' : `Choose ${plan.name}`}
    </button>
  );
}

export function PlanCard({
  plan,
  opening = false,
  current = false,
  onChoose,
}: {
  plan: PlanCardContent;
  opening?: boolean;
  /** The signed-in person's plan: marked, and not offered again. */
  current?: boolean;
  onChoose(plan: PendingPlan): void;
}) {
  const classes = ['card', 'plan-card', plan.popular && 'is-popular', current && 'is-current'].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-labelledby={`plan-${plan.id}`} aria-current={current || undefined}>
      <div className="plan-badges">
        {current && <span className="badge plan-badge-current">Current plan</span>}
        {plan.popular && <span className="badge plan-badge">Most Popular</span>}
      </div>
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
        <PlanAction plan={plan} opening={opening} current={current} onChoose={onChoose} />
      </div>
    </li>
  );
}
