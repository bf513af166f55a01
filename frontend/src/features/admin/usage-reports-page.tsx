// The staff-only usage report at /admin/usage-reports (docs/PRODUCT.md §2, §5, §8): a table per user by month, Refresh Data.
import { useAuth } from '@/lib/auth';
import { groupByUser, usageReportErrorText, useUsageReport } from './api/get-usage-report';
import { UsageReportTable } from './components/usage-report-table';
import './usage-reports.css';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';
export const NO_USAGE_DATA = 'No usage data found.';

function UsageReport() {
  const { data, error, isLoading, isValidating, mutate } = useUsageReport(true);
  const groups = data ? groupByUser(data) : [];
  return (
    <div className="page usage-reports">
      <header className="page-header usage-reports-header">
        <div>
          <h1>API Usage Reports</h1>
          <p className="page-subtitle">AI tokens and images used per user, by month.</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void mutate()} disabled={isValidating} aria-busy={isValidating}>
          {isValidating && <span className="spinner" aria-hidden="true" />}
          Refresh Data
        </button>
      </header>
      {error && !isValidating && (
        <p className="alert alert-error" role="alert">
          {usageReportErrorText(error)}
        </p>
      )}
      {isLoading && <p className="muted">Loading usage data…</p>}
      {data && groups.length === 0 && (
        <section className="card">
          <p className="muted usage-reports-empty">{NO_USAGE_DATA}</p>
        </section>
      )}
      <div className="usage-reports-list">
        {groups.map((usage, i) => (
          <section key={usage.user} className="card usage-user" aria-labelledby={`usage-user-${i}`}>
            <h2 id={`usage-user-${i}`} className="card-title">
              {usage.user}
            </h2>
            <UsageReportTable usage={usage} />
          </section>
        ))}
      </div>
    </div>
  );
}

/** The route already has a staff guard; the page checks too, and never calls the API for anyone else. */
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
  return <UsageReport />;
}
