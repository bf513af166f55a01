// The checkout return page at /subscription-success (docs/PRODUCT.md §2, §4 Checkout return, §8 Checkout).
import { Link, useSearchParams } from 'react-router-dom';
import { CONTACT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';
import { CHECKOUT_RETURN, useCheckoutReturn, type CheckoutReturnState } from './use-checkout-return';
import './subscription-success.css';

export const SUBSCRIPTION_RETURN_TEXTS = {
  errorTitle: 'Something Went Wrong',
  errorBody: 'There was an issue processing your subscription. Please contact support if you were charged',
  checking: (attempt: number) => `Checking status (${attempt}/${CHECKOUT_RETURN.maxAttempts})`,
} as const;

/** Where the success button leads: Settings then refreshes the user and clears the query. */
export const SUBSCRIPTION_SUCCESS_DESTINATION = `${paths.settings}?subscription_success=true`;

function Waiting({ title, detail }: { title: string; detail: string }) {
  return (
    <section className="card subscription-return" aria-labelledby="subscription-return-title" aria-busy="true">
      <span className="spinner subscription-return-spinner" aria-hidden="true" />
      <h1 id="subscription-return-title">{title}</h1>
      <p className="muted" role="status">
        {detail}
      </p>
    </section>
  );
}

function Outcome({ state }: { state: CheckoutReturnState }) {
  if (state.kind === 'loading') {
    return <Waiting title="Confirming your payment" detail="This usually takes a few seconds. Please keep this page open." />;
  }
  if (state.kind === 'processing') {
    return <Waiting title="Processing your subscription" detail={SUBSCRIPTION_RETURN_TEXTS.checking(state.attempt)} />;
  }
  if (state.kind === 'success') {
    return (
      <section className="card subscription-return" aria-labelledby="subscription-return-title">
        <span className="subscription-return-mark is-success" aria-hidden="true">
          ✓
        </span>
        <h1 id="subscription-return-title">You’re subscribed to the {state.plan.name}</h1>
        <p className="muted">
          Thank you. Your {state.plan.name} (${state.plan.priceUsdPerMonth}/month) is active now, with its full monthly limits:{' '}
          {state.plan.credits.toLocaleString('en-US')} AI credits and {state.plan.images.toLocaleString('en-US')} photo uploads.
        </p>
        <Link to={SUBSCRIPTION_SUCCESS_DESTINATION} className="btn btn-primary">
          Go to Settings
        </Link>
      </section>
    );
  }
  return (
    <section className="card subscription-return" aria-labelledby="subscription-return-title">
      <span className="subscription-return-mark is-error" aria-hidden="true">
        !
      </span>
      <h1 id="subscription-return-title">{SUBSCRIPTION_RETURN_TEXTS.errorTitle}</h1>
      <p className="muted" role="alert">
        {SUBSCRIPTION_RETURN_TEXTS.errorBody}
      </p>
      <div className="subscription-return-actions">
        <Link to={paths.pricing} className="btn btn-primary">
          Back to Pricing
        </Link>
        <a href={`mailto:${CONTACT_EMAIL}`} className="btn btn-secondary">
          Contact Support
        </a>
      </div>
    </section>
  );
}

export function SubscriptionSuccessPage() {
  const [searchParams] = useSearchParams();
  const state = useCheckoutReturn(searchParams.get('session_id'));
  return (
    <div className="page page-narrow">
      <Outcome state={state} />
    </div>
  );
}
