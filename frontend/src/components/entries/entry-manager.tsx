// A type's entries to manage: the create form (behind an "Add an entry" button on a phone), the list with row edit and
// delete, Load more, and the 3 s messages (docs/PRODUCT.md §4, §5, §8).
import { useEffect, useRef, useState } from 'react';
import type { EntryType } from '@shared/entry-types';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import type { EntryPages } from '@/lib/entries-api/list-entries';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { ConflictNotice } from './conflict-notice';
import { EntryForm } from './entry-form';
import { EntryTable } from './entry-table';
import { entrySummary } from './entry-draft';
import { ENTRIES_LOAD_FAILED, ENTRY_TEXT } from './entry-texts';
import { useEntryEditor } from './use-entry-editor';
import { usePhoneLayout } from './use-phone-layout';

export interface EntryManagerProps {
  entryType: EntryType;
  list: EntryPages;
  /** Called after a create, save or delete, so other views of these entries reload. */
  onChanged?(): void;
  /** Unique on the page: form field ids derive from it. */
  idPrefix: string;
  /** Focus the new entry's first field on mount (the panel's Add). */
  focusCreate?: boolean;
  /** What an empty list says instead of 'No entries yet.' (the Logs page names its dates). */
  emptyText?: string;
}

function ListSkeleton() {
  return (
    <div className="entry-list-skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span key={i} className="skeleton entry-list-skeleton-row" />
      ))}
    </div>
  );
}

export function EntryManager({ entryType, list, onChanged, idPrefix, focusCreate, emptyText = 'No entries yet.' }: EntryManagerProps) {
  const { collection, title } = entryType;
  const editor = useEntryEditor(collection, list, onChanged);
  const { message, editing } = editor;
  const root = useRef<HTMLDivElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const lastEditedId = useRef<string | null>(null);

  // Keyboard users keep their place: after Save or Cancel, back on the row's Edit button (or the list if it is gone).
  useEffect(() => {
    const previous = lastEditedId.current;
    lastEditedId.current = editing?.id ?? null;
    if (!previous || editing) return;
    const button = [...(root.current?.querySelectorAll<HTMLElement>('[data-edit-entry]') ?? [])].find(
      (candidate) => candidate.dataset.editEntry === previous,
    );
    (button ?? listHeading.current)?.focus();
  }, [editing]);

  // On a phone "Add an entry" is a button that shows the form (open from the start when the panel's Add asked for it);
  // on a wider screen the form is always there. The draft lives in the editor, so closing it loses nothing.
  const phone = usePhoneLayout();
  const [createOpen, setCreateOpen] = useState(Boolean(focusCreate));
  const createShown = !phone || createOpen;
  const createId = `${idPrefix}-create-form`;
  const addToggle = useRef<HTMLButtonElement>(null);
  const closeCreate = () => {
    setCreateOpen(false);
    addToggle.current?.focus();
  };

  const format = useDateTimeFormatter();
  const asked = editor.deleteAsked;
  const remove = async () => {
    // The row and its Delete button go away: focus the list instead of leaving it on the page's body.
    if (await editor.remove()) listHeading.current?.focus();
  };

  return (
    <div className="entry-manager" ref={root}>
      <div className="entry-toast-region" aria-live="polite">
        {message && (
          <p className={`alert alert-${message.kind} entry-toast`} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
      </div>

      <section className="entry-manager-section entry-manager-create" aria-labelledby={`${idPrefix}-create-title`}>
        {/* On a phone the form waits behind its button (a disclosure), so the entries are not pushed a screen down. */}
        <h3 id={`${idPrefix}-create-title`} className="entry-manager-heading">
          {phone ? (
            <button
              type="button"
              className="btn btn-secondary entry-add-toggle"
              aria-expanded={createShown}
              aria-controls={createId}
              onClick={() => setCreateOpen(!createShown)}
              ref={addToggle}
            >
              <span aria-hidden="true" className="entry-add-toggle-sign">
                {createShown ? '−' : '+'}
              </span>
              Add an entry
            </button>
          ) : (
            'Add an entry'
          )}
        </h3>
        <div id={createId} hidden={!createShown}>
          {createShown && (
            <EntryForm
              collection={collection}
              draft={editor.createDraft}
              onChange={editor.setCreateDraft}
              system={editor.system}
              onSubmit={(draft) => void editor.create(draft)}
              onCancel={phone ? closeCreate : undefined}
              submitLabel="Add entry"
              busy={editor.creating}
              idPrefix={`${idPrefix}-new`}
              label={`New ${title} entry`}
              focusOnMount={phone ? createOpen : focusCreate}
            />
          )}
        </div>
      </section>

      <section className="entry-manager-section" aria-labelledby={`${idPrefix}-list-title`} aria-busy={list.isLoading || undefined}>
        <h3 id={`${idPrefix}-list-title`} className="entry-manager-heading" ref={listHeading} tabIndex={-1}>
          Entries
        </h3>
        {list.isLoading ? (
          <ListSkeleton />
        ) : list.error && list.entries.length === 0 ? (
          <div className="alert alert-error row row-between" role="alert">
            <span>{ENTRIES_LOAD_FAILED}</span>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void list.refresh()}>
              Retry
            </button>
          </div>
        ) : list.entries.length === 0 ? (
          <p className="muted">{emptyText}</p>
        ) : (
          <EntryTable
            collection={collection}
            entries={list.entries}
            caption={`${title} entries, newest first`}
            editingId={editing?.id ?? null}
            onEdit={editor.startEdit}
            onDelete={editor.askDelete}
            deletingId={editor.deletingId}
            renderEditor={(entry) =>
              editing && (
                <EntryForm
                  collection={collection}
                  draft={editing.draft}
                  onChange={editor.setEditDraft}
                  system={editor.system}
                  onSubmit={(draft) => void editor.saveEdit(draft)}
                  onCancel={editor.cancelEdit}
                  submitLabel="Save"
                  busy={editor.saving}
                  idPrefix={`${idPrefix}-edit`}
                  label="Edit entry"
                  focusOnMount
                  notice={editing.conflict && <ConflictNotice detail={editing.conflict} saved={entry} />}
                />
              )
            }
          />
        )}
        {list.hasMore && (
          <div className="entry-load-more">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void list.loadMore()}
              aria-disabled={list.isLoadingMore || undefined}
            >
              {list.isLoadingMore && <span className="spinner" aria-hidden="true" />}
              Load more
            </button>
          </div>
        )}
      </section>
      {asked && (
        <ConfirmDialog
          question={ENTRY_TEXT.confirmDelete}
          detail={[entrySummary(asked), format(asked.utc_time)].filter(Boolean).join(' · ')}
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          onCancel={editor.cancelDelete}
        />
      )}
    </div>
  );
}
