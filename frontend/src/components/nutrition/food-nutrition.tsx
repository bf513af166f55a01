// A food's numbers where a person checks and changes them (the review's items, the entry editor): what it was matched to
// and from which table, the amount (the numbers follow at once), kcal / protein / carbs / fat, another food from a
// search of the table, or their own numbers (docs/NUTRITION.md "In the review").
import { useEffect, useState } from 'react';
import { formatNumber, HEADLINE_NUTRIENTS, NUTRIENTS, TABLE_NAMES } from '@shared/nutrition';
import type { FoodResult } from '@/lib/api-contract.generated';
import type { MeasureDraft } from '@/components/measure-fields';
import { FoodPicker } from './food-picker';
import { nutrientsOfDraft, withAmount, withFood, type NutritionDraft } from './food-numbers';
import { NUTRITION_TEXT } from './nutrition-texts';
import { portionWords } from './source-text';
import './nutrition.css';

export interface FoodNutritionProps {
  /** Unique on the page: ids derive from it. */
  idPrefix: string;
  measures: MeasureDraft;
  nutrition: NutritionDraft;
  /** The item's words: what the search starts from. */
  query: string;
  onChange(measures: MeasureDraft, nutrition: NutritionDraft): void;
  /** Open the Nutrition fields with focus on Energy: the person types their own numbers there. */
  onOwnNumbers(): void;
}

const AMOUNT_MAX = 1000;
const readAmount = (text: string) => {
  const value = /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;
  return value > 0 && value <= AMOUNT_MAX ? value : undefined;
};
const amountText = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : String(amount));

export function FoodNutrition({ idPrefix, measures, nutrition, query, onChange, onOwnNumbers }: FoodNutritionProps) {
  const { source } = nutrition;
  const [searching, setSearching] = useState(false);
  const [amount, setAmount] = useState(amountText(source?.amount));
  const id = (part: string) => `${idPrefix}-nutrition-${part}`;
  const values = nutrientsOfDraft(measures);
  const hasNumbers = Object.keys(values).length > 0;
  const scalable = Boolean(source && nutrition.base && (source.portion_grams !== null || source.amount !== null));
  const amountProblem = amount.trim() !== '' && readAmount(amount) === undefined;

  // Another food or the person's numbers set their own amount: the field shows it.
  useEffect(() => {
    setAmount((typed) => (readAmount(typed) === (source?.amount ?? undefined) ? typed : amountText(source?.amount)));
  }, [source?.amount]);

  const changeAmount = (text: string) => {
    setAmount(text);
    const value = readAmount(text);
    if (value === undefined) return;
    const next = withAmount(measures, nutrition, value);
    onChange(next.measures, next.nutrition);
  };
  const pick = (food: FoodResult) => {
    const next = withFood(measures, nutrition, food, query);
    setSearching(false);
    onChange(next.measures, next.nutrition);
    window.setTimeout(() => document.getElementById(id('amount'))?.focus() ?? document.getElementById(id('choose'))?.focus());
  };
  const closeSearch = () => {
    setSearching(false);
    window.setTimeout(() => document.getElementById(id('choose'))?.focus());
  };

  return (
    <div className="food-nutrition" role="group" aria-labelledby={id('title')}>
      <p id={id('title')} className="food-nutrition-title">
        {NUTRITION_TEXT.section}
      </p>
      <SourceLines nutrition={nutrition} />
      {scalable && source && (
        <div className="food-amount">
          <label htmlFor={id('amount')}>{NUTRITION_TEXT.amount}</label>
          <input
            id={id('amount')}
            className="food-amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={amountProblem || undefined}
            aria-describedby={`${id('portion')}${amountProblem ? ` ${id('amount-problem')}` : ''}`}
            onChange={(event) => changeAmount(event.target.value)}
          />
          <span id={id('portion')} className="food-portion">
            {source.portion
              ? `× ${portionWords(source.portion)}${source.portion_grams !== null ? ` (${formatNumber(source.portion_grams)}\u00a0g)` : ''}`
              : ''}
            {source.grams !== null && ` = ${formatNumber(source.grams)}\u00a0g`}
          </span>
          {amountProblem && (
            <p id={id('amount-problem')} className="field-error">
              {NUTRITION_TEXT.amountProblem}
            </p>
          )}
        </div>
      )}
      {hasNumbers ? (
        <dl className="food-headline" aria-live="polite">
          {HEADLINE_NUTRIENTS.map((name) => (
            <div key={name} className="food-headline-cell">
              <dt>{name === 'energy_kcal' ? 'kcal' : NUTRIENTS[name].short}</dt>
              <dd data-nutrient={name}>
                {values[name] === undefined ? '—' : formatNumber(values[name]!)}
                {values[name] !== undefined && name !== 'energy_kcal' && <span className="food-headline-unit"> g</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        source?.matched !== false && <p className="muted text-sm">{source ? NUTRITION_TEXT.noNumbers : NUTRITION_TEXT.fromWords}</p>
      )}
      {searching ? (
        <FoodPicker id={id('search')} initialQuery={query} onPick={pick} onClose={closeSearch} />
      ) : (
        <div className="food-actions">
          <button type="button" id={id('choose')} className="btn btn-secondary btn-sm" onClick={() => setSearching(true)}>
            {source?.matched ? NUTRITION_TEXT.chooseFood : NUTRITION_TEXT.chooseMatch}
          </button>
          <button type="button" className="btn btn-link btn-sm" onClick={onOwnNumbers}>
            {NUTRITION_TEXT.ownNumbers}
          </button>
        </div>
      )}
    </div>
  );
}

/** Where the numbers came from: the table's food, the person's own numbers, or no match (NO_MATCH_MESSAGE). */
export function SourceLines({ nutrition }: { nutrition: Pick<NutritionDraft, 'source'> }) {
  const { source } = nutrition;
  if (!source) return null;
  if (source.edited) {
    return (
      <p className="food-source">
        <strong>{NUTRITION_TEXT.ownNumbersSource}</strong>
        {source.matched && source.food && <span className="muted"> (the table had: {source.food})</span>}
      </p>
    );
  }
  if (!source.matched) return <p className="food-no-match">{NUTRITION_TEXT.noMatch}</p>;
  return (
    <>
      <p className="food-source">
        <strong className="food-source-name">{source.food}</strong>
        {source.table && <span className="muted text-sm"> · {TABLE_NAMES[source.table]}</span>}
      </p>
      {source.note && <p className="food-note muted text-sm">{source.note}</p>}
    </>
  );
}
