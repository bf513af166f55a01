// What a table shows of an entry, column by column, for both tables (details types and related data differ); a food or
// drink's numbers have a column of their own on the Logs page, with where they came from.
import type { ReactNode } from 'react';
import type { EntryCollection } from '@shared/entry-types';
import type { UnitSystem } from '@shared/measures';
import { nutritionLine, type DrinkUnit } from '@shared/nutrition';
import { nutritionSourceText } from '@/components/nutrition/source-text';
import type { Entry } from '@/lib/api-contract.generated';
import { entrySummary, isRelated } from './entry-draft';
import { ClampedText } from './clamped-text';
import { EntryImageThumbnail } from './entry-image';
import { rowText } from './row-text';

export interface EntryColumn {
  label: string;
  className?: string;
  render(entry: Entry): ReactNode;
}

/**
 * When: in a panel's narrow column the date over the time (the one format's text, the comma kept for screen readers),
 * so the details get the width.
 */
export function whenColumn(format: (iso: string) => string, options: { stacked?: boolean } = {}): EntryColumn {
  return {
    label: 'Date and time',
    className: 'entry-cell-when',
    render: (entry) => {
      const text = format(entry.utc_time);
      const split = options.stacked ? text.lastIndexOf(', ') : -1;
      return (
        <time dateTime={entry.utc_time}>
          {split < 0 ? (
            text
          ) : (
            <>
              <span className="entry-when-part">{text.slice(0, split)}</span>
              <span className="sr-only">, </span>
              <span className="entry-when-part">{text.slice(split + 2)}</span>
            </>
          )}
        </time>
      );
    },
  };
}

/**
 * The details (or name), and under them, in one muted line, a related entry's type and the measures in the person's
 * units ("5 km · 28 min"), each only when the details do not already say it (row-text.ts).
 */
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
      const row = rowText(entry, system, { withoutNutrients, drinkUnit });
      const line = [row.type, row.measures].filter(Boolean).join(' · ');
      return (
        <>
          {clamp ? <ClampedText text={row.name} /> : row.name}
          {line && <span className="entry-measures muted">{line}</span>}
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
export const hasImages = (entries: readonly Entry[]) => entries.some((entry) => entry.image_url);

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
  // A related entry's type sits under its name (summaryColumn); its data details only when they add something.
  const related: EntryColumn[] = isRelated(collection)
    ? [{ label: 'Data details', className: 'entry-cell-text', render: (entry) => rowText(entry, system).details || null }]
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
