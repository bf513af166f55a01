// The settings page at /settings (docs/PRODUCT.md §2): the plan's usage (the trial's credits panel, or a paid plan's meters),
// subscription, time zone, date format, data export, the links shared with a clinician, reminders and notifications on this device (docs/REMINDERS.md),
// nutrition targets (docs/NUTRITION.md) and data import, in that order. On a desktop the sections sit in two columns
// of about the same height (the plan, display and export on the left; reminders and the two long forms, targets and
// import, on the right) rather than one 590 px column in a wide window; on a phone, one column in the same order. Each
// section is its capability's feature (billing, time-zone, export, reminders, push, nutrition-targets, import;
// docs/FRONTEND.md "Settings"); composing them is the app's job, as features never import each other. Reminders,
// notifications and the shared links load as chunks of their own, asked for once the page has first drawn. The
// sections draw one per task, so a phone never draws the whole page in one long task (docs/PERFORMANCE.md "Boot work,
// profiled").
import { memo, Suspense, useEffect, type ReactNode } from 'react';
import { SubscriptionSection as Subscription } from '@/features/billing/components/subscription-section';
import { TrialCreditsPanel as TrialCredits } from '@/features/billing/components/trial-credits-panel';
import { DataExportSection as DataExport } from '@/features/export/components/data-export-section';
import { DataImportSection as DataImport } from '@/features/import/components/data-import-section';
import { NutritionTargetsSection as NutritionTargets } from '@/features/nutrition-targets/components/nutrition-targets-section';
import { DateFormatSection as DateFormat } from '@/features/time-zone/components/date-format-section';
import { TimeZoneSection as TimeZone } from '@/features/time-zone/components/time-zone-section';
import { useOneByOne } from '@/lib/use-one-by-one';
import { nextTask } from '@/lib/when-idle';
import { lazyNamed } from '@/lib/lazy-named';
import './settings.css';

// Three sections load as chunks of their own: reminders, notifications (only a browser that can take pushes needs
// their code, docs/REMINDERS.md "Delivery") and the links shared with a clinician (docs/SHARING.md).
const RemindersSection = lazyNamed(
  () => import('@/features/reminders/components/reminders-section'),
  (m) => m.RemindersSection,
);
const NotificationsSection = lazyNamed(
  () => import('@/features/push/components/notifications-section'),
  (m) => m.default,
);
const SharedLinksSection = lazyNamed(
  () => import('@/features/shares/components/shared-links-section'),
  (m) => m.SharedLinksSection,
);

/**
 * Asks for the three chunks once the page's first screen is drawn (an effect runs after the paint), so they are in by
 * their turn rather than after it, and a phone's link carries what that screen needs first (docs/PERFORMANCE.md "A
 * page's own document": asked for during the first render, they ended the largest paint's graph in Lighthouse). One
 * per task: asking appends a module preload link for each file a chunk needs, ~60 ms of a phone's CPU for the three
 * at once (docs/PERFORMANCE.md "Compiled while downloading").
 */
async function startSectionLoads(): Promise<void> {
  for (const section of [RemindersSection, NotificationsSection, SharedLinksSection]) {
    await nextTask();
    void section.preload().catch(() => undefined);
  }
}

// Memoised: the page draws again at each section's turn (useOneByOne), and a section already drawn need not draw again
// (each turn drew every section before it once more: docs/PERFORMANCE.md "The first render in tasks").
const TrialCreditsPanel = memo(TrialCredits);
const SubscriptionSection = memo(Subscription);
const TimeZoneSection = memo(TimeZone);
const DateFormatSection = memo(DateFormat);
const DataExportSection = memo(DataExport);
const NutritionTargetsSection = memo(NutritionTargets);
const DataImportSection = memo(DataImport);
const Reminders = memo(RemindersSection);
const Notifications = memo(NotificationsSection);
const SharedLinks = memo(SharedLinksSection);

/** The sections in the order a phone shows them: each draws in a task of its own (lib/use-one-by-one.ts). */
const SECTIONS = 8;

export function SettingsPage() {
  useEffect(() => void startSectionLoads(), []);
  const drawn = useOneByOne(SECTIONS, true);
  const inTurn = (turn: number, section: ReactNode) => (drawn > turn ? section : null);
  return (
    <div className="page settings" data-drawing={drawn < SECTIONS || undefined}>
      <header className="page-header">
        <h1>Settings</h1>
        <p className="page-subtitle">Your plan, time zone, reminders, notifications, nutrition targets and data.</p>
      </header>
      <div className="settings-columns">
        <div className="stack settings-column">
          {inTurn(0, <TrialCreditsPanel />)}
          {inTurn(1, <SubscriptionSection />)}
          {inTurn(2, <TimeZoneSection />)}
          {inTurn(3, <DateFormatSection />)}
          {inTurn(4, <DataExportSection />)}
          {inTurn(
            4,
            <Suspense fallback={null}>
              <SharedLinks />
            </Suspense>,
          )}
        </div>
        <div className="stack settings-column">
          {/* One boundary for the column: the targets and the import wait for the code of the two sections above them,
              so nothing drawn here moves down when it arrives (a desktop shows this column whole). */}
          <Suspense fallback={null}>
            {inTurn(
              5,
              <>
                <Reminders />
                <Notifications />
              </>,
            )}
            {inTurn(6, <NutritionTargetsSection />)}
            {inTurn(7, <DataImportSection />)}
          </Suspense>
        </div>
      </div>
    </div>
  );
}
