// Recommendations: a few suggestions, each from a finding or a guideline shortfall and citing its data, with the
// reminder that the app does not replace a doctor (docs/PRODUCT.md's agreement text).
import type { Insights } from '../api/get-insights';

export function Recommendations({ insights, loading }: { insights?: Insights; loading: boolean }) {
  const items = insights?.recommendations ?? [];
  return (
    <section className="card analytics-findings" aria-labelledby="recommendations-title" aria-busy={loading}>
      <h2 id="recommendations-title" className="card-title">
        Recommendations
      </h2>
      {items.length > 0 ? (
        <ul className="analytics-finding-list">
          {items.map((item) => (
            <li key={item.text}>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          {insights
            ? 'Nothing to suggest from these days yet: keep logging and suggestions will follow from what you log.'
            : 'Personal suggestions based on your data will appear here.'}
        </p>
      )}
      <p className="field-hint">Suggestions from your own entries; this app is not a substitute for a doctor.</p>
    </section>
  );
}
