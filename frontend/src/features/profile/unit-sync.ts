// Keeps cm ↔ feet/inches and kg ↔ lbs of the profile draft in step as the user types (docs/PRODUCT.md §5).
import { cmToFeetInches, feetInchesToCm, kgToLbs, lbsToKg } from '@shared/units';
import type { ProfileDraft } from './profile-draft';

const parse = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export function withHeightCm(draft: ProfileDraft, height_cm: string): ProfileDraft {
  const cm = parse(height_cm);
  if (cm == null) return { ...draft, height_cm, feet: '', inches: '' };
  const { feet, inches } = cmToFeetInches(cm);
  return { ...draft, height_cm, feet: String(feet), inches: String(inches) };
}

export function withFeetInches(draft: ProfileDraft, feet: string, inches: string): ProfileDraft {
  const ft = parse(feet);
  const inch = parse(inches);
  const bothEmpty = feet.trim() === '' && inches.trim() === '';
  const height_cm = bothEmpty || (ft == null && inch == null) ? '' : String(feetInchesToCm(ft ?? 0, inch ?? 0));
  return { ...draft, feet, inches, height_cm };
}

export function withWeightKg(draft: ProfileDraft, weight_kg: string): ProfileDraft {
  const kg = parse(weight_kg);
  return { ...draft, weight_kg, weight_lbs: kg == null ? '' : String(kgToLbs(kg)) };
}

export function withWeightLbs(draft: ProfileDraft, weight_lbs: string): ProfileDraft {
  const lbs = parse(weight_lbs);
  return { ...draft, weight_lbs, weight_kg: lbs == null ? '' : String(lbsToKg(lbs)) };
}
