// The frame of every page: skip link, top navigation (not on sign-in or reset screens), the offline and new-version
// notices, the page, the footer.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useRouterNavigator } from '../use-router-navigator';
import { useScrollMemory } from '../use-scroll-memory';
import { SignedInNav } from './signed-in-nav';
import { SiteFooter } from './site-footer';
import { VisitorNav } from './visitor-nav';
import './layout.css';

/** Lazily: the notices and the service worker's registration are not needed for the first paint (docs/OFFLINE.md). */
const PwaStatus = lazy(() => import('./pwa-status'));

/** The pages mailed links open (a reset, a verification) stand alone, as the sign-in page does. */
const isResetPath = (pathname: string) => pathname.startsWith('/reset-password') || pathname.startsWith('/verify-email/');
/** Public pages that carry their own header for visitors: the landing page and the privacy policy's logo. */
const OWN_VISITOR_HEADER: readonly string[] = [paths.home, paths.privacyPolicy];

export function AppLayout() {
  useRouterNavigator();
  useScrollMemory();
  const { pathname } = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  const bare = pathname === paths.login || isResetPath(pathname);

  // A stored session being checked draws the member's navigation at once (the profile circle's letter follows), so
  // the page does not shift when the check ends (docs/FRONTEND.md "Signed in at first paint").
  let nav = null;
  if (!bare && (isAuthenticated || isLoading)) nav = <SignedInNav />;
  else if (!bare && !OWN_VISITOR_HEADER.includes(pathname)) nav = <VisitorNav />;

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {nav}
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={null}>
          <PwaStatus appName={APP_NAME} />
        </Suspense>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
