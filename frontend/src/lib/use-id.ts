// An id unique in the page for one component's life (a label's htmlFor, an aria-describedby), in place of React's
// useId. Why: the app runs on preact/compat (docs/FRONTEND.md "Preact in the build"), whose useId restarts its count
// inside a portal once the portal renders again, so a field opened in a dialog (components/entries/dialog.tsx) could
// take an id the page already uses and its label would name the wrong field. A lint rule keeps React's out.
import { useState } from 'react';

let last = 0;
const next = () => `id-${++last}`;

export function useId(): string {
  return useState(next)[0];
}
