// The Physical Information part of the profile form: Birth Year (the year born, field birth_year), gender, height and
// weight, and where the nutrition targets they set are seen (Settings, docs/NUTRITION.md).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AGE_MAX, AGE_MIN, birthYearOfAge, GENDERS, type Gender } from '@shared/account-rules';
import { TextField } from '@/components/text-field';
import type { DraftErrors, ProfileDraft } from '../profile-draft';
import { withFeetInches, withHeightCm, withWeightKg, withWeightLbs } from '../unit-sync';
import { HeightField, WeightField, type HeightUnit, type WeightUnit } from './measure-fields';

interface PhysicalFieldsProps {
  draft: ProfileDraft;
  errors: DraftErrors;
  onDraft: (next: ProfileDraft) => void;
}

export function PhysicalFields({ draft, errors, onDraft }: PhysicalFieldsProps) {
  const [heightUnit, setHeightUnit] = useState<HeightUnit>('cm');
  const [weightUnit, setWeightUnit] = useState<WeightUnit>('kg');
  return (
    <section className="card" aria-labelledby="physical-title">
      <h2 id="physical-title" className="card-title">
        Physical Information
      </h2>
      <div className="stack">
        <div className="form-row">
          <TextField
            id="profile-birth-year"
            name="birth_year"
            label="Birth Year"
            type="number"
            inputMode="numeric"
            min={birthYearOfAge(AGE_MAX)}
            max={birthYearOfAge(AGE_MIN)}
            step={1}
            hint="Optional, the year you were born (e.g. 1990)."
            value={draft.birth_year}
            error={errors.birth_year}
            onValue={(value) => onDraft({ ...draft, birth_year: value })}
          />
          <div className="field">
            <label htmlFor="profile-gender">Gender</label>
            <select id="profile-gender" value={draft.gender} onChange={(e) => onDraft({ ...draft, gender: e.target.value as Gender | '' })}>
              <option value="">Not specified</option>
              {Object.entries(GENDERS).map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="form-row">
          <HeightField
            draft={draft}
            errors={errors}
            unit={heightUnit}
            onUnitChange={setHeightUnit}
            onCm={(cm) => onDraft(withHeightCm(draft, cm))}
            onFeetInches={(feet, inches) => onDraft(withFeetInches(draft, feet, inches))}
          />
          <WeightField
            draft={draft}
            errors={errors}
            unit={weightUnit}
            onUnitChange={setWeightUnit}
            onKg={(kg) => onDraft(withWeightKg(draft, kg))}
            onLbs={(lbs) => onDraft(withWeightLbs(draft, lbs))}
          />
        </div>
        <p className="muted text-sm profile-targets-note">
          Your birth year, gender and weight set your default daily nutrition targets (energy as an estimate). See or change them in{' '}
          <Link to="/settings">Settings → Nutrition targets</Link>.
        </p>
      </div>
    </section>
  );
}
