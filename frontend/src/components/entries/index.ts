// Shared log UI of the dashboard and the Logs page: tables, the entry form, the edit modal, the image viewer.
import './entries.css';
export { Dialog } from './dialog';
export { EntryImage, EntryImageThumbnail, imageLoadFailedText } from './entry-image';
export { EntryForm } from './entry-form';
export { EntryTable } from './entry-table';
export { LogEditModal } from './entry-edit-modal';
export { LogManager } from './entry-manager';
export { LOG_LOAD_FAILED, LOG_TEXT, MESSAGE_MS } from './entry-texts';
export { RecentEntriesTable } from './recent-entries-table';
export { useLogEditor } from './use-entry-editor';
