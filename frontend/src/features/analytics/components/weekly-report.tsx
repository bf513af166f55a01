// Weekly Report: the report shown (the newest, or an earlier one chosen), written by the AI from the last 7 days'
// figures (its days, written YYYY-MM-DD by the server, shown in the person's date format); an honest empty state, a skeleton while loading, and what went wrong when one could not be written.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AI_COSTS } from '@shared/plans';
import { paths } from '@/config/paths';
import { formatDateRange, formatDaysIn, useDateTimeFormatter, useTimeZone } from '@/lib/time-zone';
import type { WeeklyReportState } from '../use-weekly-report';
import { ReportExperiments } from './report-experiments';
import { ReportMedications } from './report-medications';
import { ReportText } from './report-text';
import './weekly-report.css';

const credits = `${AI_COSTS.weeklyReport} credit${AI_COSTS.weeklyReport === 1 ? '' : 's'}`;
export const EMPTY_REPORT_TEXT = `No report yet. Generate Report writes one from your last 7 days (${credits}).`;

function Skeleton() {
  return (
    <div className="report-skeleton" aria-hidden="true">
      <span className="skeleton report-skeleton-title" />
      {[90, 100, 80, 95, 70, 100, 85, 60].map((width, i) => (
        <span key={i} className="skeleton report-skeleton-line" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

function Retry({ text, retry }: { text: string; retry: () => void }) {
  return (
    <div className="alert alert-error" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

export function WeeklyReportCard({ state }: { state: WeeklyReportState }) {
  const { format } = useTimeZone();
  const formatDate = useDateTimeFormatter();
  const { reports, report, failure } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  // A report just written is brought into view (on a phone the card is far below the button).
  useEffect(() => {
    if (report && report.id === state.written) heading.current?.focus();
  }, [report, state.written]);

  let body;
  if (state.listFailed) body = <Retry text="Your reports could not be loaded." retry={state.retryList} />;
  else if (!reports || (state.shownId && !report && !state.reportFailed)) body = <Skeleton />;
  else if (reports.length === 0)
    body = (
      <>
        <p className="muted">{EMPTY_REPORT_TEXT}</p>
        <ul className="report-promise muted text-sm">
          <li>What changed: each measure this week against the 4 weeks before, with the days behind it.</li>
          <li>What affects you: the findings of your last 90 days, one sentence each.</li>
          <li>Logging: days logged and your streaks.</li>
        </ul>
        <p className="muted text-sm">Written from your figures only; your notes are never sent to the AI.</p>
      </>
    );
  else if (!report) body = <Retry text="This report could not be opened." retry={state.retryReport} />;
  else
    body = (
      <article className="report-article" aria-labelledby="report-title">
        <h3 id="report-title" className="report-title" ref={heading} tabIndex={-1}>
          {formatDaysIn(report.title, format)}
        </h3>
        <p className="muted text-sm">Written {formatDate(report.created_at)}</p>
        <ReportText text={formatDaysIn(report.text, format)} />
        <ReportMedications medications={report.medications} />
        <ReportExperiments experiments={report.experiments} />
      </article>
    );

  return (
    <section className="card analytics-report" aria-labelledby="weekly-title" aria-busy={!reports || state.generating}>
      <div className="report-head">
        <h2 id="weekly-title" className="card-title">
          Weekly Report
        </h2>
        {reports && reports.length > 1 && (
          <label className="report-choice">
            <span className="text-sm">Earlier reports</span>
            <select value={state.shownId ?? ''} onChange={(event) => state.choose(event.target.value)}>
              {reports.map((summary) => (
                <option key={summary.id} value={summary.id}>
                  {formatDateRange(summary.period.first_day, summary.period.last_day, format)} · written {formatDate(summary.created_at)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div aria-live="polite">
        {state.generating && (
          <p className="alert alert-info">
            <span className="spinner" aria-hidden="true" /> Writing your report from your last 7 days…
          </p>
        )}
      </div>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure.text}
          {failure.plans && (
            <>
              {' '}
              <Link to={paths.pricing}>See the plans</Link>
            </>
          )}
        </p>
      )}
      <div className="report-body">{body}</div>
    </section>
  );
}
