// The checkout return page at /subscription-success: a neutral waiting card until verification arrives.
export function SubscriptionSuccessPage() {
  return (
    <div className="page page-narrow">
      <section className="card" aria-labelledby="subscription-check-title" aria-busy="true">
        <h1 id="subscription-check-title" className="card-title">
          <span className="spinner" aria-hidden="true" /> Checking your subscription…
        </h1>
        <p className="muted">This usually takes a few seconds. Please keep this page open.</p>
      </section>
    </div>
  );
}
