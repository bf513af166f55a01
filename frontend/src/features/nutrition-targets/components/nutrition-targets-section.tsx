// Nutrition targets in Settings (docs/NUTRITION.md "Your targets", "Alcohol units"): the daily targets in effect with
// the default beside each (the energy default shown as an estimate with its equation), the person's own targets that
// win over them, what the profile lacks for a default, and the drink unit alcohol is shown in.
import { useEffect, useState, type FormEvent } from 'react';
import { useId } from '@/lib/use-id';
import { Link } from 'react-router-dom';
import { DRINK_UNITS, NUTRIENTS, formatNumber, type DrinkUnit } from '@shared/nutrition';
import { drinkUnitForZone, PANEL_TARGETS, TARGET_NUTRIENTS, type TargetNutrient } from '@shared/nutrition-targets';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useTimeZone } from '@/lib/time-zone';
import { saveTargets } from '../api/save-targets';
import { draftOf, readDraft, serverErrors, type DraftErrors, type TargetsDraft } from '../nutrition-targets-draft';
import '@/components/settings-section.css';
import './nutrition-targets-section.css';

type Status = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string };
const MORE_TARGETS = TARGET_NUTRIENTS.filter((name) => !(PANEL_TARGETS as readonly string[]).includes(name));

export function NutritionTargetsSection() {
  const id = useId();
  const { user, refreshUser } = useAuth();
  const { zone } = useTimeZone();
  const own = user?.profile.nutrition_targets;
  const [draft, setDraft] = useState<TargetsDraft>(() => draftOf(own));
  const [drinkUnit, setDrinkUnit] = useState<DrinkUnit | ''>(user?.profile.drink_unit ?? '');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const ownKey = JSON.stringify(own ?? {});
  useEffect(() => setDraft(draftOf(JSON.parse(ownKey))), [ownKey]);
  if (!user) return null;
  const nutrition = user.nutrition;
  const zoneUnit = drinkUnitForZone(zone);

  const save = async (body: { nutrition_targets: Record<string, number | null> | null; drink_unit: DrinkUnit | null }) => {
    setStatus({ kind: 'saving' });
    try {
      await saveTargets(body);
      await refreshUser().catch(() => undefined);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const found = error instanceof ApiError && error.status === 400 ? serverErrors(error.body) : { errors: {}, other: null };
      setErrors(found.errors);
      setStatus({ kind: 'failed', message: found.other ?? (error instanceof Error ? error.message : 'The targets could not be saved.') });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft);
    setErrors(read.errors);
    if (Object.keys(read.errors).length) {
      setStatus({ kind: 'failed', message: 'Check the marked targets.' });
      return;
    }
    void save({ nutrition_targets: read.targets, drink_unit: drinkUnit || null });
  };
  const resetToDefaults = () => {
    setErrors({});
    setDraft(draftOf({}));
    void save({ nutrition_targets: null, drink_unit: drinkUnit || null });
  };

  const row = (name: TargetNutrient) => (
    <TargetRow
      key={name}
      name={name}
      id={`${id}-${name}`}
      value={draft[name]}
      error={errors[name]}
      user={user}
      onChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
    />
  );

  return (
    <section className="card nutrition-targets" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        Nutrition targets
      </h2>
      <p className="muted settings-intro">
        Your daily targets for the food panel, analytics and reports. The defaults come from the Dietary Reference Intakes for your age,
        gender and weight; type your own to use it instead, or leave a field empty for the default.
      </p>
      {nutrition && nutrition.missing.length > 0 && (
        <div className="alert nutrition-targets-missing" data-testid="targets-missing">
          <ul>
            {nutrition.missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link to="/user">Open your Profile</Link>
        </div>
      )}
      {nutrition?.energy && (
        <div className="nutrition-targets-estimate" data-testid="energy-estimate">
          <p>
            <strong>Energy estimate: {formatNumber(nutrition.energy.kcal)} kcal a day.</strong> An estimate, not a measurement: your basal
            metabolic rate from the Henry (Oxford, 2005) equation, times {nutrition.energy.pal}, the physical activity level assumed:{' '}
            {nutrition.energy.activity}. More active days need more.
          </p>
          <p className="text-sm muted">
            {nutrition.energy.equation}. Yours: {nutrition.energy.worked}.
          </p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <div className="nutrition-targets-grid" role="group" aria-label="Daily targets">
          {PANEL_TARGETS.map(row)}
        </div>
        <details className="nutrition-targets-more">
          <summary>More nutrients (sugars, sodium, minerals, vitamins, caffeine)</summary>
          <div className="nutrition-targets-grid">{MORE_TARGETS.map(row)}</div>
        </details>
        {nutrition && <Sources user={user} />}
        <div className="field nutrition-targets-drinks">
          <label htmlFor={`${id}-drinks`}>Show alcohol in</label>
          <select id={`${id}-drinks`} value={drinkUnit} onChange={(event) => setDrinkUnit(event.target.value as DrinkUnit | '')}>
            <option value="">Your zone’s: {DRINK_UNITS[zoneUnit].label}</option>
            {(Object.keys(DRINK_UNITS) as DrinkUnit[]).map((unit) => (
              <option key={unit} value={unit}>
                {DRINK_UNITS[unit].label}
              </option>
            ))}
          </select>
          <p className="field-hint">Entries keep alcohol as grams and UK units; this only changes how drinks are counted on screen.</p>
        </div>
        <div className="nutrition-targets-actions">
          <button type="submit" className="btn btn-primary" disabled={status.kind === 'saving'}>
            Save targets
          </button>
          <button type="button" className="btn btn-secondary" onClick={resetToDefaults} disabled={status.kind === 'saving'}>
            Use all defaults
          </button>
        </div>
        <p className={`settings-save-note text-sm${status.kind === 'failed' ? ' is-failed' : ''}`} aria-live="polite">
          {status.kind === 'saving' ? 'Saving…' : status.kind === 'saved' ? 'Saved: the dashboard and analytics use these targets.' : ''}
          {status.kind === 'failed' ? status.message : ''}
        </p>
      </form>
    </section>
  );
}

interface TargetRowProps {
  name: TargetNutrient;
  id: string;
  value: string;
  error?: string;
  user: CurrentUser;
  onChange(value: string): void;
}

/** One nutrient: its own-target field, with the default (and how it is set) beneath. */
function TargetRow({ name, id, value, error, user, onChange }: TargetRowProps) {
  const { label, unit } = NUTRIENTS[name];
  const target = user.nutrition?.targets[name];
  const fallback = target?.default_value ?? null;
  const isLimit = target?.kind === 'limit';
  const hint =
    fallback === null
      ? 'No default: see what your Profile lacks above.'
      : `Default ${isLimit ? 'at most ' : ''}${formatNumber(fallback)} ${unit}${name === 'energy_kcal' ? ' (an estimate)' : `: ${target!.basis}`}`;
  return (
    <div className="field nutrition-target">
      <label htmlFor={id}>
        {label} ({unit})
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={fallback === null ? '' : formatNumber(fallback)}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint nutrition-target-basis">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The named sources of the defaults in use, once each. */
function Sources({ user }: { user: CurrentUser }) {
  const references = [...new Set(Object.values(user.nutrition?.targets ?? {}).map((target) => target?.reference))].filter(Boolean);
  if (references.length === 0) return null;
  return (
    <details className="text-sm nutrition-targets-sources">
      <summary>Sources of the defaults</summary>
      <ul>
        {references.map((reference) => (
          <li key={reference}>{reference}</li>
        ))}
      </ul>
    </details>
  );
}
