// One entry type's card on the dashboard: its title, the latest entries, Edit opening the type's modal (docs/PRODUCT.md §2), and
// Add when it has none yet, opening the modal at its new-entry form. An empty panel is one compact block (title,
// 'No entries yet.', Add and Edit); a filled one is as tall as its rows. While loading, a panel reserves the rows it
// had last time (`reservedRows`), so what arrives takes exactly the room kept for it.
import type { ReactNode } from 'react';
import type { EntryType } from '@shared/entry-types';
import type { Entry } from '@/lib/api-contract.generated';
import { RecentEntriesTable } from '@/components/entries';

export interface EntriesPanelProps {
  entryType: EntryType;
  entries: Entry[];
  loading: boolean;
  failed: boolean;
  /** Rows to reserve while loading: the count this panel showed last time in this browser (0: the compact panel). */
  reservedRows: number;
  onEdit(): void;
  onAdd(): void;
  /** Shown between the header and the entries when the panel has rows (Food & Drinks: today's totals). */
  summary?: ReactNode;
}

export function EntriesPanel({ entryType, entries, loading, failed, reservedRows, onEdit, onAdd, summary }: EntriesPanelProps) {
  const titleId = `panel-${entryType.collection}-title`;
  const rows = loading ? reservedRows : failed ? 0 : entries.length;
  // Add stays in place while an empty panel loads, so the title beside it never rewraps when the answer comes.
  const offersAdd = rows === 0 && !failed;
  return (
    <section
      className="card entries-panel"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-collection={entryType.collection}
      data-rows={rows}
    >
      <header className="entries-panel-header">
        <div className="entries-panel-heading">
          <h3 id={titleId} className="entries-panel-title">
            {entryType.title}
          </h3>
          {rows === 0 && (
            <p className="muted entries-panel-note">
              {loading ? (
                <span className="skeleton entries-panel-note-skeleton" aria-hidden="true" />
              ) : failed ? (
                'These entries could not be loaded.'
              ) : (
                'No entries yet.'
              )}
            </p>
          )}
        </div>
        <div className="entries-panel-actions">
          {offersAdd && (
            <button type="button" className="btn btn-primary btn-sm" onClick={onAdd} aria-label={`Add a ${entryType.title} entry`}>
              Add
            </button>
          )}
          <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit} aria-label={`Edit ${entryType.title} logs`}>
            Edit
          </button>
        </div>
      </header>
      {rows > 0 && summary}
      {rows > 0 && (
        <RecentEntriesTable
          collection={entryType.collection}
          entries={entries}
          caption={`Latest ${entryType.title} entries`}
          loading={loading}
          rows={rows}
        />
      )}
    </section>
  );
}
