// At the app's start the layout draws its frame (the top bar, the page's skeleton) in one task and the page, with the
// footer, in the next, so a phone is not blocked by the whole first render at once (docs/PERFORMANCE.md "The first
// render in tasks"). The skeleton stands where the page will be, and the footer, hidden beside a skeleton anyway,
// comes with the page. A page opened later draws at once.
import { useLayoutEffect, useState } from 'react';
import { nextTask } from '@/lib/when-idle';

let pageWaitsAtStart = false;

/** Called by the app's start (app/start-app.tsx) before its first render. */
export function drawPageAfterFrame(): void {
  pageWaitsAtStart = true;
}

/** True while the page waits for the task after the frame's: at the start only, once. */
export function usePageAfterFrame(): boolean {
  const [waiting, setWaiting] = useState(() => pageWaitsAtStart);
  useLayoutEffect(() => {
    if (!waiting) return;
    pageWaitsAtStart = false;
    let current = true;
    void nextTask().then(() => current && setWaiting(false));
    return () => {
      current = false;
    };
  }, [waiting]);
  return waiting;
}
