// The staff-only route (docs/PRODUCT.md §6): other signed-in users see the access-denied text (under a page heading) instead of the page.
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/lib/auth';

export const STAFF_ONLY_TEXT = 'Access denied. Admin privileges required.';

export function StaffOnly() {
  const { user } = useAuth();
  if (user?.is_staff) return <Outlet />;
  return (
    <div className="page page-narrow">
      <h1>Staff only</h1>
      <p className="alert alert-error" role="alert">
        {STAFF_ONLY_TEXT}
      </p>
    </div>
  );
}
