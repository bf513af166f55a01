// The dashboard's first screen in one answer (docs/API.md "Dashboard", docs/PERFORMANCE.md "Dashboard in two calls"):
// the same use cases the panels' own routes run, called side by side in one Lambda, so a phone waits for one round
// trip instead of ten and no query is written twice. Every part reads only the caller's partition.
import { DASHBOARD_RECENT_ENTRIES } from '../../shared/entry-limits';
import { ENTRY_COLLECTIONS, type EntryCollection } from '../../shared/entry-types';
import type { DashboardResponse } from '../../shared/schemas/dashboard';
import { dayBounds } from '../../shared/time';
import type { UserRecord } from '../data/users';
import { listExperiments } from '../data/experiments';
import { zoneOf } from '../domain/entry-time';
import { InvalidFields } from '../platform/errors';
import { readRecents } from '../domain/quick-log/recents';
import { trialStatusOf } from '../ai/trial-status';
import { listCollection } from '../entries/list-entries';
import { presentAsEntry } from '../entries/present';
import { todayWithAdherence } from '../domain/experiment-records/today-logged';
import { favouritesOf } from '../quick-log/favourites';
import { todayOwn as remindersTodayOf } from '../reminders/today';

type Entries = DashboardResponse['entries'];

async function latestOfEach(userId: string): Promise<Entries> {
  const lists = await Promise.all(
    ENTRY_COLLECTIONS.map((collection) => listCollection(userId, collection, { limit: DASHBOARD_RECENT_ENTRIES })),
  );
  return Object.fromEntries(ENTRY_COLLECTIONS.map((collection, i) => [collection, lists[i].entries.map(presentAsEntry)])) as Record<
    EntryCollection,
    Entries[EntryCollection]
  > as Entries;
}

/** Today's food in the zone, as the panel's totals read it; null when one list answer cannot hold the day. */
async function dayFood(userId: string, date: string, zone: string): Promise<DashboardResponse['today_food']> {
  const { entries, cursor } = await listCollection(userId, 'food-drinks', { start: date, end: date, timezone: zone });
  return cursor ? null : entries.map(presentAsEntry);
}

export async function dashboardOf(user: UserRecord, query: { timezone: string; date: string }): Promise<DashboardResponse> {
  const zone = zoneOf(query.timezone, 'timezone');
  // Checked here so a 31 February is refused naming `date`, not the list's `start` it becomes.
  if (!dayBounds(query.date, zone)) throw InvalidFields.field('date', 'Enter a real calendar date as YYYY-MM-DD.');
  const now = Date.now();
  const [entries, todayFood, trialStatus, remindersToday, recents, favourites, experimentsToday] = await Promise.all([
    latestOfEach(user.userId),
    dayFood(user.userId, query.date, zone),
    trialStatusOf(user, new Date(now)),
    remindersTodayOf(user.userId, now),
    readRecents(user.userId, zone, now),
    favouritesOf(user.userId),
    listExperiments(user.userId).then((experiments) => todayWithAdherence(user.userId, experiments, now)),
  ]);
  return {
    entries,
    today_food: todayFood,
    trial_status: trialStatus,
    reminders_today: remindersToday,
    quick_log: { recents, favourites },
    experiments_today: { today: experimentsToday },
  };
}
