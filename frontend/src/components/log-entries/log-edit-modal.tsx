// A dashboard panel's edit modal (docs/PRODUCT.md §2, §4): the type's entries with create, row edit and delete, in a dialog.
import type { EntryType } from '@shared/entry-types';
import { useEntryPages } from '@/lib/logs-api/list-entries';
import { Dialog } from './dialog';
import { LogManager } from './log-manager';

export interface LogEditModalProps {
  logType: EntryType;
  onClose(): void;
  /** After a change, so the panel behind shows it at once. */
  onChanged?(): void;
  /** Opened by a panel's Add: the new entry's first field takes focus instead of the dialog. */
  adding?: boolean;
}

/** Mount to open. It loads the type's entries a page at a time (all of them, not only the panel's latest five). */
export function LogEditModal({ logType, onClose, onChanged, adding }: LogEditModalProps) {
  const list = useEntryPages(logType.collection);
  return (
    <Dialog title={`${logType.title} logs`} onClose={onClose} className="dialog-wide">
      <LogManager logType={logType} list={list} onChanged={onChanged} idPrefix={`modal-${logType.collection}`} focusCreate={adding} />
    </Dialog>
  );
}
