// A check-in's counted types in the Settings → Reminders form (docs/REMINDERS.md "Fields"): which entry types count as
// "logged" for the no-needless-nudge rule. One checkbox per entry type, in the dashboard's order; none ticked sends no
// `counted_types`, so any entry counts, as the API reads a prompt without them.
import { ENTRY_TYPES, type EntryCollection } from '@shared/entry-types';
import { REMINDER_TEXTS } from '../reminder-texts';

interface Props {
  id: string;
  value: EntryCollection[];
  error?: string;
  onChange: (value: EntryCollection[]) => void;
}

export function CountedTypesField({ id, value, error, onChange }: Props) {
  const toggle = (collection: EntryCollection) =>
    onChange(
      ENTRY_TYPES.map((type) => type.collection).filter((each) => (each === collection ? !value.includes(each) : value.includes(each))),
    );
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="reminder-counted" aria-describedby={described}>
      <legend className="field-label">{REMINDER_TEXTS.countedTitle}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {REMINDER_TEXTS.countedHint}
      </p>
      {ENTRY_TYPES.map((type) => (
        <label key={type.collection} className="checkbox reminder-counted-type">
          <input type="checkbox" checked={value.includes(type.collection)} onChange={() => toggle(type.collection)} />
          {type.title}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
