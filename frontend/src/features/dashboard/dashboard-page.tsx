// The dashboard at /dashboard: greets the user; the input, chat and log panels arrive in a later issue.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export function DashboardPage() {
  const { user } = useAuth();
  const name = user?.first_name || user?.username;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{name ? `Welcome, ${name}` : 'Welcome'}</h1>
        <p className="page-subtitle">Your personal health assistant.</p>
      </header>
      <section className="card" aria-labelledby="dashboard-logs-title">
        <h2 id="dashboard-logs-title" className="card-title">
          Your health logs
        </h2>
        <p className="muted">Your health logs will appear here.</p>
        <p className="muted">
          Meanwhile, complete your <Link to={paths.user}>profile</Link> so the assistant knows a little about you.
        </p>
      </section>
    </div>
  );
}
