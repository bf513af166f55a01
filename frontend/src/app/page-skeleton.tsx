// Shown while a page's code or the session loads: the rough shape of a page, so nothing jumps, and an h1 from the
// first paint (issue 23: the dashboard had none while loading), named after the page that is coming.
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withoutTrailingSlash } from '@shared/page-documents';

/** The h1 a loading page already has: the page's own title where it is known before anything loads. */
const LOADING_TITLES: Record<string, string> = {
  [paths.dashboard]: 'Dashboard',
  [paths.logs]: 'Health Logs',
  [paths.analytics]: 'Analytics',
  [paths.analyticsSummary]: 'Health summary',
  [paths.settings]: 'Settings',
  [paths.user]: 'Profile',
};

export function PageSkeleton() {
  const { pathname } = useLocation();
  const title = LOADING_TITLES[withoutTrailingSlash(pathname)] ?? 'Loading…';
  return (
    <div className="page page-skeleton" aria-busy="true">
      {/* data-skeleton: after sign-in, focus waits for the page's own h1 (features/auth/focus-next-heading.ts). */}
      <h1 className="sr-only" data-skeleton="">
        {title}
      </h1>
      <span className="sr-only" role="status">
        Loading…
      </span>
      <div className="skeleton page-skeleton-title" />
      <div className="skeleton page-skeleton-subtitle" />
      <div className="grid grid-2">
        <div className="skeleton page-skeleton-card" />
        <div className="skeleton page-skeleton-card" />
      </div>
    </div>
  );
}
