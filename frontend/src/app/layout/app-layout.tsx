// The frame of every page: skip link, top navigation (not on sign-in or reset screens), the offline and new-version
// notices, the page, the footer.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Later } from '@/components/later';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { whenIdle } from '@/lib/when-idle';
import { useRouterNavigator } from '../use-router-navigator';
import { useScrollMemory } from '../use-scroll-memory';
import { PageSkeleton } from '../page-skeleton';
import { usePageAfterFrame } from './page-after-frame';
import { SignedInNav } from './signed-in-nav';
import { SiteFooter } from './site-footer';
import { VisitorNav } from './visitor-nav';
import './layout.css';

/**
 * Lazily, once the browser is idle after the first paint (2 s at most): the notices, the service worker's registration
 * and the manifest's link are not needed to draw the page, and a phone's link carries the page's own files first
 * (docs/OFFLINE.md, docs/PERFORMANCE.md "A page's own document").
 */
const PwaStatus = lazy(() => import('./pwa-status'));
const PWA_STATUS_WAIT_MS = 2_000;

/** False until the browser is first idle after the layout drew. */
function useIdleOnce(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

/** The pages mailed links open (a reset, a verification) stand alone, as the sign-in page does. */
const isResetPath = (pathname: string) => pathname.startsWith('/reset-password') || pathname.startsWith('/verify-email/');
/** Public pages that carry their own header for visitors: the landing page and the privacy policy's logo. */
const OWN_VISITOR_HEADER: readonly string[] = [paths.home, paths.privacyPolicy];

/** The top bar's box without its contents: .topbar-inner has a fixed height (layout.css), so nothing moves when they come. */
const TOPBAR_PLACEHOLDER = (
  <header className="topbar" aria-hidden="true">
    <div className="topbar-inner" />
  </header>
);

export function AppLayout() {
  useRouterNavigator();
  useScrollMemory();
  const { pathname } = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  const bare = pathname === paths.login || isResetPath(pathname);
  const idle = useIdleOnce(PWA_STATUS_WAIT_MS);
  const pageWaits = usePageAfterFrame();

  // A stored session being checked draws the member's bar at once (the profile circle's letter follows), so the page
  // does not shift when the check ends (docs/FRONTEND.md "Signed in at first paint"). At the start its contents come a
  // task after the frame, its empty box of the same height meanwhile: the links, clock and profile were ~40% of the
  // frame's first render (docs/PERFORMANCE.md "The first render in tasks").
  let nav = null;
  if (!bare && (isAuthenticated || isLoading))
    nav = (
      <Later tasks={1} fallback={TOPBAR_PLACEHOLDER}>
        <SignedInNav />
      </Later>
    );
  else if (!bare && !OWN_VISITOR_HEADER.includes(pathname)) nav = <VisitorNav />;

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {nav}
      <main id="main" className="app-main" tabIndex={-1}>
        {idle && (
          <Suspense fallback={null}>
            <PwaStatus appName={APP_NAME} />
          </Suspense>
        )}
        {pageWaits ? <PageSkeleton /> : <Outlet />}
      </main>
      {!pageWaits && <SiteFooter />}
    </>
  );
}
