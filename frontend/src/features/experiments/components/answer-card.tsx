// The answer (docs/EXPERIMENTS.md "The answer"): its one sentence, marked as an interim look before the planned end,
// the effect with its 95 % interval and how likely it helps, the pairs of periods used, the days that followed the
// plan, and the method; then the outcome by day shaded by condition, with the same days as a table.
import { lazy, Suspense, useMemo } from 'react';
import { useTimeZone } from '@/lib/time-zone';
import { amount, intervalUnit, outcomeWords, percent } from '@shared/experiment-amounts';
import type { Experiment, ExperimentResult } from '../api/experiments-api';
import { longDay, shortDay, valueText } from '../day-words';

const DaysChart = lazy(() => import('./days-chart'));

const LABELS = { final: 'Final answer', interim: 'Interim look', stopped: 'Stopped early' } as const;

function Figures({ experiment, result }: { experiment: Experiment; result: ExperimentResult }) {
  const outcome = outcomeWords(experiment.outcome);
  const unit = intervalUnit(outcome);
  const { adherence, pairs } = result;
  return (
    <dl className="experiment-figures">
      {result.effect !== null && (
        <div>
          <dt>Effect (A − B)</dt>
          <dd>
            {amount(outcome, result.effect)}
            {unit}
          </dd>
        </div>
      )}
      {result.interval && (
        <div>
          <dt>{Math.round(result.interval.level * 100)} % interval</dt>
          <dd>
            {amount(outcome, result.interval.low)} to {amount(outcome, result.interval.high)}
            {unit}
          </dd>
        </div>
      )}
      {result.probability_helps !== null && (
        <div>
          <dt>Likely to help</dt>
          <dd>{percent(result.probability_helps)}</dd>
        </div>
      )}
      <div>
        <dt>Pairs of periods used</dt>
        <dd>
          {pairs.used} ({pairs.needed} needed{pairs.dropped ? `; ${pairs.dropped} with too few days logged` : ''})
        </dd>
      </div>
      <div>
        <dt>Days that followed the plan</dt>
        <dd>
          {adherence.followed} of {adherence.days}
          {adherence.against ? `; ${adherence.against} went against it` : ''}
          {adherence.unknown ? `; ${adherence.unknown} had nothing logged` : ''}
        </dd>
      </div>
      {result.p_value !== null && (
        <div>
          <dt>Randomisation test</dt>
          <dd>p = {result.p_value < 0.001 ? '< 0.001' : result.p_value.toFixed(3)}</dd>
        </div>
      )}
    </dl>
  );
}

function DaysTable({ experiment, result, dayText }: { experiment: Experiment; result: ExperimentResult; dayText: string[] }) {
  const labels = experiment.schedule.condition_labels;
  return (
    <details className="experiment-days">
      <summary>The days as a table</summary>
      <div className="experiment-days-scroll" tabIndex={0} role="region" aria-label="The days">
        <table>
          <caption className="sr-only">{experiment.title}: each day’s condition and value</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Condition</th>
              <th scope="col">Value</th>
              <th scope="col">{experiment.intervention.what} logged</th>
            </tr>
          </thead>
          <tbody>
            {result.days.map((day, i) => (
              <tr key={day.date}>
                <th scope="row">
                  {day.day}. {dayText[i]}
                </th>
                <td>
                  {day.condition} — {labels[day.condition]}
                  {day.washout ? ' (washout)' : ''}
                </td>
                <td>{valueText(experiment.outcome.kind, day.value)}</td>
                <td>{day.intervention_logged === null ? '—' : day.intervention_logged ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function AnswerCard({ experiment, result }: { experiment: Experiment; result: ExperimentResult }) {
  const { format } = useTimeZone();
  const labels = useMemo(() => result.days.map((d) => shortDay(format)(d.date)), [result.days, format]);
  const dayText = useMemo(() => result.days.map((d) => longDay(format)(d.date)), [result.days, format]);
  const condition = experiment.schedule.condition_labels;
  const logged = result.days.some((d) => d.value !== null);
  return (
    <section className="card experiment-answer" aria-labelledby="answer-title">
      <div className="row row-between">
        <h2 id="answer-title" className="card-title">
          The answer
        </h2>
        <span className={result.label === 'final' ? 'badge' : 'badge badge-warning'}>{LABELS[result.label]}</span>
      </div>
      <p className="experiment-sentence">{result.sentence}</p>
      {result.label === 'interim' && (
        <p className="field-hint">
          Looking often and stopping at the first good-looking look would make false answers far more common: the answer waits for the
          planned end.
        </p>
      )}
      <Figures experiment={experiment} result={result} />
      <figure className="experiment-chart">
        {logged ? (
          <Suspense fallback={<div className="experiment-chart-plot" aria-hidden="true" />}>
            <DaysChart days={result.days} kind={experiment.outcome.kind} labels={labels} />
          </Suspense>
        ) : (
          <p className="muted">Nothing of the outcome logged on the plan’s days yet.</p>
        )}
        {logged && (
          <>
            <p className="experiment-legend" aria-hidden="true">
              <span>
                <span className="experiment-swatch experiment-swatch-a" /> A — {condition.A}
              </span>
              <span>
                <span className="experiment-swatch experiment-swatch-b" /> B — {condition.B}
              </span>
              {result.days.some((d) => d.washout) && (
                <span>
                  <span className="experiment-swatch experiment-swatch-washout" /> Washout (not compared)
                </span>
              )}
            </p>
            <figcaption className="field-hint">
              {outcomeWords(experiment.outcome).label.replace(/^./, (c) => c.toUpperCase())} by day, each day shaded by its condition.
            </figcaption>
          </>
        )}
      </figure>
      {result.days.length > 0 && <DaysTable experiment={experiment} result={result} dayText={dayText} />}
      <p className="field-hint">How it is worked out: {result.method}</p>
    </section>
  );
}
