// The shared doctor summary in a sandboxed frame: its HTML arrives decrypted and is shown as given, with no scripts
// (sandbox without allow-scripts, and the page's CSP besides). allow-same-origin lets this page size the frame to its
// content and print it; allow-modals lets print() open the print dialog. Nothing in the frame can run to use either.
import { forwardRef, useImperativeHandle, useRef } from 'react';

export interface SummaryFrameHandle {
  print(): void;
}

export const SummaryFrame = forwardRef<SummaryFrameHandle, { html: string }>(function SummaryFrame({ html }, ref) {
  const frame = useRef<HTMLIFrameElement>(null);
  useImperativeHandle(ref, () => ({ print: () => frame.current?.contentWindow?.print() }), []);

  /** As tall as the summary, so the page scrolls and not a box inside it (a phone has no room for two scrolls). */
  function fit() {
    const doc = frame.current?.contentDocument;
    if (frame.current && doc?.documentElement) frame.current.style.height = `${doc.documentElement.scrollHeight + 4}px`;
  }

  return (
    <iframe
      ref={frame}
      className="shared-summary-frame"
      title="Shared health summary"
      sandbox="allow-same-origin allow-modals"
      srcDoc={html}
      onLoad={fit}
    />
  );
});
