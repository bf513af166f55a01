// Quick Stats: Total Logs and This Week from the period's entries; Avg. Score, the mean of its weeks' health scores
// ('--' when no week has data).
import { useMemo } from 'react';
import type { Insights } from '../api/get-insights';

type Stat = { label: string; value?: number };

export function QuickStats({ insights, loading, locale }: { insights?: Insights; loading: boolean; locale: string }) {
  const stats: Stat[] = [
    { label: 'Total Logs', value: insights?.quick_stats.total_logs },
    { label: 'This Week', value: insights?.quick_stats.this_week },
    { label: 'Avg. Score', value: insights?.quick_stats.avg_score ?? undefined },
  ];
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <section className="card analytics-quick" aria-labelledby="quick-stats-title" aria-busy={loading}>
      <h2 id="quick-stats-title" className="card-title">
        Quick Stats
      </h2>
      <dl className="analytics-stats">
        {stats.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value !== undefined ? (
                number.format(value)
              ) : loading && label !== 'Avg. Score' ? (
                <span className="skeleton analytics-stat-skeleton" />
              ) : (
                '--'
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="field-hint analytics-stats-hint">
        {insights ? `Entries in these ${insights.period.days} days, and in the last 7.` : '\u00a0'}
      </p>
    </section>
  );
}
