// An entry's details in a dashboard row, clamped to the row's lines (entries.css) so every row keeps its height;
// when the text does not fit it can be opened in place (click, Enter or Space; aria-expanded) and its full text is
// the element's text for screen readers and its tooltip for a pointer, so nothing cut is out of reach.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

export function ClampedText({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || open) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [text, open]);

  if (!cut && !open) {
    return (
      <span ref={box} className="entry-text-clamp">
        {text}
      </span>
    );
  }
  const toggle = () => setOpen(!open);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };
  return (
    <span
      ref={box}
      className="entry-text-clamp entry-text-toggle"
      data-open={open || undefined}
      role="button"
      tabIndex={0}
      aria-expanded={open}
      title={open ? undefined : text}
      onClick={toggle}
      onKeyDown={onKeyDown}
    >
      {text}
    </span>
  );
}
