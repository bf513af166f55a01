// The page the app started on: its heavy blocks draw a few tasks apart (components/later.tsx), so a phone's first
// render of it is short tasks rather than one long one (docs/PERFORMANCE.md "The first render in tasks"). Any other
// page, and every page in tests that do not start the app, draws whole at once.
let firstPath: string | null = null;

/** Called by the app's start (app/start-app.tsx) with the path it opens. */
export function markFirstPage(pathname: string): void {
  firstPath = pathname;
}

export const onFirstPage = (): boolean => firstPath !== null && window.location.pathname === firstPath;
