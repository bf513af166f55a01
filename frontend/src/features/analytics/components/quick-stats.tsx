// Quick Stats of the analytics placeholder: three figures, all '--' until analytics exist.
const stats = ['Total Logs', 'This Week', 'Avg. Score'];

export function QuickStats() {
  return (
    <section className="card" aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title" className="card-title">
        Quick Stats
      </h2>
      <dl className="analytics-stats">
        {stats.map((label) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>--</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
