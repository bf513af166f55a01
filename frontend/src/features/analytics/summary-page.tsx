// The doctor summary at /analytics/summary?days=30: one printable page of the period from
// GET /api/insights/summary/ — who, which days, the averages, average daily intake against targets, symptoms,
// medications and supplements (the schedules with their doses taken, and what was logged), findings and the
// self-experiments of the period (when there are any) —
// with docs/PRODUCT.md's reminder that the app does not replace a doctor. summary.css holds its print style sheet.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { APP_NAME } from '@/config/constants';
import { useAuth } from '@/lib/auth';
import { formatDateRange, formatDateTime, useTimeZone } from '@/lib/time-zone';
import { unitSystemOf } from '@shared/measures';
import { useSummary, type Summary } from './api/get-summary';
import { PeriodSelector } from './components/period-selector';
import { IntakeList } from './components/intake-table';
import { AveragesTable, MedicationsTable, SymptomsTable } from './components/summary-tables';
import { SchedulesTable } from './components/schedules-table';
import { experimentNoteText } from './experiment-note-text';
import { useAnalyticsQuery } from './use-analytics-query';
// The period buttons' styles live with the analytics page's.
import './analytics.css';
import './summary.css';

/** The most certain findings (the engine sorts them so); more would not fit one page. */
const FINDINGS_SHOWN = 8;

function Findings({ summary }: { summary: Summary }) {
  if (summary.findings.length === 0) return <p>No pattern in these days was clear enough to report.</p>;
  const more = summary.findings.length - FINDINGS_SHOWN;
  return (
    <>
      <ul className="summary-findings">
        {summary.findings.slice(0, FINDINGS_SHOWN).map((finding) => (
          // The sentence says the strength in words and the days compared (docs/INSIGHTS.md): nothing to repeat after it.
          <li key={finding.sentence}>{finding.sentence}</li>
        ))}
      </ul>
      <p className="summary-note">
        {more > 0 && `The ${FINDINGS_SHOWN} most certain of ${summary.findings.length}; the others are on the Analytics page. `}
        Patterns in the person’s own entries, tested together so chance finds are few; they do not show a cause.
      </p>
    </>
  );
}

/** The experiments lived in the period (docs/EXPERIMENTS.md "Where the answer goes"): an ended one's answer, a running one's day. */
function Experiments({ summary }: { summary: Summary }) {
  return (
    <>
      <ul className="summary-findings">
        {summary.experiments.map((experiment) => (
          <li key={experiment.id}>
            <strong>{experiment.title}</strong>: {experimentNoteText(experiment)}
          </li>
        ))}
      </ul>
      <p className="summary-note">
        Planned comparisons the person ran on themselves, some days with and some without, in an order drawn at random: the answer is about
        them, in those weeks.
      </p>
    </>
  );
}

/** `share`: what the app puts beside Print for the period shown (the share-with-a-clinician button), if anything. */
export function SummaryPage({ share }: { share?: (days: number) => ReactNode } = {}) {
  const { days, setDays } = useAnalyticsQuery();
  const { zone, locale, format } = useTimeZone();
  const { user } = useAuth();
  const { data: summary, error, isLoading, isValidating, mutate } = useSummary({ days, timezone: zone });
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const generated = formatDateTime(new Date().toISOString(), zone, format);

  return (
    <div className="page doctor-summary">
      <div className="summary-toolbar">
        <Link className="btn btn-secondary" to={`${paths.analytics}?days=${days}`}>
          Back to Analytics
        </Link>
        <PeriodSelector value={days} onSelect={setDays} />
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!summary}>
          Print
        </button>
        {share?.(days)}
      </div>
      <article className="summary-sheet card" aria-labelledby="summary-title" aria-busy={isLoading}>
        <header className="summary-head">
          <h1 id="summary-title">Health summary</h1>
          {user && <p className="summary-person">{name ? `${name} (${user.username})` : user.username}</p>}
          <dl className="summary-meta">
            <div>
              <dt>Period</dt>
              <dd>
                {summary ? `${formatDateRange(summary.period.first_day, summary.period.last_day, format)} (${days} days)` : `${days} days`}
              </dd>
            </div>
            <div>
              <dt>Time zone</dt>
              <dd>{zone}</dd>
            </div>
            <div>
              <dt>Generated</dt>
              <dd>{generated}</dd>
            </div>
            {summary && (
              <div>
                <dt>Logged</dt>
                <dd>
                  {summary.total_logs} {summary.total_logs === 1 ? 'entry' : 'entries'} on {summary.logged_days} of {days} days
                </dd>
              </div>
            )}
          </dl>
        </header>
        {summary ? (
          <>
            <section>
              <h2>Averages</h2>
              <AveragesTable summary={summary} system={unitSystemOf(locale)} />
            </section>
            <section>
              <h2>Food and drink: average daily intake</h2>
              {summary.intake.food_entries === 0 ? <p>No food or drinks logged in these days.</p> : <IntakeList intake={summary.intake} />}
            </section>
            <section>
              <h2>Symptoms and conditions</h2>
              <SymptomsTable summary={summary} />
            </section>
            <section>
              <h2>Medications and supplements</h2>
              <h3>Schedules kept in the app: doses answered Taken or logged near their time</h3>
              <SchedulesTable summary={summary} />
              <h3>Logged in this period</h3>
              <MedicationsTable summary={summary} />
            </section>
            <section>
              <h2>Findings</h2>
              <Findings summary={summary} />
            </section>
            {summary.experiments.length > 0 && (
              <section>
                <h2>Self-experiments</h2>
                <Experiments summary={summary} />
              </section>
            )}
          </>
        ) : error ? (
          <div className="alert alert-error summary-status" role="alert">
            <p>The summary could not be loaded.</p>
            <button type="button" className="btn btn-secondary" onClick={() => void mutate()} disabled={isValidating}>
              Try again
            </button>
          </div>
        ) : (
          <p className="summary-status muted" role="status">
            Loading the summary…
          </p>
        )}
        <footer className="summary-disclaimer">
          <p>
            Made with {APP_NAME} from entries the person logged themselves. This app is not a substitute for professional medical diagnosis;
            please discuss any health concerns with a doctor.
          </p>
        </footer>
      </article>
    </div>
  );
}
