// Answering one occurrence (docs/REMINDERS.md "Answers"): taken, skipped or snoozed, signed in or from a notification.
// The first taken or skipped is written once, under a condition, in one transaction with what it changes: a taken
// dose's supplement entry (checked as the entries API checks one, its id drawn from the occurrence so it can be made
// once) and the reminder's stock count less doses_per_intake; every answer also moves the reminder's next send. The
// same answer sent again finds it written and answers it again, with no second entry nor decrement.
import { ANSWER_TOKEN_SECONDS } from '../domain/reminders/answer-token';
import type { AnswerKindName, RecordedAnswer } from '../../shared/schemas/reminder-routes';
import { ConditionsFailed, writeTogether, type TransactItem } from '../data/batch';
import { putEntryAction, type StoredEntry } from '../data/entries';
import { finalAnswerAction, findAnswer, snoozeAction, type StoredAnswer } from '../data/reminder-answers';
import { findReminder, replaceReminderAction, type StoredReminderRecord } from '../data/reminders';
import { entryFields } from '../domain/entry-fields';
import { hashedId } from '../domain/hashed-id';
import type { Answer } from '../domain/reminders/logged';
import { DAY, occurrencesOn, type Occurrence } from '../domain/reminders/occurrences';
import { READ_BACK_DAYS } from '../domain/reminders/read-inputs';
import { Conflict, InvalidFields, NotFound, Unavailable } from '../platform/errors';
import { answersOf, withNextSend } from './reminder-inputs';
import { REMINDER_TEXTS } from './texts';

/** Where the answer came from: a notification's token refuses differently (no field to name, the app to open). */
export type AnswerSource = 'signed-in' | 'notification';

export interface AnswerOutcome {
  recorded: RecordedAnswer;
  record: StoredReminderRecord;
  answers: Answer[];
  now: number;
}

const ATTEMPTS = 3;
const KEY = /^(.+)@(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The occurrence a key names, if it is one of the reminder's (times, days and dates as they are now). */
function occurrenceOf(record: StoredReminderRecord, key: string): Occurrence | undefined {
  const match = KEY.exec(key);
  if (!match || match[1] !== record.id) return undefined;
  return occurrencesOn(record, match[2]).find((occurrence) => occurrence.key === key);
}

function checkOccurrence(record: StoredReminderRecord, key: string, source: AnswerSource, now: number): Occurrence {
  const occurrence = occurrenceOf(record, key);
  const refuse = (message: string) =>
    source === 'notification' ? new Conflict(REMINDER_TEXTS.notificationChanged) : InvalidFields.field('occurrence_key', message);
  if (!occurrence) throw refuse(REMINDER_TEXTS.occurrenceUnknown);
  if (occurrence.at > now + DAY) throw refuse(REMINDER_TEXTS.occurrenceAhead);
  // A notification's token outlives nothing older than its own life; signed in, the answers adherence reads back.
  const oldest = source === 'notification' ? ANSWER_TOKEN_SECONDS * 1000 + DAY : READ_BACK_DAYS * DAY;
  if (occurrence.at < now - oldest) throw refuse(REMINDER_TEXTS.occurrenceOld);
  return occurrence;
}

/** An answer written before: the same one is answered again; another is refused (the first stands). */
function answeredBefore(stored: StoredAnswer | undefined, kind: AnswerKindName): RecordedAnswer | undefined {
  if (!stored?.final) return undefined;
  if (stored.final !== kind) throw new Conflict(REMINDER_TEXTS.alreadyAnswered(stored.final));
  return {
    occurrence_key: stored.occurrence_key,
    answer: stored.final,
    answered_at: stored.answered_at!,
    entry_id: stored.entry_id ?? null,
  };
}

/** The supplement entry of a taken dose, at its time (or now, when taken ahead), through the entries' own checks. */
async function doseEntry(record: StoredReminderRecord & { kind: 'medication' }, occurrence: Occurrence, now: number): Promise<StoredEntry> {
  const at = Math.min(occurrence.at, now);
  const { fields } = await entryFields(
    'supplements',
    {
      details: `${record.name} ${record.dose_amount} ${record.dose_unit}`,
      calculated_timestamp: new Date(at).toISOString(),
      device_timezone: record.timezone,
      measures: { dose_amount: record.dose_amount, dose_unit: record.dose_unit },
      subjects: [record.name.toLowerCase()],
    },
    record.userId,
  );
  const stamp = new Date(now).toISOString();
  return {
    measures: {},
    subjects: [],
    userId: record.userId,
    created_at: stamp,
    updated_at: stamp,
    version: 1,
    collection: 'supplements',
    // Drawn from the occurrence: a second write of the same dose's entry is refused by its key too.
    id: hashedId(occurrence.at, `reminder-dose:${record.userId}:${occurrence.key}`),
    ...fields,
    image_url: null,
  };
}

/** One attempt: the writes of this answer, given the reminder as read; undefined when an answer was already there. */
async function attempt(record: StoredReminderRecord, occurrence: Occurrence, kind: AnswerKindName, now: number): Promise<AnswerOutcome> {
  const stamp = new Date(now).toISOString();
  const base: StoredAnswer = { userId: record.userId, reminder_id: record.id, occurrence_key: occurrence.key };
  const answers = [...(await answersOf(record, now)), { occurrenceKey: occurrence.key, kind, at: now }];
  const next = withNextSend({ ...record, version: record.version + 1 }, now, answers);
  const writes: TransactItem[] = [];
  let entryId: string | null = null;
  if (kind === 'snoozed') writes.push(snoozeAction({ ...base, snoozed_at: stamp }));
  else if (kind === 'skipped') writes.push(finalAnswerAction({ ...base, final: 'skipped', answered_at: stamp }));
  else {
    const entry = await doseEntry(record as StoredReminderRecord & { kind: 'medication' }, occurrence, now);
    entryId = entry.id;
    writes.push(finalAnswerAction({ ...base, final: 'taken', answered_at: stamp, entry_id: entry.id }), putEntryAction(entry, true));
    if (next.kind === 'medication' && next.stock_count !== undefined) {
      next.stock_count = Math.max(0, Math.round((next.stock_count - next.doses_per_intake) * 1000) / 1000);
    }
  }
  await writeTogether([...writes, replaceReminderAction(next, record.version)]);
  return { recorded: { occurrence_key: occurrence.key, answer: kind, answered_at: stamp, entry_id: entryId }, record: next, answers, now };
}

/** Records the answer once; answers what is recorded. */
export async function answerOccurrence(
  userId: string,
  reminderId: string,
  occurrenceKey: string,
  kind: AnswerKindName,
  source: AnswerSource,
): Promise<AnswerOutcome> {
  for (let tries = 1; ; tries++) {
    const now = Date.now();
    const record = await findReminder(userId, reminderId);
    if (!record) throw new NotFound(REMINDER_TEXTS.notFound);
    const occurrence = checkOccurrence(record, occurrenceKey, source, now);
    if (kind === 'taken' && record.kind === 'log-prompt') throw InvalidFields.field('answer', REMINDER_TEXTS.promptTaken);
    const before = answeredBefore(await findAnswer(userId, occurrence.key), kind);
    if (before) return { recorded: before, record, answers: await answersOf(record, now), now };
    try {
      return await attempt(record, occurrence, kind, now);
    } catch (error) {
      // The answer or the reminder was written meanwhile (the same answer sent twice at once, a change): read again.
      if (!(error instanceof ConditionsFailed)) throw error;
      if (tries >= ATTEMPTS) throw new Unavailable();
    }
  }
}
