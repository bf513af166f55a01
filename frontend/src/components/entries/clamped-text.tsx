// An entry's details in a dashboard row, clamped to the row's lines (entries.css) so every row keeps its height;
// when the text does not fit it can be opened in place (click, Enter or Space; aria-expanded) and its full text is
// the element's text for screen readers and its tooltip for a pointer, so nothing cut is out of reach.
// Whether the text is cut is read in one ResizeObserver for every row: its callbacks run after the browser's own
// layout, so reading the heights there forces none (a read in a layout effect laid the page out once per row while
// the dashboard mounted: docs/PERFORMANCE.md "Boot work, profiled"). Being cut changes no size, only the role.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

type Measure = (el: Element) => void;
const measures = new WeakMap<Element, Measure>();
let observer: ResizeObserver | undefined;

function observe(el: Element, measure: Measure): () => void {
  if (typeof ResizeObserver !== 'function') {
    measure(el);
    return () => undefined;
  }
  observer ??= new ResizeObserver((records) => {
    for (const record of records) measures.get(record.target)?.(record.target);
  });
  measures.set(el, measure);
  observer.observe(el);
  return () => {
    observer?.unobserve(el);
    measures.delete(el);
  };
}

export function ClampedText({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || open) return;
    return observe(el, (target) => setCut(target.scrollHeight > target.clientHeight + 1));
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
