// The analytics page at /analytics: a placeholder for trends, stats and reports (SPEC.md §2).
import { PlaceholderCard } from './components/placeholder-card';
import { QuickStats } from './components/quick-stats';
import './analytics.css';

export function AnalyticsPage() {
  return (
    <div className="page analytics">
      <header className="page-header row row-between">
        <div>
          <h1>Analytics</h1>
          <p className="page-subtitle">Trends and reports from your health logs.</p>
        </div>
        <div className="analytics-actions">
          <div className="row">
            <button type="button" className="btn btn-secondary" aria-disabled="true" aria-describedby="analytics-soon">
              Generate Report
            </button>
            <button type="button" className="btn btn-secondary" aria-disabled="true" aria-describedby="analytics-soon">
              Export Data
            </button>
          </div>
          <p id="analytics-soon" className="field-hint">
            Coming soon
          </p>
        </div>
      </header>
      <div className="analytics-grid">
        <PlaceholderCard id="trends-title" title="Health Trends">
          <div className="analytics-chart" role="img" aria-label="Chart placeholder: no trends to show yet">
            <span>Your trends chart will appear here as you log.</span>
          </div>
        </PlaceholderCard>
        <QuickStats />
        <PlaceholderCard id="weekly-title" title="Weekly Report">
          <p className="muted">A summary of your week will appear here.</p>
        </PlaceholderCard>
        <PlaceholderCard id="score-title" title="Health Score">
          <p className="analytics-score" aria-label="Health score not available yet">
            --
          </p>
          <p className="muted">Your score will be calculated from your sleep, activity, food and mood logs.</p>
        </PlaceholderCard>
        <PlaceholderCard id="recommendations-title" title="Recommendations">
          <p className="muted">Personal suggestions based on your data will appear here.</p>
        </PlaceholderCard>
      </div>
    </div>
  );
}
