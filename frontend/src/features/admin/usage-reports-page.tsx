// The staff-only usage report at /admin/usage-reports: heading and refresh now, the data call in a later issue.
import { useAuth } from '@/lib/auth';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

export function UsageReportsPage() {
  const { user } = useAuth();
  if (!user?.is_staff) {
    return (
      <div className="page page-narrow">
        <h1>API Usage Reports</h1>
        <p className="alert alert-error" role="alert">
          {ACCESS_DENIED}
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <header className="page-header row row-between">
        <div>
          <h1>API Usage Reports</h1>
          <p className="page-subtitle">AI tokens and images used per user, by month.</p>
        </div>
        <button type="button" className="btn btn-secondary">
          Refresh Data
        </button>
      </header>
      <section className="card">
        <p className="muted">No usage data found.</p>
      </section>
    </div>
  );
}
