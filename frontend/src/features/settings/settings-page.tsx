// The settings page at /settings: its sections now; their controls arrive in later issues.
const sections = [
  { id: 'subscription', title: 'Subscription Management', text: 'Your plan and how to change it will be shown here.' },
  { id: 'timezone', title: 'Timezone Settings', text: 'Choose the time zone your entries are shown in. Until then, your device’s zone is used.' },
  { id: 'export', title: 'Data Export', text: 'Download all your data as a CSV file.' },
];

export function SettingsPage() {
  return (
    <div className="page page-narrow">
      <header className="page-header">
        <h1>Settings</h1>
        <p className="page-subtitle">Your plan, time zone and data.</p>
      </header>
      <div className="stack">
        {sections.map((section) => (
          <section key={section.id} className="card" aria-labelledby={`settings-${section.id}`}>
            <h2 id={`settings-${section.id}`} className="card-title">
              {section.title}
            </h2>
            <p className="muted">{section.text}</p>
            <span className="badge badge-muted">Coming soon</span>
          </section>
        ))}
      </div>
    </div>
  );
}
