// At the app's start the layout draws its frame (the top bar, the page's skeleton) in one task and the page, with the
// footer, in the next, so a phone is not blocked by the whole first render at once (docs/PERFORMANCE.md "The first
// render in tasks"). The skeleton stands where the page will be, and the footer, hidden beside a skeleton anyway,
// comes with the page. A page opened later draws at once.
import { useLayoutEffect } from 'react';
import { useAfterTasks } from '@/lib/use-after-tasks';

let pageWaitsAtStart = false;

/** Called by the app's start (app/start-app.tsx) before its first render. */
export function drawPageAfterFrame(): void {
  pageWaitsAtStart = true;
}

/** True while the page waits for the task after the frame's: at the start only, once. */
export function usePageAfterFrame(): boolean {
  const ready = useAfterTasks(1, pageWaitsAtStart);
  useLayoutEffect(() => {
    pageWaitsAtStart = false;
  }, []);
  return !ready;
}
