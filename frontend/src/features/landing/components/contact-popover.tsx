// A "Contact" button opening a small dialog with the support address and a Copy button.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useId } from '@/lib/use-id';
import { CONTACT_EMAIL } from '@/config/constants';
import { useDismiss } from '@/lib/use-dismiss';

type CopyState = 'idle' | 'copied' | 'failed';

export function ContactPopover({ className = 'btn btn-link' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [alignEnd, setAlignEnd] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const titleId = useId();

  const close = (returnFocus = true) => {
    setOpen(false);
    setCopy('idle');
    if (returnFocus) triggerRef.current?.focus();
  };

  // Opens toward the right, unless that would leave the screen (the trigger sits near the right edge).
  useLayoutEffect(() => {
    const box = popoverRef.current?.getBoundingClientRect();
    if (open && box && box.right > document.documentElement.clientWidth) setAlignEnd(true);
    if (!open) setAlignEnd(false);
  }, [open]);

  useEffect(() => {
    if (open) copyRef.current?.focus();
  }, [open]);
  useDismiss(open, rootRef, { escape: () => close(), outside: () => close(false) });

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(CONTACT_EMAIL);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="contact" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Contact
      </button>
      {open && (
        <div
          ref={popoverRef}
          id={dialogId}
          className={alignEnd ? 'contact-popover card is-end' : 'contact-popover card'}
          role="dialog"
          aria-labelledby={titleId}
        >
          <div className="row row-between">
            <h2 id={titleId} className="contact-title">
              Contact us
            </h2>
            <button type="button" className="contact-close" aria-label="Close" onClick={() => close()}>
              ×
            </button>
          </div>
          <p className="muted text-sm">Questions, feedback or a data request? Write to us at:</p>
          <p className="contact-address">
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <button ref={copyRef} type="button" className="btn btn-primary btn-sm btn-block" onClick={copyAddress}>
            {copy === 'copied' ? 'Copied!' : 'Copy'}
          </button>
          <p className="sr-only" role="status">
            {copy === 'copied' ? 'Address copied to the clipboard' : ''}
          </p>
          {copy === 'failed' && <p className="field-error">Copy failed. Please select the address above.</p>}
        </div>
      )}
    </div>
  );
}
