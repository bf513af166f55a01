// GET /api/reminders/today/ (docs/REMINDERS.md "Today"): every reminder's occurrences on today's date in its own zone,
// with the engine's state of each (functions/domain/reminders/today.ts). Reads the person's reminders, each one's
// answers from today's local date, and the entries that can settle today: supplements for doses, the counted types
// for prompts, timed within two days either side of now (a zone's today lies within a day of now; a dose's entry
// within two hours of its time; a prompt's entry may be timed before its window and written in it).
import { ENTRY_COLLECTIONS, type EntryCollection } from '../../shared/entry-types';
import type { TodayResponse } from '../../shared/schemas/reminder-routes';
import { answersSince } from '../data/reminder-answers';
import { listReminders, type StoredReminderRecord } from '../data/reminders';
import type { LoggedEntry } from '../domain/reminders/logged';
import { DAY, localDateOf } from '../domain/reminders/occurrences';
import { engineAnswers, loggedEntries } from '../domain/reminders/read-inputs';
import { todayOf } from '../domain/reminders/today';
import { reminderTitle } from '../domain/reminders/title';

/** Entries read per collection at most: two days of logging and more. */
const ENTRIES_MAX = 400;

const entriesOf = (userId: string, collection: EntryCollection, now: number): Promise<LoggedEntry[]> =>
  loggedEntries(userId, collection, { from: now - 2 * DAY, to: now + 2 * DAY, limit: ENTRIES_MAX });

/** The collections today's occurrences can be settled by: supplements for a dose, a prompt's counted types (any). */
function collectionsFor(records: readonly StoredReminderRecord[]): EntryCollection[] {
  const wanted = new Set<EntryCollection>();
  for (const record of records) {
    const kinds = record.kind === 'medication' ? ['supplements' as const] : (record.counted_types ?? ENTRY_COLLECTIONS);
    for (const kind of kinds) wanted.add(kind);
  }
  return [...wanted];
}

export async function todayOwn(userId: string, now = Date.now()): Promise<TodayResponse> {
  const records = await listReminders(userId);
  const [lists, answers] = await Promise.all([
    Promise.all(collectionsFor(records).map((collection) => entriesOf(userId, collection, now))),
    Promise.all(records.map(async (record) => engineAnswers(await answersSince(userId, record.id, localDateOf(now, record.timezone))))),
  ]);
  const entries = lists.flat();
  const occurrences = records.flatMap((record, i) =>
    todayOf(record, now, entries, answers[i]).map(({ occurrence, state }) => ({
      reminder_id: record.id,
      kind: record.kind,
      title: reminderTitle(record),
      occurrence_key: occurrence.key,
      local_date: occurrence.localDate,
      time: occurrence.time,
      at: new Date(occurrence.at).toISOString(),
      state,
    })),
  );
  return { occurrences: occurrences.sort((a, b) => a.at.localeCompare(b.at) || a.title.localeCompare(b.title)) };
}
