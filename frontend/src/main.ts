// The browser entry, the first script: global styles first (so feature and layout styles can refine them), the opened
// page's calls (app/boot-loads.ts), then the app (app/start-app.tsx), whose files the document has already asked for
// (docs/PERFORMANCE.md "The first script"). This file's imports stay free of React, so it arrives and runs before the
// app's code and its calls leave a phone while that code is still downloading.
import './styles/global.css';
import { showAppNotLoaded } from '@/app/app-not-loaded';
import { startBootLoads } from '@/app/boot-loads';
import { nextTask } from '@/lib/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const session = startBootLoads(window.location);
// Only a failed load is said here; an error of the app itself is its own boundaries' to show. The app's modules run in
// one task and its first render in the next, so a phone is not blocked by both at once (docs/PERFORMANCE.md "The
// first render in tasks").
import('@/app/start-app').then(
  ({ startApp }) => nextTask().then(() => startApp(root, { pathname: window.location.pathname, session })),
  (error: unknown) => {
    console.error('The app could not load', error);
    showAppNotLoaded(root);
  },
);
