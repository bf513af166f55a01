// Which sides of a sideways-scrolling box have more to show, kept up to date as it scrolls, resizes or its content
// changes: the Logs page's type tabs and the doctor summary's tables mark those sides (a fade, an arrow, a hint). A
// frame with the class scroll-edges and the sides as data-more-start / data-more-end gets the marks' shared rules.
import { useLayoutEffect, useState, type RefObject } from 'react';
import './scroll-edges.css';

export type ScrollEdges = { start: boolean; end: boolean };

export function useScrollEdges(box: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  // Measured before the first paint, so a hint that depends on it never flashes in.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [box]);
  return edges;
}
