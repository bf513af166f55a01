// An accessible modal dialog: labelled by its title, focus kept inside and given back on close, Escape and the backdrop close it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Extra class on the panel (e.g. a wider size). */
  className?: string;
}

/** Open dialogs, innermost last: only that one answers Escape and keeps Tab (an image can open over the edit modal). */
const openDialogs: HTMLElement[] = [];

/** Mount it to open it, unmount it to close it. */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const self = panel.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    openDialogs.push(self);
    // Start on the panel itself: the title is read first and no field is jumped into.
    self.focus();

    // On the document, not the panel: after a row is deleted focus can rest on the body, and Escape must still work.
    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(self, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div
        ref={panel}
        className={`dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button type="button" className="btn btn-secondary btn-sm dialog-close" onClick={() => closeRef.current()}>
            Close
          </button>
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last; focus outside comes back in. */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent) {
  const items = focusables(panel);
  if (items.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (!inside || (event.shiftKey && (active === first || active === panel)) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
