// The settings page at /settings (SPEC.md §2): trial credits, subscription, time zone and data export, in that order.
import { DataExportSection } from './components/data-export-section';
import { TrialCreditsPanel } from './components/trial-credits-panel';
import { TimeZoneSection } from './components/time-zone-section';
import './settings.css';

function SubscriptionPlaceholder() {
  return (
    <section className="card" aria-labelledby="settings-subscription">
      <h2 id="settings-subscription" className="card-title">
        Subscription Management
      </h2>
      <p className="muted">Your plan and how to change it will be shown here.</p>
      <span className="badge badge-muted">Coming soon</span>
    </section>
  );
}

export function SettingsPage() {
  return (
    <div className="page page-narrow settings">
      <header className="page-header">
        <h1>Settings</h1>
        <p className="page-subtitle">Your plan, time zone and data.</p>
      </header>
      <div className="stack">
        <TrialCreditsPanel />
        <SubscriptionPlaceholder />
        <TimeZoneSection />
        <DataExportSection />
      </div>
    </div>
  );
}
