// The Health Trends card: which measure to draw, and the period's chart of it, with honest loading, failure and
// empty states, each the size of the chart so nothing jumps.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Insights } from '../api/get-insights';
import { TREND_SERIES, trendSeriesOf, type TrendKey } from '../trend-series';
import { TrendFigure } from './trend-figure';

const GROUPS = [
  ['health', 'Health'],
  ['intake', 'Food and drink, a day'],
] as const;

type Props = {
  insights?: Insights;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  retry(): void;
  seriesKey: TrendKey;
  onSeries(key: TrendKey): void;
  locale: string;
};

function TrendsBody({ insights, loading, failed, retrying, retry, seriesKey, locale }: Props) {
  if (insights && insights.quick_stats.total_logs === 0) {
    return (
      <div className="trend-figure">
        <div className="trend-chart trend-note">
          <p>No entries in these {insights.period.days} days yet. Log your sleep, activity or mood and your trends will show here.</p>
          <Link to={paths.dashboard}>Go to the dashboard to log something</Link>
        </div>
      </div>
    );
  }
  if (insights) return <TrendFigure insights={insights} series={trendSeriesOf(seriesKey) ?? TREND_SERIES[0]} locale={locale} />;
  if (failed && !loading) {
    return (
      <div className="trend-figure">
        <div className="trend-chart trend-note">
          <p className="alert alert-error" role="alert">
            Your trends could not be loaded.
          </p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={retry} disabled={retrying}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="trend-figure">
      <span className="sr-only" role="status">
        Loading your trends…
      </span>
      <div className="trend-chart skeleton" />
      <p className="trend-legend" />
      <div className="trend-summary">
        <span className="skeleton trend-summary-skeleton" />
      </div>
      <p className="trend-previous" />
    </div>
  );
}

export function HealthTrends(props: Props) {
  const { loading, seriesKey, onSeries } = props;
  return (
    <section className="card analytics-trends" aria-labelledby="trends-title" aria-busy={loading}>
      <div className="trends-head">
        <h2 id="trends-title" className="card-title">
          Health Trends
        </h2>
        <div className="field trends-series">
          <label htmlFor="trend-series">Show</label>
          <select id="trend-series" value={seriesKey} onChange={(event) => onSeries(event.target.value as TrendKey)}>
            {GROUPS.map(([group, label]) => (
              <optgroup key={group} label={label}>
                {TREND_SERIES.filter((series) => series.group === group).map((series) => (
                  <option key={series.key} value={series.key}>
                    {series.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
      <div className="trends-body">
        <TrendsBody {...props} />
      </div>
    </section>
  );
}
