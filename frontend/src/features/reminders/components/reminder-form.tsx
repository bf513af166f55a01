// Adding or changing one reminder (docs/REMINDERS.md "Fields"): a check-in's label, times, days, window and counted
// types, or a medication's name, dose, times, days, dates and stock; and, folded away under "Snooze and repeats", how
// long a snooze lasts, how often an unanswered one comes back and (a medication) how early the refill warning shows. The
// server checks the fields; its messages show by each one.
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useId } from '@/lib/use-id';
import { DOSE_UNITS } from '@shared/measures';
import type { ReminderDraft, DraftErrors } from '../reminder-draft';
import { CountedTypesField } from './counted-types-field';
import { DAY_NAMES, DAY_ORDER, REMINDER_TEXTS } from '../reminder-texts';

/** The folded fields: the fold opens by itself when the server refused one of them. */
const NUDGE_FIELDS = ['snooze_minutes', 'repeat_count', 'repeat_gap_minutes', 'refill_warning_days'] as const;

interface Props {
  initial: ReminderDraft;
  heading: string;
  zone: string;
  errors: DraftErrors;
  saving: boolean;
  onSave: (draft: ReminderDraft) => void;
  onCancel: () => void;
}

export function ReminderForm({ initial, heading, zone, errors, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof ReminderDraft>(key: K, value: ReminderDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  const field = (key: keyof ReminderDraft, label: string, input: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
      {(described) => (
        <input
          id={`${id}-${key}`}
          value={draft[key] as string}
          onChange={(event) => set(key, event.target.value as never)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={described}
          autoComplete="off"
          {...input}
        />
      )}
    </Field>
  );
  const toggleDay = (day: (typeof DAY_ORDER)[number]) =>
    set('days', draft.days.includes(day) ? draft.days.filter((d) => d !== day) : [...draft.days, day]);

  return (
    <form className="reminder-form" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className="reminder-form-heading">
        {heading}
      </h3>
      {draft.kind === 'log-prompt' ? (
        field('label', 'Label', { type: 'text', placeholder: 'Evening check-in' })
      ) : (
        <>
          {field('name', 'Name', { type: 'text', placeholder: 'Magnesium' })}
          <div className="form-row">
            {field('dose_amount', 'Dose', { type: 'text', inputMode: 'decimal' })}
            <Field id={`${id}-unit`} label="Unit" error={errors.dose_unit}>
              {(described) => (
                <select
                  id={`${id}-unit`}
                  value={draft.dose_unit}
                  onChange={(event) => set('dose_unit', event.target.value as never)}
                  aria-describedby={described}
                >
                  {DOSE_UNITS.map((unit) => (
                    <option key={unit}>{unit}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </>
      )}
      {field(
        'times',
        'Times',
        { type: 'text', inputMode: 'numeric', placeholder: '08:00, 21:30' },
        `${REMINDER_TEXTS.timesHint} In ${zone}.`,
      )}
      <fieldset className="reminder-days" aria-describedby={errors.days ? `${id}-days-error` : undefined}>
        <legend className="field-label">Days</legend>
        {DAY_ORDER.map((day) => (
          <label key={day} className="checkbox reminder-day">
            <input type="checkbox" checked={draft.days.includes(day)} onChange={() => toggleDay(day)} />
            {DAY_NAMES[day]}
          </label>
        ))}
        {errors.days && (
          <p id={`${id}-days-error`} className="field-error" role="alert">
            {errors.days}
          </p>
        )}
      </fieldset>
      {draft.kind === 'log-prompt' ? (
        <>
          {field('window_start', 'Counts as logged from', { type: 'time' }, REMINDER_TEXTS.windowHint)}
          <CountedTypesField
            id={`${id}-counted`}
            value={draft.counted_types}
            error={errors.counted_types}
            onChange={(value) => set('counted_types', value)}
          />
        </>
      ) : (
        <>
          <div className="form-row">
            {field('start_date', 'Start date', { type: 'date' })}
            {field('end_date', 'End date (optional)', { type: 'date' })}
          </div>
          <div className="form-row">
            {field('stock_count', 'Stock on hand', { type: 'text', inputMode: 'decimal' }, REMINDER_TEXTS.stockHint)}
            {field('doses_per_intake', 'Units per dose', { type: 'text', inputMode: 'decimal' })}
          </div>
        </>
      )}
      <details className="reminder-nudges" open={NUDGE_FIELDS.some((key) => errors[key]) || undefined}>
        <summary>{REMINDER_TEXTS.nudgesTitle}</summary>
        <div className="form-row">
          {field('snooze_minutes', 'Snooze (minutes)', { type: 'text', inputMode: 'numeric' })}
          {field('repeat_count', 'Repeats if unanswered', { type: 'text', inputMode: 'numeric' }, REMINDER_TEXTS.repeatHint)}
        </div>
        <div className="form-row">
          {field('repeat_gap_minutes', 'Minutes between repeats', { type: 'text', inputMode: 'numeric' })}
          {draft.kind === 'medication' &&
            field('refill_warning_days', 'Refill warning (days)', { type: 'text', inputMode: 'numeric' }, REMINDER_TEXTS.refillHint)}
        </div>
      </details>
      {(errors.form || errors.timezone) && (
        <p className="alert alert-error" role="alert">
          {errors.form ?? errors.timezone}
        </p>
      )}
      <div className="reminder-form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save reminder'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described?: string) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(described)}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
