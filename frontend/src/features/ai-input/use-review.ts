// The review's state: the items as editable drafts, the proposed changes the person keeps or drops, the
// sentences about changes that matched nothing, and each item's problems once Confirm & Save was pressed.
import { useCallback, useRef, useState } from 'react';
import type { ChangeRequest, ExtractedItem, ExtractionAnswer, ProposedChange } from '@/lib/api-contract.generated';
import { unitSystemOf } from '@shared/measures';
import { useTimeZone } from '@/lib/time-zone';
import { blankItem, draftFromItem, itemFromDraft, type ItemDraft, type ItemProblems } from './review-draft';

export type ReviewChange = ProposedChange & { dropped: boolean };
export interface ReviewState {
  items: ItemDraft[];
  changes: ReviewChange[];
  unmatched: string[];
  /** The person changed something: Escape asks before discarding it. */
  edited: boolean;
}

export function useReview() {
  const { zone, locale } = useTimeZone();
  const system = unitSystemOf(locale);
  const [review, setReview] = useState<ReviewState | null>(null);
  const [problems, setProblems] = useState<Record<number, ItemProblems>>({});
  const nextKey = useRef(0);

  const edit = useCallback(
    (change: (state: ReviewState) => Partial<ReviewState>) =>
      setReview((state) => (state ? { ...state, ...change(state), edited: true } : state)),
    [],
  );
  // The same function at every render, so an item's editor that did not change is not drawn again at each keystroke
  // in another (ReviewItemEditor is memoised: docs/PERFORMANCE.md "The first render in tasks").
  const updateItem = useCallback(
    (draft: ItemDraft) => edit((state) => ({ items: state.items.map((item) => (item.key === draft.key ? draft : item)) })),
    [edit],
  );

  return {
    review,
    problems,
    system,
    open(answer: ExtractionAnswer) {
      setProblems({});
      setReview({
        items: answer.items.map((item) => draftFromItem(item, nextKey.current++, zone, system)),
        changes: answer.changes.map((change) => ({ ...change, dropped: false })),
        unmatched: answer.unmatched,
        edited: false,
      });
    },
    close() {
      setReview(null);
      setProblems({});
    },
    updateItem,
    removeItem(key: number) {
      edit((state) => ({ items: state.items.filter((item) => item.key !== key) }));
    },
    /** The new item's key, so its first field can take focus. */
    addItem(): number {
      const key = nextKey.current++;
      edit((state) => ({ items: [...state.items, blankItem(key, zone)] }));
      return key;
    },
    toggleChange(index: number) {
      edit((state) => ({ changes: state.changes.map((change, i) => (i === index ? { ...change, dropped: !change.dropped } : change)) }));
    },
    /** What Confirm & Save sends, or null when an item has problems (then shown on its fields). */
    build(): { items: ExtractedItem[]; changes: ChangeRequest[] } | null {
      if (!review) return null;
      const found: Record<number, ItemProblems> = {};
      const items: ExtractedItem[] = [];
      for (const draft of review.items) {
        const checked = itemFromDraft(draft, zone, system);
        if (checked.item) items.push(checked.item);
        else found[draft.key] = checked.problems;
      }
      setProblems(found);
      if (Object.keys(found).length > 0) return null;
      const changes = review.changes
        .filter((change) => !change.dropped)
        .map(({ action, collection, id, version, set }) => ({ action, collection, id, version, ...(set ? { set } : {}) }) as ChangeRequest);
      return { items, changes };
    },
  };
}

export type Review = ReturnType<typeof useReview>;
