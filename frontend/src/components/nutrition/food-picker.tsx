// Pick another food from the table (docs/NUTRITION.md "Searching the food table"): an ARIA combobox whose list is the
// foods API's answer for the words typed (debounced), best first, each with its kcal per default portion.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useId } from '@/lib/use-id';
import { formatNumber, TABLE_NAMES } from '@shared/nutrition';
import type { FoodResult } from '@/lib/api-contract.generated';
import { callApi } from '@/lib/call-api';
import { kcalPerPortion } from './food-numbers';
import { NUTRITION_TEXT } from './nutrition-texts';
import { portionWords } from './source-text';
import * as foodsOps from '@/lib/operations/foods.generated';

export interface FoodPickerProps {
  /** Unique on the page: the input's id. */
  id: string;
  /** The words to start from (the item's details). */
  initialQuery: string;
  onPick(food: FoodResult): void;
  onClose(): void;
}

/** Wait this long after the last key before searching: one request per pause, not per letter. */
export const SEARCH_DEBOUNCE_MS = 250;
const RESULTS = 10;

type Status = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; foods: FoodResult[] } | { kind: 'failed' };

export function FoodPicker({ id, initialQuery, onPick, onClose }: FoodPickerProps) {
  const [query, setQuery] = useState(initialQuery);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${useId().replace(/:/g, '')}-foods`;
  const latest = useRef(0);
  const foods = status.kind === 'done' ? status.foods : [];
  const expanded = foods.length > 0;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  useEffect(() => {
    const words = query.trim();
    const mine = ++latest.current;
    if (!words) {
      setStatus({ kind: 'idle' });
      return;
    }
    const timer = window.setTimeout(() => {
      setStatus({ kind: 'searching' });
      callApi(foodsOps.searchFoods, { query: { q: words.slice(0, 100), limit: RESULTS } }, { retries: 1 })
        .then((answer) => {
          if (latest.current !== mine) return;
          setStatus({ kind: 'done', foods: answer.results });
          setActive(answer.results.length > 0 ? 0 : -1);
        })
        .catch(() => latest.current === mine && setStatus({ kind: 'failed' }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const optionId = (index: number) => `${listId}-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && expanded) {
      event.preventDefault();
      setActive((index) => (index + 1) % foods.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? foods.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted food; it never submits the form around the picker.
      event.preventDefault();
      if (expanded && active >= 0) onPick(foods[active]);
    } else if (event.key === 'Escape') {
      // The picker closes; the review or dialog around it stays (they check defaultPrevented).
      event.preventDefault();
      onClose();
    }
  };

  const statusText =
    status.kind === 'searching'
      ? NUTRITION_TEXT.searching
      : status.kind === 'failed'
        ? NUTRITION_TEXT.searchFailed
        : status.kind === 'done'
          ? foods.length === 0
            ? NUTRITION_TEXT.noFoods
            : NUTRITION_TEXT.foodsFound(foods.length)
          : '';

  return (
    <div className="food-picker">
      <label htmlFor={id}>{NUTRITION_TEXT.searchLabel}</label>
      <div className="food-picker-row">
        <input
          ref={input}
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-status`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          {NUTRITION_TEXT.closeSearch}
        </button>
      </div>
      <p id={`${id}-status`} className="food-picker-status muted text-sm" role="status">
        {statusText}
      </p>
      <ul id={listId} role="listbox" aria-label={NUTRITION_TEXT.foodsLabel} className="food-picker-list" hidden={!expanded}>
        {foods.map((food, index) => {
          const { kcal, portion } = kcalPerPortion(food);
          return (
            <li
              key={`${food.table}:${food.code}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`food-option${index === active ? ' food-option-active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => onPick(food)}
            >
              <span className="food-option-name">{food.description}</span>
              <span className="food-option-meta muted text-sm">
                {kcal === undefined ? NUTRITION_TEXT.noKcal : `${formatNumber(kcal)} kcal per ${portionWords(portion)}`}
                {' · '}
                {TABLE_NAMES[food.table]}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
