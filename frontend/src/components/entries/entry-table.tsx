// A type's entries with Edit and Delete per row; the row being edited turns into the entry form (docs/PRODUCT.md "Log edit modal").
import type { ReactNode } from 'react';
import type { EntryCollection } from '@shared/entry-types';
import { unitSystemOf } from '@shared/measures';
import type { Entry } from '@/lib/api-contract.generated';
import { useDateTimeFormatter, useTimeZone } from '@/lib/time-zone';
import { fullColumns, hasImages } from './entry-cells';
import { entrySummary } from './entry-draft';
import { useDrinkUnit } from './use-drink-unit';

export interface EntryTableProps {
  collection: EntryCollection;
  entries: readonly Entry[];
  caption: string;
  editingId: string | null;
  /** The form shown in place of the row being edited. */
  renderEditor(entry: Entry): ReactNode;
  onEdit(entry: Entry): void;
  onDelete(entry: Entry): void;
  deletingId: string | null;
}

export function EntryTable(props: EntryTableProps) {
  const { collection, entries, caption, editingId, renderEditor, onEdit, onDelete, deletingId } = props;
  const format = useDateTimeFormatter();
  const system = unitSystemOf(useTimeZone().locale);
  const drinkUnit = useDrinkUnit();
  const columns = fullColumns(collection, format, system, hasImages(entries), drinkUnit);

  return (
    <table className="entry-table entry-table-stacking">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const name = entrySummary(entry) || format(entry.utc_time);
          if (entry.id === editingId) {
            return (
              <tr key={entry.id} className="entry-row-editing">
                <td colSpan={columns.length + 1}>{renderEditor(entry)}</td>
              </tr>
            );
          }
          return (
            <tr key={entry.id}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={column.className}>
                  {column.render(entry)}
                </td>
              ))}
              <td className="entry-cell-actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => onEdit(entry)}
                  aria-label={`Edit entry: ${name}`}
                  data-edit-entry={entry.id}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-sm entry-delete"
                  onClick={() => onDelete(entry)}
                  aria-label={`Delete entry: ${name}`}
                  aria-disabled={deletingId === entry.id || undefined}
                >
                  Delete
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
