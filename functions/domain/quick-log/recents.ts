// A person's recent distinct items (docs/QUICK-LOG.md "Recents"): the newest entries of each re-loggable type, read
// newest first through GSI1 (one query per type, at most QUICK_LOG_LIMITS.perType entries of the last lookbackDays,
// only the fields re-logging needs), grouped by item key, newest group first, each with its count and usual time.
import { QUICK_LOG_LIMITS, RELOG_COLLECTIONS } from '../../../shared/quick-log';
import type { Recent } from '../../../shared/schemas/quick-log';
import { listEntries, type StoredEntry } from '../../data/entries';
import { clockText, localMoment, medianMinutes } from './local-clock';
import { itemKey, relogItemOf } from './relog-item';

const DAY = 24 * 60 * 60 * 1000;
const FIELDS = ['id', 'utc_time', 'details', 'measures', 'subjects', 'nutrition', 'device_timezone'] as const;

/** The entries recents are built from, newest first across the types. */
export async function recentRelogEntries(userId: string, now: number): Promise<StoredEntry[]> {
  const from = new Date(now - QUICK_LOG_LIMITS.lookbackDays * DAY).toISOString();
  const lists = await Promise.all(
    RELOG_COLLECTIONS.map(async (collection) => {
      const { entries } = await listEntries({ userId, collection, from, limit: QUICK_LOG_LIMITS.perType, fields: FIELDS });
      return entries.map((entry) => ({ ...entry, collection }));
    }),
  );
  return lists.flat().sort((a, b) => b.utc_time.localeCompare(a.utc_time));
}

/**
 * The entries grouped by item, newest first (a group is as new as its newest entry, whose words it re-logs). The usual
 * time is read in `zone`, or in each entry's own zone when none is given.
 */
export function groupRecents(entries: StoredEntry[], zone: string | undefined): Recent[] {
  const groups = new Map<string, { newest: StoredEntry; minutes: number[] }>();
  for (const entry of entries) {
    const key = itemKey(entry.collection, String(entry.details ?? ''), entry.measures);
    const minutes = localMoment(Date.parse(entry.utc_time), zone ?? entry.device_timezone ?? 'UTC').minutes;
    const group = groups.get(key);
    if (group) group.minutes.push(minutes);
    else groups.set(key, { newest: entry, minutes: [minutes] });
  }
  return [...groups].map(([key, { newest, minutes }]) => ({
    key,
    collection: newest.collection as Recent['collection'],
    count: minutes.length,
    last_logged: newest.utc_time,
    usual_time: clockText(medianMinutes(minutes)),
    item: relogItemOf(newest as StoredEntry & { collection: Recent['collection'] }),
  }));
}

export async function readRecents(userId: string, zone: string | undefined, now = Date.now()): Promise<Recent[]> {
  return groupRecents(await recentRelogEntries(userId, now), zone).slice(0, QUICK_LOG_LIMITS.recents);
}
