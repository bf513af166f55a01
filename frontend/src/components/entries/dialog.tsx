// An accessible modal dialog on the native <dialog>: showModal() keeps focus inside and the page inert, Escape and
// the backdrop ask the owner to close it, and focus goes back to the opener.
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useId } from '@/lib/use-id';
import { createPortal } from 'react-dom';
import './dialog.css';

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Extra class on the panel (e.g. a wider size). */
  className?: string;
  /** What takes focus on open instead of the panel (a confirmation's safe choice). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that describes it (a confirmation's detail). */
  describedBy?: string;
  /** False when the body has its own way out (a confirmation's Cancel): no Close in the header. */
  closeButton?: boolean;
}

/** A press on the ::backdrop targets the dialog itself, outside its box (a press on its scrollbar is inside). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Mount it to open it, unmount it to close it. */
export function Dialog({ title, onClose, children, className, initialFocus, role, describedBy, closeButton = true }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const start = useRef(initialFocus);

  useLayoutEffect(() => {
    const self = panel.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Escape goes to the topmost modal only, wherever focus is; the owner closes it by unmounting.
    // A native listener, not onCancel: React would pass an image dialog's cancel up to the edit dialog under it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    self.addEventListener('cancel', onCancel);
    self.showModal();
    // Start on the panel itself: the title is read first and no field is jumped into (unless the owner names a start).
    (start.current?.current ?? self).focus();
    return () => {
      self.removeEventListener('cancel', onCancel);
      self.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={panel}
      className={`dialog${className ? ` ${className}` : ''}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onMouseDown={(event) => {
        if (onBackdrop(event)) closeRef.current();
      }}
    >
      <div className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {closeButton && (
          <button type="button" className="btn btn-secondary btn-sm dialog-close" onClick={() => closeRef.current()}>
            Close
          </button>
        )}
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>,
    document.body,
  );
}
