// A block of the page the app started on, drawn a few tasks after the page around it, so a phone draws a heavy page
// in short tasks instead of one long one (docs/PERFORMANCE.md "The first render in tasks"); on any other page it draws
// at once (lib/first-page.ts). Until then an empty box stands in its place (it keeps a grid's track, so a neighbour
// does not change its width when the block arrives) and marks the page as still drawing, which hides the footer
// (app/layout/layout.css), so nothing below moves into view and back; or a `fallback` of the block's own size.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { onFirstPage } from '@/lib/first-page';
import { nextTask } from '@/lib/when-idle';

export function Later({ tasks, children, fallback }: { tasks: number; children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(() => !onFirstPage());
  useLayoutEffect(() => {
    if (ready) return;
    let current = true;
    void (async () => {
      for (let i = 0; i < tasks; i++) await nextTask();
      if (current) setReady(true);
    })();
    return () => {
      current = false;
    };
  }, [ready, tasks]);
  return ready ? children : (fallback ?? <div data-drawing="" />);
}
