// The analytics page at /analytics (docs/PRODUCT.md §2): the period's trends (health series and daily intake of nutrients)
// and quick stats from GET /api/insights/ in the person's zone, the average daily intake against targets, the health score with its parts, what affects you and recommendations, the doses taken of each medication schedule, and Export Data (the doctor
// summary to print, the daily series as CSV), and the weekly report (Generate Report writes one for 1 credit).
import { memo, useCallback } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDateRange, useTimeZone } from '@/lib/time-zone';
import { useInsights } from './api/get-insights';
import { AdherenceCard } from './components/adherence-card';
import { ExportMenu } from './components/export-menu';
import { HealthScore } from './components/health-score';
import { HealthTrends } from './components/health-trends';
import { IntakeCard } from './components/intake-card';
import { PeriodSelector } from './components/period-selector';
import { QuickStats } from './components/quick-stats';
import { Recommendations } from './components/recommendations';
import { WeeklyReportCard } from './components/weekly-report';
import { WhatAffectsYou } from './components/what-affects-you';
import { useAnalyticsQuery } from './use-analytics-query';
import { useWeeklyReport } from './use-weekly-report';
import { useOneByOne } from '@/lib/use-one-by-one';
import './analytics.css';

// Memoised: the page draws again at each card's turn (useOneByOne), and a card already drawn with the same insights
// need not draw again (with a year of entries each turn drew every card before it once more: docs/PERFORMANCE.md
// "The first render in tasks").
const Trends = memo(HealthTrends);
const Stats = memo(QuickStats);
const Score = memo(HealthScore);
const Affects = memo(WhatAffectsYou);
const Advice = memo(Recommendations);
const Intake = memo(IntakeCard);
const Adherence = memo(AdherenceCard);

export function AnalyticsPage() {
  const { days, series, setDays, setSeries } = useAnalyticsQuery();
  const { zone, locale, format } = useTimeZone();
  const { data, error, isLoading, isValidating, mutate } = useInsights({ days, timezone: zone });
  // While another period loads, the last one stays (dimmed); if that load fails, its failure shows instead.
  const insights = error && data?.period.days !== days ? undefined : data;
  const report = useWeeklyReport(zone);
  // The six cards that draw the insights draw one per task once they are in (lib/use-one-by-one.ts); until its turn a
  // card keeps its loading state, so nothing shifts.
  const drawn = useOneByOne(6, insights !== undefined);
  const retry = useCallback(() => void mutate(), [mutate]);
  const card = (turn: number) =>
    drawn > turn ? { insights, loading: isLoading } : { insights: undefined, loading: isLoading || insights !== undefined };

  return (
    <div className="page analytics">
      <header className="page-header row row-between">
        <div>
          <h1>Analytics</h1>
          <p className="page-subtitle">Trends and reports from your health logs.</p>
        </div>
        <div className="analytics-actions">
          <div className="row">
            <button type="button" className="btn btn-secondary" aria-disabled={report.generating} onClick={() => void report.generate()}>
              {report.generating && <span className="spinner" aria-hidden="true" />}
              {report.generating ? 'Generating…' : 'Generate Report'}
            </button>
            <ExportMenu days={days} insights={insights?.period.days === days ? insights : undefined} />
          </div>
          {/* Findings are patterns; an experiment tests one (docs/EXPERIMENTS.md "Pages"). */}
          <div className="row analytics-experiments">
            <Link to={paths.experimentNew} className="btn btn-primary">
              Start an experiment
            </Link>
            <Link to={paths.experiments}>Your experiments</Link>
          </div>
        </div>
      </header>
      <div className="analytics-toolbar">
        <PeriodSelector value={days} onSelect={setDays} />
        <p className="analytics-period muted" aria-live="polite">
          {insights ? formatDateRange(insights.period.first_day, insights.period.last_day, format) : '\u00a0'}
        </p>
      </div>
      <div className="analytics-grid">
        <Trends
          {...card(0)}
          failed={Boolean(error)}
          retrying={isValidating}
          retry={retry}
          seriesKey={series}
          onSeries={setSeries}
          locale={locale}
        />
        <Stats {...card(1)} locale={locale} />
        <WeeklyReportCard state={report} />
        <Score {...card(2)} />
        <Affects {...card(3)} />
        <Advice {...card(4)} />
        <Intake {...card(5)} />
        <Adherence />
      </div>
    </div>
  );
}
