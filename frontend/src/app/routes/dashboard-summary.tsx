// The dashboard's first screen in two calls (docs/PERFORMANCE.md "Dashboard in two calls"): under this provider, the
// first load of each part of the screen (the seven panels, today's food totals, the usage limits, the "Left today"
// line, the quick-log chips and today's experiment) takes its part of one GET /api/dashboard/, asked for by the first of
// them; a reload, Retry or a page after that calls the part's own route as before. Features meet here, in app/.
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import {
  DASHBOARD_ENTRIES_KEY,
  dashboardEntriesFrom,
  dashboardEntriesWithout,
  fetchDashboardSummary,
  todayFoodKey,
  type DashboardSummary,
} from '@/features/dashboard';
import { TRIAL_STATUS_KEY } from '@/features/billing/api/get-trial-status';
import { quickLogKey } from '@/features/quick-log';
import { REMINDERS_TODAY_KEY } from '@/features/reminders-today';
import { useAuth } from '@/lib/auth';
import { takeEarly } from '@/lib/early-loads';
import { prefillFrom, type Part } from '@/lib/swr-prefill';
import { dateInputToday, useTimeZone } from '@/lib/time-zone';
import { dashboardSummaryKey } from '../boot-loads';

/** Today's experiment line reads this key with GET /api/experiments/today/'s answer. */
const EXPERIMENTS_TODAY_KEY = 'experiments-today';

function partsOf(zone: string, date: string, userId: string | null): Part<DashboardSummary>[] {
  return [
    {
      key: DASHBOARD_ENTRIES_KEY,
      of: (summary) => dashboardEntriesFrom(summary.entries, userId),
      // Offline, the panels as last seen on this device (docs/OFFLINE.md), without asking seven routes again.
      without: (error) => dashboardEntriesWithout(error, userId),
    },
    // null: more food today than one answer holds; the totals page through it themselves.
    { key: todayFoodKey(date, zone), of: (summary) => summary.today_food ?? undefined },
    { key: TRIAL_STATUS_KEY, of: (summary) => summary.trial_status },
    { key: REMINDERS_TODAY_KEY, of: (summary) => summary.reminders_today },
    { key: quickLogKey(zone), of: (summary) => summary.quick_log },
    { key: EXPERIMENTS_TODAY_KEY, of: (summary) => summary.experiments_today },
  ];
}

export function DashboardSummaryProvider({ children }: { children: ReactNode }) {
  const { zone } = useTimeZone();
  const userId = useAuth().user?.id ?? null;
  // One per visit of the page: the zone and day it opened in; a key of another zone or day loads itself.
  const [config] = useState(() => {
    const date = dateInputToday(zone);
    // The summary the app asked for as it started (boot-loads.ts), when it was for this zone and day; if that one
    // failed, asked again under the data fetchers' retries.
    const load = () => {
      const early = takeEarly<DashboardSummary>(dashboardSummaryKey(zone, date));
      return early ? early.catch(() => fetchDashboardSummary(zone, date)) : fetchDashboardSummary(zone, date);
    };
    return { use: [prefillFrom(load, partsOf(zone, date, userId))] };
  });
  return <SWRConfig value={config}>{children}</SWRConfig>;
}
