// A small popup's way out, while it is open: Escape, or a press outside its box. The caller decides what closing
// means (and whether focus goes back to the button that opened it).
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useDismiss(open: boolean, box: RefObject<HTMLElement | null>, on: { escape(): void; outside(): void }): void {
  // The latest handlers, without listening anew on every render.
  const handlers = useRef(on);
  // Both from the moment the popup shows: preact/compat runs useEffect only after the next frame, when an Escape or a
  // press could already have come (docs/FRONTEND.md "Preact in the build").
  useLayoutEffect(() => {
    handlers.current = on;
  });
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.escape();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) handlers.current.outside();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, box]);
}
