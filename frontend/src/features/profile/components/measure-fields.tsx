// Height (cm, or feet and inches) and weight (kg or lbs) inputs, each with its unit switch.
import { TextField } from '@/components/text-field';
import type { DraftErrors, ProfileDraft } from '../profile-draft';
import { UnitToggle } from './unit-toggle';

export type HeightUnit = 'cm' | 'ft_in';
export type WeightUnit = 'kg' | 'lbs';

const heightUnits = [
  { value: 'cm', label: 'cm' },
  { value: 'ft_in', label: 'ft/in' },
] as const;
const weightUnits = [
  { value: 'kg', label: 'kg' },
  { value: 'lbs', label: 'lbs' },
] as const;

interface MeasureProps<U> {
  draft: ProfileDraft;
  errors: DraftErrors;
  unit: U;
  onUnitChange: (unit: U) => void;
}

export function HeightField({
  draft,
  errors,
  unit,
  onUnitChange,
  onCm,
  onFeetInches,
}: MeasureProps<HeightUnit> & {
  onCm: (cm: string) => void;
  onFeetInches: (feet: string, inches: string) => void;
}) {
  return (
    <fieldset className="measure">
      <legend className="field-label measure-legend">Height</legend>
      <UnitToggle label="Height unit" name="height-unit" options={heightUnits} value={unit} onChange={onUnitChange} />
      {unit === 'cm' ? (
        <TextField
          id="profile-height-cm"
          label="Height (cm)"
          type="number"
          inputMode="decimal"
          min={1}
          max={300}
          step={0.1}
          value={draft.height_cm}
          error={errors.height_cm}
          onValue={onCm}
        />
      ) : (
        <div className="form-row measure-pair">
          <TextField
            id="profile-height-feet"
            label="Feet"
            type="number"
            inputMode="numeric"
            min={0}
            max={8}
            step={1}
            value={draft.feet}
            error={errors.feet ?? errors.height_cm}
            onValue={(value) => onFeetInches(value, draft.inches)}
          />
          <TextField
            id="profile-height-inches"
            label="Inches"
            type="number"
            inputMode="numeric"
            min={0}
            max={11}
            step={1}
            value={draft.inches}
            error={errors.inches}
            onValue={(value) => onFeetInches(draft.feet, value)}
          />
        </div>
      )}
    </fieldset>
  );
}

export function WeightField({
  draft,
  errors,
  unit,
  onUnitChange,
  onKg,
  onLbs,
}: MeasureProps<WeightUnit> & {
  onKg: (kg: string) => void;
  onLbs: (lbs: string) => void;
}) {
  return (
    <fieldset className="measure">
      <legend className="field-label measure-legend">Weight</legend>
      <UnitToggle label="Weight unit" name="weight-unit" options={weightUnits} value={unit} onChange={onUnitChange} />
      {unit === 'kg' ? (
        <TextField
          id="profile-weight-kg"
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          min={0.1}
          step={0.1}
          value={draft.weight_kg}
          error={errors.weight_kg}
          onValue={onKg}
        />
      ) : (
        <TextField
          id="profile-weight-lbs"
          label="Weight (lbs)"
          type="number"
          inputMode="decimal"
          min={0.1}
          step={0.1}
          value={draft.weight_lbs}
          error={errors.weight_kg}
          onValue={onLbs}
        />
      )}
    </fieldset>
  );
}
