// What presenting a reminder and its next send need, read once per call: the now, the person's recent supplement
// entries (only when a medication is shown) and each medication's recent answers.
import type { StoredReminderRecord } from '../data/reminders';
import { engineAnswers, recentAnswers, recentDoses } from '../domain/reminders/read-inputs';
import type { Answer, LoggedEntry } from '../domain/reminders/logged';
import { nextSendAt } from '../domain/reminders/next-send';
import { presentReminder, type PresentInputs } from './present';

export async function answersOf(record: Pick<StoredReminderRecord, 'userId' | 'id' | 'timezone'>, now: number): Promise<Answer[]> {
  return engineAnswers(await recentAnswers(record.userId, record, now));
}

/** The record with its next send from the engine: set, or gone when the schedule has none left. */
export function withNextSend(record: StoredReminderRecord, now: number, answers: readonly Answer[]): StoredReminderRecord {
  const { next_send_at: _before, ...rest } = record;
  const next = nextSendAt(rest, now, answers);
  return next === undefined ? rest : { ...rest, next_send_at: new Date(next).toISOString() };
}

/** Presents reminders, reading each one's answers and the supplement entries once for all. */
export async function presentAll(records: readonly StoredReminderRecord[], now: number, known?: Map<string, Answer[]>) {
  const medications = records.filter((record) => record.kind === 'medication');
  const entries: LoggedEntry[] = medications.length ? await recentDoses(records[0].userId, now) : [];
  const answers = await Promise.all(
    records.map(async (record) =>
      record.kind === 'medication' ? (known?.get(record.id) ?? (await answersOf(record, now))) : ([] as Answer[]),
    ),
  );
  return records.map((record, i) => presentReminder(record, { now, entries, answers: answers[i] } satisfies PresentInputs));
}
