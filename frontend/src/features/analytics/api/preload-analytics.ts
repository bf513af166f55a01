// The Analytics page's first answers, asked for as the app's code first runs (app/boot-loads.ts) rather than once the
// page's code has run: SWR's `preload`, which the page's hooks take under the same keys, once (docs/PERFORMANCE.md "A
// page's own document": the page's three calls were the last nodes of its largest paint's graph).
import { preload } from 'swr';
import { adherenceKey, getAdherence } from './get-adherence';
import { getInsights, insightsKey, type InsightsQuery } from './get-insights';
import { getWeeklyReports, weeklyReportsKey } from './weekly-reports';

export function preloadAnalytics(query: InsightsQuery): void {
  const loads = [
    preload(insightsKey(query), () => getInsights(query)),
    preload(adherenceKey(), getAdherence),
    preload(weeklyReportsKey(), getWeeklyReports),
  ];
  // Whoever takes one sees its failure; until then (or if the page never opens) it is not an unhandled rejection.
  for (const load of loads) void Promise.resolve(load).catch(() => undefined);
}
