// /experiments/new: "Start an experiment" (docs/EXPERIMENTS.md "Pages"). What is tried (take, avoid, do, a rule), the
// outcome among those the person logs, the design (randomised blocks by default; baseline then intervention said to be
// weaker), and the power estimate for the plan as it stands before Start. "Test this" on a finding opens it prefilled
// (?what=&kind=&outcome=&symptom=). A 400 is said on its fields; a 409 (an experiment already reads that outcome) plainly.
import { useEffect, useState, type FormEvent } from 'react';
import { useId } from '@/lib/use-id';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { experimentPath } from './experiment-path';
import { ApiError } from '@/lib/api-error';
import { dateInputToday, useTimeZone } from '@/lib/time-zone';
import { BLOCK_DAYS_MAX, BLOCK_DAYS_MIN, INTERVENTION_KINDS, OUTCOME_KINDS, WASHOUT_DAYS_MAX, type OutcomeKind } from '@shared/experiments';
import { startExperiment, useRefreshExperiments } from './api/experiments-api';
import { PowerEstimate, usePowerEstimate } from './components/power-estimate';
import { SelectField } from './components/select-field';
import { effectScale, INTERVENTION_LABELS, NUTRIENT_OPTIONS, OUTCOME_LABELS, WHAT_HINTS } from './experiment-words';
import {
  fieldErrorsOf,
  initialDraft,
  outcomeOf,
  pairsOf,
  halfOf,
  planBody,
  planDaysOf,
  powerBody,
  withTitle,
  type Draft,
  type FieldName,
} from './plan-draft';
import './experiments.css';

type Refusal = { kind: 'conflict' | 'other'; message: string } | null;

/** The outcome kinds an estimate's history speaks for whole (not a chosen symptom's or nutrient's). */
const WHOLE_KINDS: ReadonlySet<OutcomeKind> = new Set(OUTCOME_KINDS.filter((kind) => kind !== 'symptom_days' && kind !== 'nutrient'));

export function PlannerPage() {
  const { zone } = useTimeZone();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useRefreshExperiments();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(query, dateInputToday(zone)));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [starting, setStarting] = useState(false);
  const estimate = usePowerEstimate(powerBody(draft, zone));
  const scale = effectScale(outcomeOf(draft));
  const designName = useId();
  const suggested =
    estimate.kind === 'done' && estimate.answer.status !== 'too-little-history' ? estimate.answer.history.suggested_period_days : null;

  // Which outcome kinds the person logs, as each estimate's history says (no read of its own): one with no logged day
  // stays listed but is marked, so people pick what they log. Symptom days and a nutrient depend on the symptom or
  // nutrient chosen, so an estimate says nothing of the kind as a whole.
  const [logs, setLogs] = useState<Partial<Record<OutcomeKind, boolean>>>({});
  useEffect(() => {
    if (estimate.kind !== 'done' || !WHOLE_KINDS.has(estimate.body.outcome.kind)) return;
    const { kind } = estimate.body.outcome;
    const logged = estimate.answer.history.logged > 0;
    setLogs((known) => (known[kind] === logged ? known : { ...known, [kind]: logged }));
  }, [estimate]);
  const outcomeOptions = OUTCOME_KINDS.map(
    (kind) => [kind, logs[kind] === false ? `${OUTCOME_LABELS[kind]} (not logged yet)` : OUTCOME_LABELS[kind]] as const,
  );

  const change = (patch: Partial<Draft>, fields: FieldName[] = []) => {
    setDraft((d) => withTitle({ ...d, ...patch }));
    if (fields.some((f) => errors[f]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as FieldName))));
  };
  const changeOutcome = (outcome: OutcomeKind) =>
    setDraft((d) => {
      const next = { ...d, outcome };
      // The change that matters is in the outcome's unit: a new unit takes its own default.
      return withTitle({ ...next, effect: String(effectScale(outcomeOf(next)).initial) });
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    setStarting(true);
    setRefusal(null);
    try {
      const made = await startExperiment(planBody(draft, zone));
      await refresh(made.id);
      navigate(experimentPath(made.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const { fields, other } = fieldErrorsOf(error.body);
        setErrors(fields);
        setRefusal(other.length ? { kind: 'other', message: other.join(' ') } : null);
      } else if (error instanceof ApiError && error.status === 409) {
        setRefusal({ kind: 'conflict', message: error.message });
      } else {
        setRefusal({ kind: 'other', message: error instanceof Error ? error.message : 'The experiment could not be started.' });
      }
      setStarting(false);
    }
  };

  const planDays = planDaysOf(draft);
  return (
    <div className="page page-narrow experiments">
      <header className="page-header">
        <p className="experiments-back">
          <Link to={paths.experiments}>Your experiments</Link>
        </p>
        <h1>Start an experiment</h1>
        <p className="page-subtitle">
          Try something on some days and not on others, in an order drawn at random, and see what it does for you.
        </p>
      </header>
      <form className="stack stack-lg" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="card experiment-fieldset">
          <legend className="card-title">What you try</legend>
          <SelectField
            label="Kind"
            value={draft.kind}
            onValue={(kind) => change({ kind: kind as Draft['kind'] }, ['kind'])}
            options={INTERVENTION_KINDS.map((kind) => [kind, INTERVENTION_LABELS[kind]])}
            error={errors.kind}
          />
          <TextField
            label="What"
            value={draft.what}
            maxLength={80}
            hint={WHAT_HINTS[draft.kind]}
            error={errors.what}
            onValue={(what) => change({ what }, ['what'])}
          />
        </fieldset>

        <fieldset className="card experiment-fieldset">
          <legend className="card-title">What it should change</legend>
          <SelectField
            label="Outcome"
            value={draft.outcome}
            onValue={(outcome) => changeOutcome(outcome as OutcomeKind)}
            options={outcomeOptions}
            hint="Something you already log: the answer compares your own days, and the estimate below reads your history of it."
            error={errors.outcome}
          />
          {draft.outcome === 'symptom_days' && (
            <TextField
              label="Symptom"
              value={draft.symptom}
              maxLength={60}
              hint="As you log it, such as “headache”."
              error={errors.symptom}
              onValue={(symptom) => change({ symptom }, ['symptom'])}
            />
          )}
          {draft.outcome === 'nutrient' && (
            <>
              <SelectField
                label="Nutrient"
                value={draft.nutrient}
                onValue={(nutrient) => change({ nutrient: nutrient as Draft['nutrient'] }, ['nutrient'])}
                options={NUTRIENT_OPTIONS}
                error={errors.nutrient}
              />
              <SelectField
                label="Better is"
                value={draft.better}
                onValue={(better) => change({ better: better as Draft['better'] }, ['better'])}
                options={[
                  ['lower', 'Less (a limit to stay under)'],
                  ['higher', 'More (a goal to reach)'],
                ]}
                error={errors.better}
              />
            </>
          )}
        </fieldset>

        <fieldset className="card experiment-fieldset">
          <legend className="card-title">The plan</legend>
          <div role="radiogroup" aria-labelledby={`${designName}-label`} className="experiment-designs">
            <p id={`${designName}-label`} className="field-label">
              Design
            </p>
            <label className="experiment-design">
              <input
                type="radio"
                name={designName}
                checked={draft.design === 'blocks'}
                onChange={() => change({ design: 'blocks' }, ['design', 'weeks'])}
              />
              <span>
                <strong>Randomised blocks</strong> (recommended): periods with and without, in pairs, the order drawn at random.
              </span>
            </label>
            <label className="experiment-design">
              <input
                type="radio"
                name={designName}
                checked={draft.design === 'baseline'}
                onChange={() => change({ design: 'baseline' }, ['design', 'weeks'])}
              />
              <span>
                <strong>Baseline then intervention</strong> (weaker): one period without, then one with. Anything else that changes between
                the two is mixed into the answer.
              </span>
            </label>
            {errors.design && (
              <p className="field-error" role="alert">
                {errors.design}
              </p>
            )}
          </div>
          {draft.design === 'blocks' && (
            <div className="field">
              <SelectField
                label="Period length"
                value={String(draft.periodDays)}
                onValue={(days) => change({ periodDays: Number(days) }, ['period', 'weeks'])}
                options={Array.from({ length: BLOCK_DAYS_MAX - BLOCK_DAYS_MIN + 1 }, (_, i) => {
                  const days = BLOCK_DAYS_MIN + i;
                  return [String(days), `${days} days${days === suggested ? ' (suggested)' : ''}`];
                })}
                hint={
                  suggested
                    ? `Your history suggests ${suggested}-day periods: about how long a day’s value lingers into the next days.`
                    : 'A week unless your history suggests shorter periods.'
                }
                error={errors.period}
              />
              {suggested !== null && suggested !== draft.periodDays && (
                <button
                  type="button"
                  className="btn btn-link experiment-use-suggested"
                  onClick={() => change({ periodDays: suggested }, ['period'])}
                >
                  Use {suggested} days
                </button>
              )}
            </div>
          )}
          <TextField
            label="Length in weeks"
            type="number"
            inputMode="numeric"
            min={2}
            max={52}
            value={String(draft.weeks)}
            hint={
              draft.design === 'blocks'
                ? `${pairsOf(draft)} pairs of ${draft.periodDays}-day periods: ${planDays} days.`
                : `${halfOf(draft)} days without, then ${halfOf(draft)} days with: ${planDays} days.`
            }
            error={errors.weeks}
            onValue={(weeks) => change({ weeks: Math.max(1, Math.min(52, Math.round(Number(weeks) || 0))) }, ['weeks'])}
          />
          <SelectField
            label="Washout"
            value={String(draft.washoutDays)}
            onValue={(days) => change({ washoutDays: Number(days) }, ['washout'])}
            options={Array.from({ length: WASHOUT_DAYS_MAX + 1 }, (_, days) => [
              String(days),
              days === 0 ? 'None' : `${days} ${days === 1 ? 'day' : 'days'}`,
            ])}
            hint="Days after each change that are lived but not compared, for something that takes a while to start or wear off."
            error={errors.washout}
          />
          <TextField
            label="First day"
            type="date"
            value={draft.startDate}
            error={errors.start}
            onValue={(startDate) => change({ startDate }, ['start'])}
          />
          <TextField
            label="Remind me each day at"
            type="time"
            value={draft.remindAt}
            hint="Optional: a notification each day of the plan saying which condition the day is (A or B), at this time where you are."
            error={errors.remind}
            onValue={(remindAt) => change({ remindAt }, ['remind'])}
          />
          <TextField
            label="Title"
            value={draft.title}
            maxLength={80}
            error={errors.title}
            onValue={(title) => {
              setDraft((d) => ({ ...d, title, ownTitle: title.trim() !== '' }));
              if (errors.title) setErrors((e) => ({ ...e, title: undefined }));
            }}
          />
        </fieldset>

        <section className="card experiment-fieldset" aria-labelledby="power-title">
          <h2 id="power-title" className="card-title">
            Can this plan answer it?
          </h2>
          <TextField
            label={`A change that would matter to you (${scale.unit})`}
            type="number"
            inputMode="decimal"
            min={0}
            step={scale.step}
            value={draft.effect}
            onValue={(effect) => setDraft((d) => ({ ...d, effect }))}
          />
          <PowerEstimate estimate={estimate} />
        </section>

        {refusal && (
          <div className="alert alert-error" role="alert">
            <p>{refusal.message}</p>
            {refusal.kind === 'conflict' && (
              <p>
                <Link to={paths.experiments}>See your experiments</Link> to stop that one first, or choose another outcome.
              </p>
            )}
          </div>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" aria-disabled={starting}>
            {starting && <span className="spinner" aria-hidden="true" />}
            {starting ? 'Starting…' : 'Start'}
          </button>
          <Link to={paths.analytics} className="btn btn-secondary">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
