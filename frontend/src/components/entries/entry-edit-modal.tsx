// A dashboard panel's edit modal (docs/PRODUCT.md §2, §4): the type's entries with create, row edit and delete, in a dialog.
import type { EntryType } from '@shared/entry-types';
import { useEntryPages } from '@/lib/entries-api/list-entries';
import { Dialog } from './dialog';
import { EntryManager } from './entry-manager';

export interface EntryEditModalProps {
  entryType: EntryType;
  onClose(): void;
  /** After a change, so the panel behind shows it at once. */
  onChanged?(): void;
  /** Opened by a panel's Add: the new entry's first field takes focus instead of the dialog. */
  adding?: boolean;
}

/** Mount to open. It loads the type's entries a page at a time (all of them, not only the panel's latest five). */
export function EntryEditModal({ entryType, onClose, onChanged, adding }: EntryEditModalProps) {
  const list = useEntryPages(entryType.collection);
  return (
    <Dialog title={`${entryType.title} logs`} onClose={onClose} className="dialog-wide">
      <EntryManager
        entryType={entryType}
        list={list}
        onChanged={onChanged}
        idPrefix={`modal-${entryType.collection}`}
        focusCreate={adding}
      />
    </Dialog>
  );
}
