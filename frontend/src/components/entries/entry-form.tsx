// The entry form for creating and editing: date and time in the chosen zone, the type's fields, optional notes,
// measures in the person's units and subjects (docs/PRODUCT.md §5); a food or drink's numbers with their source, amount and
// picker (components/nutrition). A time more than an hour ahead shows FUTURE_TIME_MESSAGE on the field and blocks
// saving (shared/future-time.ts, the rule the entries API refuses by); the date-time field is one Tab stop.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { RELATED_TYPE_SUGGESTIONS, typeLabel, type EntryCollection } from '@shared/entry-types';
import { ITEM_NAME_MAX, ITEM_TYPE_MAX, NOTES_MAX, TEXT_MAX } from '@shared/entry-limits';
import { MEASURES_OF, type UnitSystem } from '@shared/measures';
import { leaveOnTab } from '@/lib/one-tab-stop';
import { InputValueText, useTimeZone } from '@/lib/time-zone';
import { MeasureFields, measuresFromDraft, SubjectsField, type MeasureDraft, type MeasureProblems } from '@/components/measure-fields';
import { FoodNutrition, nutritionDraft, nutritionSourceText, openOwnNumbers, withTypedMeasure } from '@/components/nutrition';
import { futureTimeProblem, isRelated, missingFields, type DraftField, type EntryDraft } from './entry-draft';
import { ENTRY_TEXT } from './entry-texts';
import { useTimedMessage } from './use-timed-message';

export interface EntryFormProps {
  collection: EntryCollection;
  draft: EntryDraft;
  onChange(draft: EntryDraft): void;
  /** The person's units, which the measures are typed in. */
  system: UnitSystem;
  /** Called only when every required field is filled and every measure is valid. */
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

/** Only the problems of measures the person has not changed since. */
const stillBad = (problems: MeasureProblems, before: MeasureDraft, after: MeasureDraft): MeasureProblems =>
  Object.fromEntries(Object.entries(problems).filter(([name]) => before[name as keyof MeasureDraft] === after[name as keyof MeasureDraft]));

export function EntryForm(props: EntryFormProps) {
  const { collection, draft, onChange, system, onSubmit, onCancel, submitLabel, busy, idPrefix, label, notice, focusOnMount } = props;
  const related = isRelated(collection);
  const { zone } = useTimeZone();
  // Live: the message shows as soon as the time is ahead, and goes as soon as it is not.
  const future = futureTimeProblem(draft, zone);
  const futureId = `${idPrefix}-when-future`;
  const validation = useTimedMessage();
  const [invalid, setInvalid] = useState<DraftField[]>([]);
  const [measureProblems, setMeasureProblems] = useState<MeasureProblems>({});
  const measuresId = `${idPrefix}-measures`;
  // A food or drink's numbers: a new entry has none until the person picks a food or types them.
  const food = collection === 'food-drinks';
  const nutrition = draft.nutrition ?? nutritionDraft(null, draft.measures);

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
    'aria-invalid': invalid.includes(field) || (field === 'when' && future !== null) || undefined,
    'aria-describedby':
      [field === 'when' && future ? futureId : '', invalid.includes(field) && validation.message ? `${idPrefix}-validation` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = missingFields(collection, draft);
    const { problems } = measuresFromDraft(collection, draft.measures, system);
    const badMeasure = MEASURES_OF[collection].find((name) => problems[name]);
    setInvalid(missing);
    setMeasureProblems(problems);
    if (missing.length > 0) validation.show({ kind: 'error', text: ENTRY_TEXT.requiredFields });
    else validation.clear();
    if (missing.length > 0 || badMeasure) {
      document.getElementById(missing.length > 0 ? id(missing[0]) : `${measuresId}-m-${badMeasure}`)?.focus();
      return;
    }
    // A time in the future is not saved: its message is on the field already, focus goes there.
    if (futureTimeProblem(draft, zone)) {
      document.getElementById(id('when'))?.focus();
      return;
    }
    onSubmit(draft);
  };

  return (
    <form className="entry-form" onSubmit={submit} noValidate aria-label={label}>
      <div className={`entry-form-grid${related ? ' entry-form-related' : ''}`}>
        <div className="field">
          <label htmlFor={id('when')}>Date and time</label>
          <input type="datetime-local" {...fieldProps('when')} onKeyDown={leaveOnTab} />
          <InputValueText value={draft.when} />
          {future && (
            <p id={futureId} className="field-error">
              {future}
            </p>
          )}
        </div>
        {related && (
          <div className="field">
            <label htmlFor={id('itemType')}>Type</label>
            <input
              type="text"
              maxLength={ITEM_TYPE_MAX}
              autoComplete="off"
              list={`${id('itemType')}-suggestions`}
              {...fieldProps('itemType')}
            />
            <datalist id={`${id('itemType')}-suggestions`}>
              {RELATED_TYPE_SUGGESTIONS.map((name) => (
                <option key={name} value={typeLabel(name)} />
              ))}
            </datalist>
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
      {food && (
        <FoodNutrition
          idPrefix={`${idPrefix}-food`}
          measures={draft.measures}
          nutrition={nutrition}
          query={draft.details}
          onChange={(measures, next) => onChange({ ...draft, measures, nutrition: next })}
          onOwnNumbers={() => openOwnNumbers(measuresId)}
        />
      )}
      <MeasureFields
        collection={collection}
        draft={draft.measures}
        system={system}
        idPrefix={measuresId}
        problems={measureProblems}
        nutritionSource={food ? <p className="muted text-sm">{nutritionSourceText(nutrition.source)}</p> : undefined}
        onChange={(measures, changed) => {
          const typed = food ? withTypedMeasure(measures, nutrition, changed, draft.details) : { measures, nutrition: draft.nutrition };
          onChange({ ...draft, ...typed });
          setMeasureProblems(stillBad(measureProblems, draft.measures, measures));
        }}
      />
      <SubjectsField id={`${idPrefix}-subjects`} value={draft.subjects} onChange={(subjects) => onChange({ ...draft, subjects })} />
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
