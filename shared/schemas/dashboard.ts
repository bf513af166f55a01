// GET /api/dashboard/ (docs/API.md "Dashboard"): what the dashboard's first screen shows, in one answer. Each part is the
// answer of the route that reads it alone (their schemas, not copies), so the web app fills each panel's cache with it
// and the panels' own routes stay for paging and reloads.
import * as z from 'zod';
import { DASHBOARD_RECENT_ENTRIES } from '../entry-limits';
import { ENTRY_COLLECTIONS } from '../entry-types';
import { trialStatusSchema } from './ai-routes';
import { entrySchema } from './entries';
import { experimentsTodayResponse } from './experiment-answers';
import { ZONE_NAME } from './formats';
import { favouritesResponse, recentsResponse } from './quick-log';
import { todayResponse } from './reminder-routes';

/** The person's zone and today's date there, as the Food & Drinks panel's totals ask for them (docs/DATES.md). */
export const dashboardQuery = z.object({
  timezone: z.string().max(64).meta(ZONE_NAME),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.'),
});

export const dashboardResponse = z.object({
  /** Each entry type's latest DASHBOARD_RECENT_ENTRIES entries, newest first: GET /api/<collection>/?limit=5. */
  entries: z.object(
    Object.fromEntries(ENTRY_COLLECTIONS.map((collection) => [collection, z.array(entrySchema).max(DASHBOARD_RECENT_ENTRIES)])),
  ),
  /**
   * Today's food and drink entries in `timezone` (GET /api/food-drinks/?start=date&end=date); null when the day has
   * more than one answer of the list holds, and the panel pages them itself.
   */
  today_food: z.array(entrySchema).nullable(),
  /** GET /api/ai/trial-status/. */
  trial_status: trialStatusSchema,
  /** GET /api/reminders/today/: the "Left today" line. */
  reminders_today: todayResponse,
  /** GET /api/quick-log/recents/?timezone= and GET /api/quick-log/favourites/: the "Log again" chips. */
  quick_log: recentsResponse.extend(favouritesResponse.shape),
  /** GET /api/experiments/today/. */
  experiments_today: experimentsTodayResponse,
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
