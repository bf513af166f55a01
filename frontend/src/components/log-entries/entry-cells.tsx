// What a table shows of an entry, column by column, for both tables (details types and related data differ); a food or
// drink's numbers have a column of their own on the Logs page, with where they came from.
import type { ReactNode } from 'react';
import { typeLabel, type EntryCollection } from '@shared/log-types';
import { summariseMeasures, type UnitSystem } from '@shared/measures';
import { nutritionLine, withoutTableNumbers, type DrinkUnit } from '@shared/nutrition';
import { nutritionSourceText } from '@/components/nutrition/source-text';
import type { LogEntry } from '@shared/schemas/logs';
import { entrySummary, isRelated } from './entry-draft';
import { EntryImageThumbnail } from './entry-image';

export interface EntryColumn {
  label: string;
  className?: string;
  render(entry: LogEntry): ReactNode;
}

export function whenColumn(format: (iso: string) => string): EntryColumn {
  return {
    label: 'Date and time',
    className: 'entry-cell-when',
    render: (entry) => <time dateTime={entry.utc_time}>{format(entry.utc_time)}</time>,
  };
}

/** The details (or name), and under them the measures in the person's units when there are any ("5 km · 28 min"). */
export function summaryColumn(
  collection: EntryCollection,
  system: UnitSystem,
  options: { clamp?: boolean; withoutNutrients?: boolean; drinkUnit?: DrinkUnit } = {},
): EntryColumn {
  const { clamp = false, withoutNutrients = false, drinkUnit } = options;
  return {
    label: isRelated(collection) ? 'Name' : 'Details',
    className: 'entry-cell-text',
    render: (entry) => {
      const measures = summariseMeasures(withoutNutrients ? withoutTableNumbers(entry.measures) : entry.measures, system, drinkUnit);
      return (
        <>
          {clamp ? <span className="entry-text-clamp">{entrySummary(entry)}</span> : entrySummary(entry)}
          {measures && <span className="entry-measures muted">{measures}</span>}
        </>
      );
    },
  };
}

/** A food or drink's kcal and macros, and under them where they came from (the table's food, own numbers, no match). */
export const nutritionColumn: EntryColumn = {
  label: 'Nutrition',
  className: 'entry-cell-nutrition',
  render: (entry) => {
    const line = nutritionLine(entry.measures ?? {});
    const source = nutritionSourceText(entry.nutrition);
    if (!line && !source) return null;
    return (
      <div>
        {line && <span className="entry-nutrition-line">{line}</span>}
        {source && <span className="entry-measures muted">{source}</span>}
      </div>
    );
  },
};

/** The image column only when some entry on screen has one. */
export const hasImages = (entries: readonly LogEntry[]) => entries.some((entry) => entry.image_url);

export const imageColumn: EntryColumn = {
  label: 'Image',
  className: 'entry-cell-image',
  render: (entry) =>
    entry.image_url ? <EntryImageThumbnail imageUrl={entry.image_url} label={entrySummary(entry) || 'Entry image'} /> : null,
};

/** Every column of the full table, in order. */
export function fullColumns(
  collection: EntryCollection,
  format: (iso: string) => string,
  system: UnitSystem,
  withImages: boolean,
  drinkUnit?: DrinkUnit,
): EntryColumn[] {
  const related: EntryColumn[] = isRelated(collection)
    ? [
        { label: 'Type', render: (entry) => typeLabel(entry.item_type ?? '') },
        { label: 'Data details', className: 'entry-cell-text', render: (entry) => entry.data_details ?? '' },
      ]
    : [];
  const food = collection === 'food-drinks';
  return [
    whenColumn(format),
    summaryColumn(collection, system, { withoutNutrients: food, drinkUnit }),
    ...(food ? [nutritionColumn] : []),
    ...related,
    { label: 'Notes', className: 'entry-cell-text', render: (entry) => entry.notes ?? '' },
    ...(withImages ? [imageColumn] : []),
  ];
}
