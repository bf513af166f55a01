// What the entry edit modal and the Logs page do with a type's entries: create, edit one row, delete, and say how it went (docs/PRODUCT.md §4, §5, §8).
import { useState } from 'react';
import type { EntryCollection } from '@shared/entry-types';
import { unitSystemOf } from '@shared/measures';
import type { Entry } from '@/lib/api-contract.generated';
import { useCreateManualEntry } from '@/lib/entries-api/create-manual-entry';
import { useDeleteEntry } from '@/lib/entries-api/delete-entry';
import type { EntryPages } from '@/lib/entries-api/list-entries';
import { useUpdateEntry, versionConflictOf } from '@/lib/entries-api/update-entry';
import { useTimeZone } from '@/lib/time-zone';
import { draftFromEntry, emptyDraft, type EntryDraft } from './entry-draft';
import { ENTRY_TEXT } from './entry-texts';
import { useTimedMessage } from './use-timed-message';

export interface EditingRow {
  id: string;
  draft: EntryDraft;
  /** Another tab saved this entry first: the server's detail. The draft is kept; saving again overwrites. */
  conflict: string | null;
}

export type EntryList = Pick<EntryPages, 'entries' | 'refresh' | 'replaceEntry' | 'removeEntry'>;

/**
 * `list` is the entries on screen (its cache changes at once); `onChanged` tells whoever else shows these
 * entries (the dashboard's panels) to reload.
 */
export function useEntryEditor(collection: EntryCollection, list: EntryList, onChanged?: () => void) {
  const { zone, locale } = useTimeZone();
  const system = unitSystemOf(locale);
  const message = useTimedMessage();
  const [createDraft, setCreateDraft] = useState<EntryDraft>(() => emptyDraft(zone));
  const [editing, setEditing] = useState<EditingRow | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  /** The entry whose Delete was pressed: the confirmation asks about it until answered. */
  const [deleteAsked, setDeleteAsked] = useState<Entry | null>(null);
  const creation = useCreateManualEntry(collection);
  const update = useUpdateEntry(collection);
  const removal = useDeleteEntry(collection);

  const changed = () => {
    void list.refresh();
    onChanged?.();
  };

  const create = async (draft: EntryDraft) => {
    try {
      await creation.trigger({ draft, zone, system });
    } catch {
      message.show({ kind: 'error', text: ENTRY_TEXT.createFailed });
      return;
    }
    setCreateDraft(emptyDraft(zone));
    message.show({ kind: 'success', text: ENTRY_TEXT.created });
    changed();
  };

  const startEdit = (entry: Entry) => setEditing({ id: entry.id, draft: draftFromEntry(entry, zone, system), conflict: null });
  const cancelEdit = () => setEditing(null);
  const setEditDraft = (draft: EntryDraft) => setEditing((row) => (row ? { ...row, draft } : row));

  const saveEdit = async (draft: EntryDraft) => {
    // The version is the one on screen now: after a conflict that is the other tab's, so this save is deliberate.
    const entry = list.entries.find((e) => e.id === editing?.id);
    if (!entry) {
      setEditing(null);
      return;
    }
    try {
      const saved = await update.trigger({ entry, draft, zone, system });
      void list.replaceEntry(saved);
    } catch (error) {
      const conflict = versionConflictOf(error);
      if (conflict) {
        void list.replaceEntry(conflict.current);
        setEditing({ id: entry.id, draft, conflict: conflict.detail });
        onChanged?.();
      } else {
        message.show({ kind: 'error', text: ENTRY_TEXT.updateFailed });
      }
      return;
    }
    setEditing(null);
    message.show({ kind: 'success', text: ENTRY_TEXT.updated });
    changed();
  };

  // Delete asks first (ENTRY_TEXT.confirmDelete, in the page's ConfirmDialog); only the confirmed entry is deleted.
  const askDelete = (entry: Entry) => {
    if (deletingId !== entry.id) setDeleteAsked(entry);
  };
  const cancelDelete = () => setDeleteAsked(null);

  /** Deletes the entry the confirmation asked about; true once it is gone. */
  const remove = async (): Promise<boolean> => {
    const entry = deleteAsked;
    setDeleteAsked(null);
    if (!entry) return false;
    setDeletingId(entry.id);
    try {
      await removal.trigger(entry.id);
    } catch {
      message.show({ kind: 'error', text: ENTRY_TEXT.deleteFailed });
      return false;
    } finally {
      setDeletingId(null);
    }
    void list.removeEntry(entry.id);
    if (editing?.id === entry.id) setEditing(null);
    message.show({ kind: 'success', text: ENTRY_TEXT.deleted });
    changed();
    return true;
  };

  return {
    message: message.message,
    /** The person's units, which the measures are typed in. */
    system,
    createDraft,
    setCreateDraft,
    create,
    creating: creation.isMutating,
    editing,
    startEdit,
    cancelEdit,
    setEditDraft,
    saveEdit,
    saving: update.isMutating,
    deleteAsked,
    askDelete,
    cancelDelete,
    remove,
    deletingId,
  };
}

export type EntryEditor = ReturnType<typeof useEntryEditor>;
