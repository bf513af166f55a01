// A dashboard panel's table: the latest entries (docs/PRODUCT.md §9: 5, newest first by utc_time), skeleton rows while loading.
// Every row is one height (two lines of text at most, or a thumbnail; a longer text opens in place on demand), so the
// skeleton of n rows is the table of n rows. The date sits over the time, so the details get the width.
import type { EntryCollection } from '@shared/entry-types';
import { unitSystemOf } from '@shared/measures';
import type { Entry } from '@/lib/api-contract.generated';
import { useDateTimeFormatter, useTimeZone } from '@/lib/time-zone';
import { hasImages, imageColumn, summaryColumn, whenColumn } from './entry-cells';
import { useDrinkUnit } from './use-drink-unit';

export interface RecentEntriesTableProps {
  collection: EntryCollection;
  /** Already cut to the latest few, newest first. */
  entries: readonly Entry[];
  caption: string;
  loading: boolean;
  /** While loading, how many rows to reserve (the panel's count last time), so nothing jumps when they arrive. */
  rows: number;
}

export function RecentEntriesTable({ collection, entries, caption, loading, rows }: RecentEntriesTableProps) {
  const format = useDateTimeFormatter();
  const system = unitSystemOf(useTimeZone().locale);
  const drinkUnit = useDrinkUnit();
  const columns = [
    whenColumn(format, { stacked: true }),
    summaryColumn(collection, system, { clamp: true, drinkUnit }),
    ...(hasImages(entries) ? [imageColumn] : []),
  ];

  if (loading) {
    return (
      <div className="recent-entries recent-entries-loading" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="skeleton recent-entries-skeleton-row" />
        ))}
      </div>
    );
  }
  return (
    <div className="recent-entries">
      <table className="entry-table entry-table-compact">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label === 'Image' ? <span className="sr-only">Image</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              {columns.map((column) => (
                <td key={column.label} className={column.className}>
                  {column.render(entry)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
