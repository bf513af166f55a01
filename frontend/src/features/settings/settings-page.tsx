// The settings page at /settings (SPEC.md §2): trial credits, subscription, time zone, date format, nutrition targets
// (docs/NUTRITION.md), data export and data import, in that order.
import { DataExportSection } from './components/data-export-section';
import { DataImportSection } from './components/data-import-section';
import { SubscriptionSection } from './components/subscription-section';
import { TrialCreditsPanel } from './components/trial-credits-panel';
import { TimeZoneSection } from './components/time-zone-section';
import { DateFormatSection } from './components/date-format-section';
import { NutritionTargetsSection } from './components/nutrition-targets-section';
import './settings.css';

export function SettingsPage() {
  return (
    <div className="page page-narrow settings">
      <header className="page-header">
        <h1>Settings</h1>
        <p className="page-subtitle">Your plan, time zone, nutrition targets and data.</p>
      </header>
      <div className="stack">
        <TrialCreditsPanel />
        <SubscriptionSection />
        <TimeZoneSection />
        <DateFormatSection />
        <NutritionTargetsSection />
        <DataExportSection />
        <DataImportSection />
      </div>
    </div>
  );
}
