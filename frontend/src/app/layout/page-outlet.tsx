// Where the layout draws the page. At start the frame (navigation, footer) draws in one task and the page in the next,
// so a phone is not blocked by the whole first render at once (docs/PERFORMANCE.md "The first render in tasks"); the
// page's skeleton holds its place meanwhile, the footer hidden as while a page's code loads. A page opened later
// draws at once.
import { useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { nextTask } from '@/lib/when-idle';
import { PageSkeleton } from '../page-skeleton';

let pageWaitsAtStart = false;

/** Called by the app's start (app/start-app.tsx) before its first render. */
export function drawPageAfterFrame(): void {
  pageWaitsAtStart = true;
}

export function PageOutlet() {
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
  return waiting ? <PageSkeleton /> : <Outlet />;
}
