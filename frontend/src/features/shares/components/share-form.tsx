// The share dialog's form (issue 27): the period, which types, how the person is named, expiry (1–90 days, 14 by
// default), a passcode (on by default) and a label. Checked here first; the server's 400 lands on its field too.
import { useState, type FormEvent } from 'react';
import { useId } from '@/lib/use-id';
import { ApiError, firstFieldError } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time-zone';
import { createShare, type CreatedShare, type ShareBody, type SharePatient } from '../api/shares-api';

type ShareType = ShareBody['types'][number];
import { defaultLabel, EXPIRY, LABEL_MAX, PATIENT_CHOICES, SHARE_PERIODS, SHARE_TEXTS, SHARE_TYPES } from '../share-texts';

type FieldName = 'days' | 'types' | 'patient' | 'birth_year' | 'sex' | 'expires_in_days' | 'passcode' | 'label' | 'timezone';
type Errors = Partial<Record<FieldName | 'form', string>>;
const FIELDS: readonly FieldName[] = ['days', 'types', 'patient', 'birth_year', 'sex', 'expires_in_days', 'passcode', 'label', 'timezone'];

function check(types: ShareType[], expiry: string, label: string): Errors {
  const errors: Errors = {};
  if (types.length === 0) errors.types = SHARE_TEXTS.typesRequired;
  const days = Number(expiry);
  if (!/^\d+$/.test(expiry.trim()) || days < EXPIRY.min || days > EXPIRY.max) errors.expires_in_days = SHARE_TEXTS.expiryRange;
  if (!label.trim()) errors.label = SHARE_TEXTS.labelRequired;
  else if (label.trim().length > LABEL_MAX) errors.label = SHARE_TEXTS.labelTooLong;
  return errors;
}

/** The 400's messages by field; anything else as the form's error. */
function serverErrors(error: unknown): Errors {
  if (error instanceof ApiError && error.status === 400) {
    const errors: Errors = {};
    for (const field of FIELDS) {
      const message = firstFieldError(error.body, field);
      if (message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  return { form: error instanceof Error ? error.message : 'The link could not be made. Please try again.' };
}

export function ShareForm({ initialDays, onCreated }: { initialDays: number; onCreated(created: CreatedShare): void }) {
  const id = useId();
  const { zone } = useTimeZone();
  const [days, setDays] = useState(SHARE_PERIODS.includes(initialDays as never) ? initialDays : 30);
  const [types, setTypes] = useState<ShareType[]>(SHARE_TYPES.map((type) => type.value));
  const [patient, setPatient] = useState<SharePatient>('name');
  const [birthYear, setBirthYear] = useState(true);
  const [sex, setSex] = useState(true);
  const [expiry, setExpiry] = useState(String(EXPIRY.default));
  const [passcode, setPasscode] = useState(true);
  const [label, setLabel] = useState(() => defaultLabel(zone));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const toggle = (value: ShareType) => setTypes((now) => (now.includes(value) ? now.filter((t) => t !== value) : [...now, value]));
  const describedBy = (field: FieldName, hint = false) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorLine = (field: FieldName) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="field-error" role="alert">
        {errors[field]}
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(types, expiry, label);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // In the dashboard's order, whatever order they were ticked in.
    const body: ShareBody = {
      days,
      types: SHARE_TYPES.map((type) => type.value).filter((value) => types.includes(value)),
      patient,
      birth_year: birthYear,
      sex,
      expires_in_days: Number(expiry),
      passcode,
      label: label.trim(),
      // The summary's days are the person's days, as on the summary page.
      timezone: zone,
    };
    setSaving(true);
    try {
      onCreated(await createShare(body));
    } catch (error) {
      setErrors(serverErrors(error));
      setSaving(false);
    }
  }

  return (
    <form className="share-form stack" onSubmit={submit} noValidate aria-busy={saving}>
      <p className="muted share-intro">{SHARE_TEXTS.intro}</p>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-days`}>Period</label>
          <select
            id={`${id}-days`}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            aria-describedby={describedBy('days')}
          >
            {SHARE_PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
          {errorLine('days')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-expiry`}>Expires after (days)</label>
          <input
            id={`${id}-expiry`}
            type="text"
            inputMode="numeric"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            aria-invalid={errors.expires_in_days ? true : undefined}
            aria-describedby={describedBy('expires_in_days', true)}
          />
          <p id={`${id}-expires_in_days-hint`} className="field-hint">
            From {EXPIRY.min} to {EXPIRY.max} days.
          </p>
          {errorLine('expires_in_days')}
        </div>
      </div>
      <fieldset className="share-types" aria-describedby={describedBy('types')}>
        <legend className="field-label">What to include</legend>
        {SHARE_TYPES.map((type) => (
          <label key={type.value} className="checkbox">
            <input type="checkbox" checked={types.includes(type.value)} onChange={() => toggle(type.value)} />
            {type.title}
          </label>
        ))}
        {errorLine('types')}
      </fieldset>
      <fieldset className="share-patient" aria-describedby={describedBy('patient')}>
        <legend className="field-label">How you are named</legend>
        {PATIENT_CHOICES.map((choice) => (
          <label key={choice.value} className="checkbox">
            <input type="radio" name={`${id}-patient`} checked={patient === choice.value} onChange={() => setPatient(choice.value)} />
            {choice.label}
          </label>
        ))}
        {errorLine('patient')}
        <p className="field-hint">In the FHIR file, from your profile when you gave them:</p>
        <label className="checkbox">
          <input type="checkbox" checked={birthYear} onChange={(event) => setBirthYear(event.target.checked)} />
          Birth year
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={sex} onChange={(event) => setSex(event.target.checked)} />
          Sex
        </label>
        {errorLine('birth_year')}
        {errorLine('sex')}
      </fieldset>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={passcode}
            onChange={(event) => setPasscode(event.target.checked)}
            aria-describedby={describedBy('passcode', true)}
          />
          Protect with a passcode
        </label>
        <p id={`${id}-passcode-hint`} className="field-hint">
          Recommended: you see it once, and tell it to your clinician apart from the link.
        </p>
        {errorLine('passcode')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-label`}>Label</label>
        <input
          id={`${id}-label`}
          type="text"
          maxLength={LABEL_MAX + 20}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          aria-invalid={errors.label ? true : undefined}
          aria-describedby={describedBy('label', true)}
        />
        <p id={`${id}-label-hint`} className="field-hint">
          Shown to whoever opens the link, and in your list of shared links.
        </p>
        {errorLine('label')}
      </div>
      {errors.form && (
        <p className="alert alert-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Making the link…' : 'Create link'}
        </button>
      </div>
    </form>
  );
}
