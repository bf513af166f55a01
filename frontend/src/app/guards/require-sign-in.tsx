// Sign-in-required routes: anonymous visitors go to /login, which remembers where they were going.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { PageSkeleton } from '../page-skeleton';

export function RequireSignIn() {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: { pathname, search, hash } }} />;
  return <Outlet />;
}
