// One extracted item in the review, editable: type (the six, or related data with its name), date and time in
// the person's zone, details, notes, measures and subjects; a food's numbers (its match, amount, another food, own
// numbers); a time in the future flagged as the field's error (it blocks Confirm & Save), an old one marked; a
// duplicate notice; Remove. The date-time field is one Tab stop (lib/one-tab-stop.ts).
import { memo } from 'react';
import { ITEM_TYPE_LABELS, RELATED_TYPE_SUGGESTIONS } from '@shared/entry-types';
import type { UnitSystem } from '@shared/measures';
import { NOTES_MAX, TEXT_MAX } from '@shared/entry-limits';
import { MeasureFields, SubjectsField } from '@/components/measure-fields';
import { FoodNutrition, nutritionSourceText, openOwnNumbers, withTypedMeasure } from '@/components/nutrition';
import { InputValueText, nowInputValue, useDateTimeFormatter, useTimeZone } from '@/lib/time-zone';
import { leaveOnTab } from '@/lib/one-tab-stop';
import { REVIEW_TEXT } from '../data-input-texts';
import {
  collectionOfDraft,
  futureFlag,
  isOldTime,
  OLD_TIME_TEXT,
  RELATED,
  type ItemDraft,
  type ItemField,
  type ItemProblems,
} from '../review-draft';

export interface ReviewItemEditorProps {
  draft: ItemDraft;
  position: number;
  count: number;
  system: UnitSystem;
  problems?: ItemProblems;
  idPrefix: string;
  onChange(draft: ItemDraft): void;
  onRemove(key: number): void;
}

export const itemFieldId = (idPrefix: string, key: number, field: string) => `${idPrefix}-item-${key}-${field}`;

// memo: a keystroke in one item draws that item alone, not every item of the review (INP of an edit on a phone).
export const ReviewItemEditor = memo(function ReviewItemEditor({
  draft,
  position,
  count,
  system,
  problems,
  idPrefix,
  onChange,
  onRemove,
}: ReviewItemEditorProps) {
  const { zone } = useTimeZone();
  const formatDateTime = useDateTimeFormatter();
  const id = (field: string) => itemFieldId(idPrefix, draft.key, field);
  const headingId = id('heading');
  // The flag is live: changing the time clears it at once; an old time is only a mark.
  const future = futureFlag(draft, zone);
  const old = !future && isOldTime(draft, zone);
  const set = (field: keyof ItemDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  const problemOf = (field: ItemField) => problems?.fields[field];
  const describedBy = (field: ItemField, extra?: string) =>
    [problemOf(field) ? id(`${field}-problem`) : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const timeNote = future ? id('future') : old ? id('mark') : undefined;
  const fieldProps = (field: ItemField) => ({
    id: id(field),
    name: field,
    'aria-invalid': problemOf(field) || (field === 'when' && future) ? true : undefined,
    'aria-describedby': describedBy(field, field === 'when' ? timeNote : undefined),
  });
  const problem = (field: ItemField) =>
    problemOf(field) && (
      <p id={id(`${field}-problem`)} className="field-error">
        {problemOf(field)}
      </p>
    );
  const duplicate = draft.duplicateOf;
  const collection = draft.type === '' ? null : collectionOfDraft(draft);
  const food = collection === 'food-drinks';

  return (
    <li className={`review-item${future ? ' review-item-future' : old ? ' review-item-marked' : ''}`} aria-labelledby={headingId}>
      <div className="review-item-top">
        <h4 id={headingId} className="review-item-title" tabIndex={-1}>
          Item {position} of {count}
        </h4>
        <button type="button" className="btn btn-link btn-sm" onClick={() => onRemove(draft.key)} aria-label={`Remove item ${position}`}>
          Remove
        </button>
      </div>

      {duplicate && (
        <div className="review-duplicate" role="note">
          <p>
            {REVIEW_TEXT.duplicate} “{duplicate.text}” ({formatDateTime(duplicate.calculated_timestamp)}).
          </p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => onRemove(draft.key)}
            aria-label={`${REVIEW_TEXT.skip}: item ${position}`}
          >
            {REVIEW_TEXT.skip}
          </button>
        </div>
      )}

      <div className="review-item-grid">
        <div className="field">
          <label htmlFor={id('type')}>Type</label>
          <select {...fieldProps('type')} value={draft.type} onChange={set('type')}>
            {draft.type === '' && <option value="">Choose a type</option>}
            {Object.entries(ITEM_TYPE_LABELS).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
            <option value={RELATED}>Related Data</option>
          </select>
          {problem('type')}
        </div>
        {draft.type === RELATED && (
          <div className="field">
            <label htmlFor={id('relatedType')}>Type name</label>
            <input
              type="text"
              autoComplete="off"
              maxLength={100}
              list={id('relatedTypes')}
              {...fieldProps('relatedType')}
              value={draft.relatedType}
              onChange={set('relatedType')}
            />
            <datalist id={id('relatedTypes')}>
              {RELATED_TYPE_SUGGESTIONS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            {problem('relatedType')}
          </div>
        )}
        <div className="field">
          <label htmlFor={id('when')}>{draft.dayOnly ? 'Date' : 'Date and time'}</label>
          <input
            type={draft.dayOnly ? 'date' : 'datetime-local'}
            {...fieldProps('when')}
            value={draft.when}
            onChange={set('when')}
            onKeyDown={leaveOnTab}
          />
          <InputValueText value={draft.when} dayOnly={draft.dayOnly} />
          {draft.dayOnly && (
            <button
              type="button"
              className="btn btn-link btn-sm review-add-time"
              onClick={() => onChange({ ...draft, dayOnly: false, when: draft.when ? `${draft.when}T12:00` : nowInputValue(zone) })}
            >
              Add a time
            </button>
          )}
          {future && (
            <p id={id('future')} className="field-error review-future">
              {future}
            </p>
          )}
          {old && (
            <p id={id('mark')} className="review-mark">
              {OLD_TIME_TEXT}
            </p>
          )}
          {problem('when')}
        </div>
        <div className="field review-item-wide">
          <label htmlFor={id('details')}>Details</label>
          <textarea rows={2} maxLength={TEXT_MAX} {...fieldProps('details')} value={draft.details} onChange={set('details')} />
          {problem('details')}
        </div>
        <div className="field review-item-wide">
          <label htmlFor={id('notes')}>Notes (optional)</label>
          <textarea rows={1} maxLength={NOTES_MAX} id={id('notes')} name="notes" value={draft.notes} onChange={set('notes')} />
        </div>
      </div>

      {food && (
        <FoodNutrition
          idPrefix={id('food')}
          measures={draft.measures}
          nutrition={draft.nutrition}
          query={draft.details}
          onChange={(measures, nutrition) => onChange({ ...draft, measures, nutrition })}
          onOwnNumbers={() => openOwnNumbers(id('measures'))}
        />
      )}
      {collection && (
        <MeasureFields
          collection={collection}
          draft={draft.measures}
          system={system}
          idPrefix={id('measures')}
          problems={problems?.measures}
          nutritionSource={food ? <p className="muted text-sm">{nutritionSourceText(draft.nutrition.source)}</p> : undefined}
          onChange={(measures, changed) => {
            const typed = food
              ? withTypedMeasure(measures, draft.nutrition, changed, draft.details)
              : { measures, nutrition: draft.nutrition };
            onChange({ ...draft, ...typed });
          }}
        />
      )}
      <SubjectsField id={id('subjects')} value={draft.subjects} onChange={(subjects) => onChange({ ...draft, subjects })} />
    </li>
  );
});
