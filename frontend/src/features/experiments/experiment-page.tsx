// /experiments/:id (docs/EXPERIMENTS.md "Pages"): one experiment's plan, today's condition, its answer (an interim
// look before the planned end) with the chart of days shaded by condition, and Stop and Delete, each asked first.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { formatDateRange, useTimeZone } from '@/lib/time-zone';
import {
  deleteExperiment,
  stopExperiment,
  useExperiment,
  useExperimentResult,
  useRefreshExperiments,
  type Experiment,
} from './api/experiments-api';
import { AnswerCard } from './components/answer-card';
import { RemindForm } from './components/remind-form';
import { TodayCondition } from './components/today-condition';
import { INTERVENTION_LABELS, OUTCOME_LABELS } from './experiment-words';
import './experiments.css';

export const STATUS_LABELS: Record<Experiment['status'], string> = {
  planned: 'Planned',
  running: 'Running',
  finished: 'Finished',
  stopped: 'Stopped',
};

function designText(experiment: Experiment): string {
  const { design } = experiment;
  const washout = design.washout_days
    ? `, the first ${design.washout_days} ${design.washout_days === 1 ? 'day' : 'days'} after each change not compared`
    : '';
  return design.type === 'blocks'
    ? `Randomised blocks: ${design.pairs} pairs of ${design.period_days}-day periods${washout}.`
    : `Baseline then intervention (the weaker design): ${design.baseline_days} days without, then ${design.intervention_days} with${washout}.`;
}

function Plan({ experiment }: { experiment: Experiment }) {
  const { format } = useTimeZone();
  const { intervention, outcome, schedule } = experiment;
  const outcomeText = outcome.kind === 'symptom_days' ? `Days with ${outcome.symptom ?? 'the symptom'}` : OUTCOME_LABELS[outcome.kind];
  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title" className="card-title">
        The plan
      </h2>
      <dl className="experiment-figures">
        <div>
          <dt>{INTERVENTION_LABELS[intervention.kind]}</dt>
          <dd>{intervention.what}</dd>
        </div>
        <div>
          <dt>Outcome</dt>
          <dd>{outcome.kind === 'nutrient' ? `${outcome.nutrient} (${outcome.better} is better)` : outcomeText}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd>
            {formatDateRange(experiment.start_date, experiment.end_date, format)} ({experiment.plan_days} days: {schedule.days.A} A,{' '}
            {schedule.days.B} B)
          </dd>
        </div>
        <div>
          <dt>A</dt>
          <dd>{schedule.condition_labels.A}</dd>
        </div>
        <div>
          <dt>B</dt>
          <dd>{schedule.condition_labels.B}</dd>
        </div>
        {/* Only while it sends: stop and the plan's end end the day's push. */}
        {experiment.remind_at && (experiment.status === 'planned' || experiment.status === 'running') && (
          <div>
            <dt>Reminder</dt>
            <dd>
              Each day at {experiment.remind_at} ({experiment.timezone})
            </dd>
          </div>
        )}
      </dl>
      <p className="field-hint">{designText(experiment)}</p>
    </section>
  );
}

type Asking = 'stop' | 'delete' | null;

export function ExperimentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshExperiments();
  const experiment = useExperiment(id);
  const result = useExperimentResult(id);
  const [asking, setAsking] = useState<Asking>(null);
  const [status, setStatus] = useState('');

  const act = async (what: 'stop' | 'delete') => {
    setAsking(null);
    try {
      if (what === 'stop') {
        await stopExperiment(id);
        await refresh(id);
        setStatus('Stopped. The answer is the one of the days it ran, marked as stopped early.');
      } else {
        await deleteExperiment(id);
        await refresh();
        navigate(paths.experiments);
      }
    } catch (error) {
      setStatus(error instanceof ApiError ? error.message : 'That did not work; try again.');
    }
  };

  if (experiment.error) {
    const missing = experiment.error instanceof ApiError && experiment.error.status === 404;
    return (
      <div className="page page-narrow experiments">
        <h1>{missing ? 'No such experiment' : 'The experiment could not be loaded'}</h1>
        <p>
          <Link to={paths.experiments}>Your experiments</Link>
        </p>
      </div>
    );
  }
  const shown = experiment.data;
  const canStop = shown && (shown.status === 'planned' || shown.status === 'running');
  return (
    <div className="page page-narrow experiments" aria-busy={!shown}>
      <header className="page-header">
        <p className="experiments-back">
          <Link to={paths.experiments}>Your experiments</Link>
        </p>
        <h1>{shown?.title ?? 'Experiment'}</h1>
        {shown && <p className="page-subtitle">{STATUS_LABELS[shown.status]}</p>}
      </header>
      {!shown ? (
        <p className="muted">Loading the experiment…</p>
      ) : (
        <div className="stack stack-lg">
          <TodayCondition experiment={shown} />
          {result.data ? (
            <AnswerCard experiment={shown} result={result.data} />
          ) : (
            <p className="muted">{result.error ? 'The answer could not be worked out just now.' : 'Working out the answer…'}</p>
          )}
          <Plan experiment={shown} />
          {canStop && <RemindForm experiment={shown} onSaved={() => refresh(id)} />}
          <p className="muted" role="status">
            {status}
          </p>
          <div className="row">
            {canStop && (
              <button type="button" className="btn btn-secondary" onClick={() => setAsking('stop')}>
                Stop
              </button>
            )}
            <button type="button" className="btn btn-danger" onClick={() => setAsking('delete')}>
              Delete
            </button>
          </div>
        </div>
      )}
      {asking === 'stop' && shown && (
        <ConfirmDialog
          question="Stop this experiment?"
          detail={`“${shown.title}” ends today: its answer will be of the ${shown.plan_days}-day plan's days so far, marked as stopped early. This cannot be undone.`}
          confirmLabel="Stop"
          onConfirm={() => void act('stop')}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && shown && (
        <ConfirmDialog
          question="Delete this experiment?"
          detail={`“${shown.title}”, its plan and its answer are deleted; your entries stay. This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => void act('delete')}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
