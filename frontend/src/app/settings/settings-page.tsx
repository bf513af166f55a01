// The settings page at /settings (docs/PRODUCT.md §2): the plan's usage (the trial's credits panel, or a paid plan's meters),
// subscription, time zone, date format, data export, the links shared with a clinician, reminders and notifications on this device (docs/REMINDERS.md),
// nutrition targets (docs/NUTRITION.md) and data import, in that order. On a desktop the sections sit in two columns
// of about the same height (the plan, display and export on the left; reminders and the two long forms, targets and
// import, on the right) rather than one 590 px column in a wide window; on a phone, one column in the same order. Each
// section is its capability's feature (billing, time-zone, export, reminders, push, nutrition-targets, import;
// docs/FRONTEND.md "Settings"); composing them is the app's job, as features never import each other. Reminders and
// notifications load as chunks of their own, after the rest of the page.
import { lazy, Suspense } from 'react';
import { SubscriptionSection } from '@/features/billing/components/subscription-section';
import { TrialCreditsPanel } from '@/features/billing/components/trial-credits-panel';
import { DataExportSection } from '@/features/export/components/data-export-section';
import { DataImportSection } from '@/features/import/components/data-import-section';
import { NutritionTargetsSection } from '@/features/nutrition-targets/components/nutrition-targets-section';
import { DateFormatSection } from '@/features/time-zone/components/date-format-section';
import { TimeZoneSection } from '@/features/time-zone/components/time-zone-section';
import './settings.css';

const RemindersSection = lazy(() =>
  import('@/features/reminders/components/reminders-section').then((m) => ({ default: m.RemindersSection })),
);
// Its own chunk: only a browser that can take pushes needs its code (docs/REMINDERS.md "Delivery").
const NotificationsSection = lazy(() => import('@/features/push/components/notifications-section'));
// Its own chunk too: the links shared with a clinician (docs/SHARING.md).
const SharedLinksSection = lazy(() => import('@/features/shares/components/shared-links-section'));

export function SettingsPage() {
  return (
    <div className="page settings">
      <header className="page-header">
        <h1>Settings</h1>
        <p className="page-subtitle">Your plan, time zone, reminders, notifications, nutrition targets and data.</p>
      </header>
      <div className="settings-columns">
        <div className="stack settings-column">
          <TrialCreditsPanel />
          <SubscriptionSection />
          <TimeZoneSection />
          <DateFormatSection />
          <DataExportSection />
          <Suspense fallback={null}>
            <SharedLinksSection />
          </Suspense>
        </div>
        <div className="stack settings-column">
          <Suspense fallback={null}>
            <RemindersSection />
            <NotificationsSection />
          </Suspense>
          <NutritionTargetsSection />
          <DataImportSection />
        </div>
      </div>
    </div>
  );
}
