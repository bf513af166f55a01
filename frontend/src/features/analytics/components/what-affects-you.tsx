// What affects you: each finding as one sentence in words (its strength said, the days compared counted), the days
// behind it, and its figures (ρ, q) in a detail for whoever wants them; or what is still needed before anything can
// be said (docs/INSIGHTS.md "Findings"); "Test this" opens an experiment's planner on the finding (docs/EXPERIMENTS.md "Pages").
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { FindingQuery } from '@shared/experiments';
import type { Insights } from '../api/get-insights';
import { FindingDays } from './finding-days';

type Finding = Insights['findings'][number];

const signed = (n: number) => (n < 0 ? `−${Math.abs(n).toFixed(2)}` : n.toFixed(2));
const qText = (q: number) => (q < 0.001 ? 'q < 0.001' : `q = ${q.toFixed(3)}`);

/** The figures behind the words, for a reader who wants them: the correlation, the days, the corrected chance. */
function FindingFigures({ finding, tested }: { finding: Finding; tested: number }) {
  return (
    <details className="analytics-finding-figures">
      <summary>The figures</summary>
      <p className="text-sm">
        A {finding.strength} link: Spearman&rsquo;s correlation ρ = {signed(finding.rho)} (from −1 to 1; 0 is no link, ±0.5 or beyond is
        strong), over {finding.days} days compared
        {finding.days_with !== null && ` (${finding.days_with} with ${finding.factor}, ${finding.days_without} without)`}. Corrected for the{' '}
        {tested} comparisons made together, {qText(finding.q)}: a finding is shown only at q ≤ 0.05.
      </p>
    </details>
  );
}

/**
 * "Test this": the experiment planner prefilled with the finding's factor and outcome (a finding is a pattern; a plan
 * can test it). Only a factor logged on some days and not others can be planned; an amount (activity minutes,
 * caffeine after 14:00) cannot.
 */
function TestThis({ finding }: { finding: Finding }) {
  if (finding.days_with === null) return null;
  const query: FindingQuery = {
    factor: finding.factor,
    finding: finding.outcome,
    rho: finding.rho < 0 ? '-1' : '1',
    from: finding.factor_collection ?? '',
  };
  return (
    <Link
      className="analytics-test-this"
      to={`${paths.experimentNew}?${new URLSearchParams({ ...query })}`}
      aria-label={`Test this: ${finding.factor} and ${finding.outcome}`}
    >
      Test this
    </Link>
  );
}

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
              <FindingDays finding={finding} />
              <FindingFigures finding={finding} tested={insights.tested} />
              <TestThis finding={finding} />
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
