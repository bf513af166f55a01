// The chat tests' diary (test/unit/support/chat-diary.ts) saved over HTTP for an account, around the zone's real today.
import { diary } from '../../unit/support/chat-diary';
import { toZonedIso } from '../../../shared/time';
import type { EntryCollection } from '../../../shared/entry-types';
import { pastOnItsDay } from '../../support/past-time';
import { createEntry } from './entries';

/** The zone's today (YYYY-MM-DD). */
export const todayIn = (zone: string) => toZonedIso(Date.now(), zone).slice(0, 10);

export async function seedDiary(token: string, zone: string): Promise<void> {
  const now = Date.now();
  for (const entry of diary(zone, todayIn(zone))) {
    // Today's early entry never lies in the future, however early the test runs, and stays today (issue 23's rule).
    const at = pastOnItsDay(Date.parse(entry.calculated_timestamp), zone, now);
    const own =
      entry.collection === 'related-data'
        ? { item_name: 'Weight', item_type: entry.category, data_details: entry.text.replace(/^.*: /, '') }
        : { details: entry.text };
    await createEntry(token, entry.collection as EntryCollection, {
      ...own,
      calculated_timestamp: toZonedIso(at, zone),
      device_timezone: zone,
      measures: entry.measures,
      subjects: entry.subjects,
    });
  }
}
