// The entry form for creating and editing: date and time in the chosen zone, the type's fields, optional notes (SPEC.md §5).
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ITEM_TYPE_LABELS, type EntryCollection } from '@shared/log-types';
import { ITEM_NAME_MAX, NOTES_MAX, TEXT_MAX } from '@shared/log-limits';
import { isRelated, missingFields, type DraftField, type EntryDraft } from './entry-draft';
import { LOG_TEXT } from './log-texts';
import { useTimedMessage } from './use-timed-message';

export interface EntryFormProps {
  collection: EntryCollection;
  draft: EntryDraft;
  onChange(draft: EntryDraft): void;
  /** Called only when every required field is filled. */
  onSubmit(draft: EntryDraft): void;
  onCancel?(): void;
  submitLabel: string;
  busy: boolean;
  /** Unique per form on the page: field ids derive from it. */
  idPrefix: string;
  /** The form's accessible name ('New Sleep entry', 'Edit entry'). */
  label: string;
  /** Shown above the buttons (e.g. another tab's save). */
  notice?: ReactNode;
  /** Focus the first field on mount (a row turned into this form: the Edit button that had focus is gone). */
  focusOnMount?: boolean;
}

function TypeOptions({ value }: { value: string }) {
  const known = Object.keys(ITEM_TYPE_LABELS);
  return (
    <>
      <option value="">Choose a type</option>
      {known.map((type) => (
        <option key={type} value={type}>
          {ITEM_TYPE_LABELS[type]}
        </option>
      ))}
      {/* an entry the AI saved with a type of its own keeps it */}
      {value && !known.includes(value) && <option value={value}>{value}</option>}
    </>
  );
}

export function EntryForm(props: EntryFormProps) {
  const { collection, draft, onChange, onSubmit, onCancel, submitLabel, busy, idPrefix, label, notice, focusOnMount } = props;
  const related = isRelated(collection);
  const validation = useTimedMessage();
  const [invalid, setInvalid] = useState<DraftField[]>([]);

  const id = (field: DraftField) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (focusOnMount) document.getElementById(`${idPrefix}-when`)?.focus();
  }, [focusOnMount, idPrefix]);
  const set = (field: DraftField) => (event: { target: { value: string } }) => {
    onChange({ ...draft, [field]: event.target.value });
    if (invalid.includes(field)) setInvalid(invalid.filter((f) => f !== field));
  };
  const fieldProps = (field: DraftField, required = true) => ({
    id: id(field),
    name: field,
    value: draft[field],
    onChange: set(field),
    'aria-required': required || undefined,
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-describedby': invalid.includes(field) && validation.message ? `${idPrefix}-validation` : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = missingFields(collection, draft);
    setInvalid(missing);
    if (missing.length > 0) {
      validation.show({ kind: 'error', text: LOG_TEXT.requiredFields });
      document.getElementById(id(missing[0]))?.focus();
      return;
    }
    validation.clear();
    onSubmit(draft);
  };

  return (
    <form className="entry-form" onSubmit={submit} noValidate aria-label={label}>
      <div className={`entry-form-grid${related ? ' entry-form-related' : ''}`}>
        <div className="field">
          <label htmlFor={id('when')}>Date and time</label>
          <input type="datetime-local" {...fieldProps('when')} />
        </div>
        {related && (
          <div className="field">
            <label htmlFor={id('itemType')}>Type</label>
            <select {...fieldProps('itemType')}>
              <TypeOptions value={draft.itemType} />
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={id('details')}>{related ? 'Name' : 'Details'}</label>
          {related ? (
            <input type="text" maxLength={ITEM_NAME_MAX} autoComplete="off" {...fieldProps('details')} />
          ) : (
            <textarea rows={2} maxLength={TEXT_MAX} {...fieldProps('details')} />
          )}
        </div>
        {related && (
          <div className="field entry-field-data">
            <label htmlFor={id('dataDetails')}>Data details</label>
            <textarea rows={2} maxLength={TEXT_MAX} {...fieldProps('dataDetails')} />
          </div>
        )}
        <div className="field">
          <label htmlFor={id('notes')}>Notes (optional)</label>
          <textarea rows={2} maxLength={NOTES_MAX} {...fieldProps('notes', false)} />
        </div>
      </div>
      {validation.message && (
        <p id={`${idPrefix}-validation`} className="alert alert-error" role="alert">
          {validation.message.text}
        </p>
      )}
      {notice}
      <div className="row entry-form-actions">
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
