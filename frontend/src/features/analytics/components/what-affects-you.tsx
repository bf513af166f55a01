// What affects you: each finding as one sentence with its strength and the days behind it, or what is still
// needed before anything can be said; each finding links to the days behind it (docs/INSIGHTS.md "Findings").
import type { Insights } from '../api/get-insights';
import { FindingDays } from './finding-days';

export function WhatAffectsYou({ insights, loading }: { insights?: Insights; loading: boolean }) {
  return (
    <section className="card analytics-findings" aria-labelledby="findings-title" aria-busy={loading}>
      <h2 id="findings-title" className="card-title">
        What affects you
      </h2>
      {!insights ? (
        <p className="muted">{loading ? 'Looking at your entries…' : 'Nothing to show yet.'}</p>
      ) : insights.findings.length > 0 ? (
        <ul className="analytics-finding-list">
          {insights.findings.map((finding) => (
            <li key={`${finding.outcome}|${finding.factor}|${finding.lag}`}>
              <p>{finding.sentence}</p>
              <p className="muted text-sm">
                {finding.strength[0].toUpperCase() + finding.strength.slice(1)} link, {finding.days} days behind it.
              </p>
              <FindingDays finding={finding} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="muted">
            Nothing stands out yet:{' '}
            {insights.tested > 0 ? `${insights.tested} comparisons found nothing beyond chance.` : 'not enough days logged to compare.'}
          </p>
          {insights.needs_more_days.length > 0 && (
            <ul className="analytics-needs muted text-sm">
              {insights.needs_more_days.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="field-hint">Patterns in your own entries, not proof of cause and not medical advice.</p>
    </section>
  );
}
