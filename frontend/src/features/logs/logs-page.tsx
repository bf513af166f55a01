// The logs page at /logs: its heading now; create, edit, delete and the date filter arrive in a later issue.
export function LogsPage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Health Logs</h1>
        <p className="page-subtitle">View and manage your health data logs</p>
      </header>
      <section className="card" aria-labelledby="logs-empty-title">
        <h2 id="logs-empty-title" className="card-title">
          No logs yet
        </h2>
        <p className="muted">Entries you save from the dashboard will be listed here, newest first.</p>
      </section>
    </div>
  );
}
