// The app itself, loaded by the first script (main.ts) once it has started the opened page's calls: the opened page's
// code asked for, then the app drawn into #root. Its files come with the document (named there as module preloads by
// frontend/page-documents/vite-plugin.ts), so they download beside the first script, not after it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_DOCUMENTS, pageAt, type PagePath } from '@shared/page-documents';
import { paths } from '@/config/paths';
import { markFirstPage } from '@/lib/first-page';
import { App } from './app';
import { drawPageAfterFrame } from './layout/page-after-frame';
import * as pages from './lazy-pages';

type Preloadable = { preload(): Promise<unknown> };

/**
 * The pages people open directly (each has a document of its own naming its files, @shared/page-documents); one that
 * needs a session only with a session on the device (else it goes to sign-in).
 */
const PAGES: Record<PagePath, Preloadable> = {
  [paths.home]: pages.LandingPage,
  [paths.login]: pages.LoginPage,
  [paths.pricing]: pages.PricingPage,
  [paths.dashboard]: pages.DashboardPage,
  [paths.logs]: pages.EntriesPage,
  [paths.analytics]: pages.AnalyticsPage,
  [paths.settings]: pages.SettingsPage,
};

/** Asks for the opened page's code (a signed-in page's only with a session), then draws the app. */
export function startApp(root: HTMLElement, { pathname, session }: { pathname: string; session: boolean }): void {
  const opened = pageAt(pathname);
  if (opened && (session || !PAGE_DOCUMENTS[opened].signedIn)) void PAGES[opened].preload().catch(() => undefined);
  drawPageAfterFrame();
  markFirstPage(pathname);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
