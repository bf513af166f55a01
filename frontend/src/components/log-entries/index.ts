// Shared log UI of the dashboard and the Logs page: tables, the entry form, the edit modal, the image viewer.
import './log-entries.css';
export { Dialog } from './dialog';
export { EntryImage, EntryImageThumbnail, imageLoadFailedText } from './entry-image';
export { EntryForm } from './entry-form';
export { EntryTable } from './entry-table';
export { LogEditModal } from './log-edit-modal';
export { LogManager } from './log-manager';
export { LOG_LOAD_FAILED, LOG_TEXT, MESSAGE_MS } from './log-texts';
export { RecentEntriesTable } from './recent-entries-table';
export { useLogEditor } from './use-log-editor';
