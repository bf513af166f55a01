// The calls of the dashboard's "Left today" line (docs/REMINDERS.md "Today"): today's occurrences with their states,
// and the signed-in answer to one dose (taken records its supplement entry once, however often it is sent; a snooze
// moves its next send snooze_minutes on).
import useSWR, { useSWRConfig } from 'swr';
import { callApi, type AnswerOf } from '@/lib/call-api';
import { withDataRetries } from '@/lib/data-fetcher';
import * as remindersOps from '@/lib/operations/reminders.generated';

export type TodayOccurrence = AnswerOf<'remindersToday'>['occurrences'][number];

/** The line's cache key: the dashboard's summary fills it on the first load (app/routes/dashboard-summary.tsx). */
export const REMINDERS_TODAY_KEY = 'reminders-today';

export const useToday = () => useSWR(REMINDERS_TODAY_KEY, () => withDataRetries((opts) => callApi(remindersOps.remindersToday, {}, opts)));

/** Reads the line again: a saved entry can settle a check-in or a dose. */
export function useRefreshToday(): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate(REMINDERS_TODAY_KEY);
}

export type DoseAnswer = 'taken' | 'snoozed' | 'skipped';

export const answerDose = (occurrence: TodayOccurrence, answer: DoseAnswer) =>
  callApi(remindersOps.answerReminder, {
    params: { id: occurrence.reminder_id },
    body: { occurrence_key: occurrence.occurrence_key, answer },
  });
