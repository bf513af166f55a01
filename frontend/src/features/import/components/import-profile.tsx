// A backup's profile in the import preview (docs/IMPORT.md "Full backup", issue 23: a restore changed a profile without
// a word): the settings the backup holds otherwise than the account, with the choice to keep one's own (the default)
// or take the backup's, and the settings it fills because the account has none.
import { useId } from '@/lib/use-id';
import { GENDERS, type Gender } from '@shared/account-rules';
import { DRINK_UNITS, type DrinkUnit } from '@shared/nutrition';
import { DATE_ORDER_LABELS } from '@/lib/time-zone/date-format';
import type { ProfileChange, ProfileChoice } from '../api/imports';

const LABELS: Record<ProfileChange['field'], string> = {
  first_name: 'First name',
  last_name: 'Last name',
  birth_year: 'Birth year',
  age: 'Age',
  gender: 'Gender',
  height_cm: 'Height',
  weight_kg: 'Weight',
  time_zone: 'Time zone',
  date_order: 'Date order',
  clock: 'Clock',
  drink_unit: 'Drink unit',
  nutrition_targets: 'Nutrient targets',
};

/** A setting's value as the profile and settings pages write it. */
function valueText(field: ProfileChange['field'], value: ProfileChange['backup']): string {
  if (typeof value === 'object') {
    const targets = Object.keys(value).length;
    return `${targets} ${targets === 1 ? 'target' : 'targets'}`;
  }
  if (field === 'height_cm') return `${value} cm`;
  if (field === 'weight_kg') return `${value} kg`;
  if (field === 'gender') return GENDERS[value as Gender] ?? String(value);
  if (field === 'date_order') return DATE_ORDER_LABELS[value as keyof typeof DATE_ORDER_LABELS] ?? String(value);
  if (field === 'clock') return value === '12h' ? '12-hour' : value === '24h' ? '24-hour' : String(value);
  if (field === 'drink_unit') return DRINK_UNITS[value as DrinkUnit]?.label ?? String(value);
  if (field === 'time_zone' && value === 'default') return 'your device’s';
  return String(value);
}

/** 'Birth year: 1980 → 1975' (a difference) or 'weight 72 kg' (a fill). */
export const changeText = (change: ProfileChange) =>
  change.yours === null
    ? `${LABELS[change.field].toLowerCase()} ${valueText(change.field, change.backup)}`
    : `${LABELS[change.field]}: ${valueText(change.field, change.yours)} → ${valueText(change.field, change.backup)}`;

type Props = {
  fills: ProfileChange[];
  differs: ProfileChange[];
  choice: ProfileChoice;
  busy: boolean;
  onChoice(choice: ProfileChoice): void;
};

export function ImportProfile({ fills, differs, choice, busy, onChoice }: Props) {
  const id = useId();
  return (
    <div className="import-profile">
      {differs.length > 0 && (
        <fieldset className="import-profile-choice" aria-describedby={`${id}-differs`}>
          <legend className="field-label">Your profile</legend>
          <p id={`${id}-differs`}>The backup’s profile differs from yours. With the backup’s, your profile changes:</p>
          <ul className="import-profile-list">
            {differs.map((change) => (
              <li key={change.field}>{changeText(change)}</li>
            ))}
          </ul>
          <label className="checkbox">
            <input type="radio" name={`${id}-profile`} checked={choice === 'keep'} disabled={busy} onChange={() => onChoice('keep')} />
            <span>Keep my profile</span>
          </label>
          <label className="checkbox">
            <input type="radio" name={`${id}-profile`} checked={choice === 'backup'} disabled={busy} onChange={() => onChoice('backup')} />
            <span>Use the backup’s profile</span>
          </label>
        </fieldset>
      )}
      {fills.length > 0 && (
        <p className="text-sm">Settings you have not set are taken from the backup: {fills.map(changeText).join(', ')}.</p>
      )}
    </div>
  );
}
