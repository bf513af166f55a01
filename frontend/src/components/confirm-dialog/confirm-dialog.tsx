// An in-page yes/no question before something that cannot be undone (an entry's delete, discarding the review's edits):
// the app's modal Dialog as an alertdialog named by the question, with the safe choice focused first, Escape and the
// backdrop as that choice, and focus back on the button that opened it. Unlike window.confirm() it is in the page,
// so axe checks it, it looks like the app on a phone, and nothing else on the page is blocked.
import { useRef, type ReactNode } from 'react';
import { useId } from '@/lib/use-id';
import { Dialog } from '@/components/entries/dialog';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** The question, verbatim: the dialog's title and accessible name. */
  question: string;
  /** What it is about (e.g. the entry), read as the dialog's description. */
  detail?: ReactNode;
  /** The destructive choice, e.g. 'Delete'. */
  confirmLabel: string;
  /** The safe choice, focused on open. */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Mount it to ask, unmount it once answered. */
export function ConfirmDialog({ question, detail, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null);
  const detailId = useId();
  return (
    <Dialog
      title={question}
      onClose={onCancel}
      className="dialog-compact confirm-dialog"
      role="alertdialog"
      initialFocus={safe}
      describedBy={detail ? detailId : undefined}
      closeButton={false}
    >
      {detail && (
        <p id={detailId} className="confirm-dialog-detail">
          {detail}
        </p>
      )}
      <div className="confirm-dialog-actions">
        <button type="button" ref={safe} className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
