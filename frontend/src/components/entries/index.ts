// Shared entry UI of the dashboard and the Logs page: tables, the entry form, the edit modal, the image viewer.
import './entries.css';
export { Dialog } from './dialog';
export { EntryImage, EntryImageThumbnail, imageLoadFailedText } from './entry-image';
export { EntryForm } from './entry-form';
export { EntryTable } from './entry-table';
export { EntryEditModal } from './entry-edit-modal';
export { EntryManager } from './entry-manager';
export { ENTRIES_LOAD_FAILED, ENTRY_TEXT, MESSAGE_MS } from './entry-texts';
export { RecentEntriesTable } from './recent-entries-table';
export { useEntryEditor } from './use-entry-editor';
