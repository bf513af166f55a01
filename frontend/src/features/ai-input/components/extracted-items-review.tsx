// The confirmation (docs/PRODUCT.md §4) as an editor: each extracted item can be changed or removed, one can be added,
// proposed changes to saved entries are shown before → after, and Confirm & Save saves what is shown. Items timed in
// the future are named next to Confirm & Save, which refuses them (focus on the first) until they change or go.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useId } from '@/lib/use-id';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useTimeZone } from '@/lib/time-zone';
import { futureItemsText, REVIEW_TEXT } from '../data-input-texts';
import { futureFlag } from '../review-draft';
import type { Review } from '../use-review';
import { ProposedChangeCard } from './proposed-change';
import { itemFieldId, ReviewItemEditor } from './review-item-editor';

type Props = {
  review: Review;
  imageUrl: string | null;
  saving: boolean;
  onConfirm(): void;
  onCancel(): void;
};

export function ExtractedItemsReview({ review, imageUrl, saving, onConfirm, onCancel }: Props) {
  const state = review.review!;
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const idPrefix = useId().replace(/:/g, '');
  const { zone } = useTimeZone();
  const futurePositions = state.items.flatMap((draft, i) => (futureFlag(draft, zone) ? [i + 1] : []));
  const blockedId = `${idPrefix}-future`;
  // Where focus goes once the list has re-rendered: a new item's type, or after a removal the next item.
  const focusNext = useRef<string | null>(null);

  // The review replaces nothing on screen, so focus moves to it for keyboard and screen reader users.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!focusNext.current) return;
    const target = focusNext.current === 'add' ? addButton.current : document.getElementById(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });
  // After a refused Confirm & Save, the first marked field takes focus.
  useEffect(() => {
    document.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-items`)} [aria-invalid="true"]`)?.focus();
  }, [review.problems, idPrefix]);

  // One function for every render (the items' editors are memoised), reading the review as it is when pressed.
  const latest = useRef({ state, review });
  latest.current = { state, review };
  const remove = useCallback(
    (key: number) => {
      const { state: now, review: current } = latest.current;
      const index = now.items.findIndex((item) => item.key === key);
      const next = now.items[index + 1] ?? now.items[index - 1];
      focusNext.current = next ? itemFieldId(idPrefix, next.key, 'heading') : 'add';
      current.removeItem(key);
    },
    [idPrefix],
  );
  const add = () => {
    focusNext.current = itemFieldId(idPrefix, review.addItem(), 'type');
  };
  // Escape is Cancel wherever focus is in the card, or when nothing in particular has focus (a click on the review's
  // text): not from another card's field, and not when a modal dialog has it (its own cancel comes first).
  const section = useRef<HTMLElement>(null);
  const escape = useRef<(event: KeyboardEvent) => void>(() => undefined);
  // After an edit, Escape asks in the page first (REVIEW_TEXT.discard); "Keep editing" returns focus where it was.
  const [askingDiscard, setAskingDiscard] = useState(false);
  escape.current = (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || saving) return;
    const target = event.target instanceof Node ? event.target : null;
    const card = section.current?.closest('.data-input-card');
    // In the card, or on what holds it (the page, or <main> after a click on plain text): not on another card's field.
    if (!card || !target || !(card.contains(target) || target.contains(card))) return;
    event.preventDefault();
    if (state.edited) setAskingDiscard(true);
    else onCancel();
  };
  // From the moment the review shows (useEffect waits for the next frame on preact/compat: docs/FRONTEND.md).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => escape.current(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={section} className="data-input-review" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="data-input-review-title">
        Review before saving
      </h3>
      <p className="muted text-sm">{REVIEW_TEXT.hint}</p>
      {imageUrl && <img className="data-input-review-image" src={imageUrl} alt="Uploaded photo" />}
      {state.unmatched.length > 0 && (
        <div className="alert alert-info review-unmatched">
          <p className="review-subtitle">{REVIEW_TEXT.unmatchedTitle}</p>
          <ul>
            {state.unmatched.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset className="review-fieldset" disabled={saving}>
        <legend className="sr-only">Extracted items</legend>
        <ul className="data-input-items" id={`${idPrefix}-items`}>
          {state.items.map((draft, i) => (
            <ReviewItemEditor
              key={draft.key}
              draft={draft}
              position={i + 1}
              count={state.items.length}
              system={review.system}
              problems={review.problems[draft.key]}
              idPrefix={idPrefix}
              onChange={review.updateItem}
              onRemove={remove}
            />
          ))}
        </ul>
        <button type="button" ref={addButton} className="btn btn-secondary btn-sm review-add" onClick={add}>
          {REVIEW_TEXT.addItem}
        </button>
        {state.changes.length > 0 && (
          <section className="review-changes" aria-label={REVIEW_TEXT.changesTitle}>
            <h4 className="review-subtitle">{REVIEW_TEXT.changesTitle}</h4>
            <ul className="data-input-items">
              {state.changes.map((change, i) => (
                <ProposedChangeCard
                  key={`${change.collection}/${change.id}`}
                  change={change}
                  system={review.system}
                  onToggle={() => review.toggleChange(i)}
                />
              ))}
            </ul>
          </section>
        )}
      </fieldset>
      {futurePositions.length > 0 && (
        <p id={blockedId} className="field-error review-blocked">
          {futureItemsText(futurePositions)}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={saving}
          aria-describedby={futurePositions.length > 0 ? blockedId : undefined}
        >
          {saving && <span className="spinner" aria-hidden="true" />}
          Confirm &amp; Save
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
      {askingDiscard && (
        <ConfirmDialog
          question={REVIEW_TEXT.discard}
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          onConfirm={onCancel}
          onCancel={() => setAskingDiscard(false)}
        />
      )}
    </section>
  );
}
