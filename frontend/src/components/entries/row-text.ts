// What a row says of an entry, each fact once (issue 23: "Weight · Weight · Weight 72.4 kg" and "Stress 7/10" over
// "stress 7/10"): the measures line is left out when the details already say every word of it; a related entry's type
// when its name says it; its data details when the name, the type and the measures (in either unit system) say them.
import { typeLabel } from '@shared/entry-types';
import { summariseMeasures, type UnitSystem } from '@shared/measures';
import { withoutTableNumbers, type DrinkUnit } from '@shared/nutrition';
import type { Entry } from '@/lib/api-contract.generated';
import { entrySummary } from './entry-draft';

/** A text's words, lower case, with a number apart from its unit ("400mg" → "400", "mg") and no punctuation. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\d)([a-zµ°%])/g, '$1 $2')
    .split(/[\s,;:·()[\]"'“”‘’!?–—]+/)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean);
}

/** Whether every word of `text` is already said by `others`. */
export function saidBy(text: string, ...others: string[]): boolean {
  const known = new Set(others.flatMap(wordsOf));
  const words = wordsOf(text);
  return words.length > 0 && words.every((word) => known.has(word));
}

export interface RowText {
  /** The details, or a related entry's name. */
  name: string;
  /** A related entry's type ("Heart rate"), when the name does not say it. */
  type: string;
  /** The measures in the person's units ("28 min · 3.11 mi"), when the details do not already say them. */
  measures: string;
  /** A related entry's data details, when the name, type and measures do not say them all. */
  details: string;
}

export function rowText(entry: Entry, system: UnitSystem, options: { withoutNutrients?: boolean; drinkUnit?: DrinkUnit } = {}): RowText {
  const name = entrySummary(entry);
  const stored = options.withoutNutrients ? withoutTableNumbers(entry.measures) : entry.measures;
  const shown = summariseMeasures(stored, system, options.drinkUnit);
  const measures = shown && !saidBy(shown, name) ? shown : '';
  const label = entry.item_type ? typeLabel(entry.item_type) : '';
  const type = label && !saidBy(label, name) ? label : '';
  const raw = (entry.data_details ?? '').toString();
  // Data details written in the other unit system ("72.4 kg" for a person reading lb) are still the same fact.
  const other = summariseMeasures(stored, system === 'metric' ? 'us' : 'metric', options.drinkUnit);
  const details = raw && !saidBy(raw, name, label, shown, other) ? raw : '';
  return { name, type, measures, details };
}
