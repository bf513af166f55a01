// Sign-in-required routes: anonymous visitors go to /login, which remembers where they were going. The one exception
// is the deletion page's goodbye, shown under the visitor's navigation once the account (and the session) is gone.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { PageSkeleton } from '../page-skeleton';

export function RequireSignIn() {
  const { isAuthenticated, isLoading, accountDeleted } = useAuth();
  const { pathname, search, hash } = useLocation();
  // While the stored session is checked the page draws on the account kept on this device; without one, the skeleton.
  if (isLoading && !isAuthenticated) return <PageSkeleton />;
  if (!isAuthenticated && accountDeleted && pathname === paths.accountDelete) return <Outlet />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: { pathname, search, hash } }} />;
  return <Outlet />;
}
