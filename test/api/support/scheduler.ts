// The reminders' scheduler for api tests (docs/REMINDERS.md "Scheduler"): a device minted by the runtime's push
// service and saved for a person, what arrived at it (decrypted), a reminder put into a given minute of the due index
// (a state no API call makes: a minute in the past), and the runtime's run of one minute (POST /_local/scheduler/run).
import type { StoredExperiment } from '../../../functions/data/experiments';
import { decodeJwt, signedInAccount } from './accounts';
import { useRuntimeTable } from './reminders';
import { apiUrl, request } from './runtime';

export interface ReceivedPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
  actions?: { action: string; title: string }[];
  answer?: { url: string; token: string };
}

/** A signed-in person; with `device`, one push subscription minted by the local push service and saved. */
export async function person({ device = true } = {}) {
  const account = await signedInAccount();
  const userId = decodeJwt(account.access).sub as string;
  if (!device) return { ...account, userId, endpoint: undefined };
  const vapidKey = (await request('GET', '/api/push/vapid-public-key/')).body.public_key as string;
  const minted = await fetch(apiUrl('/_local/push/subscriptions'), {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: vapidKey }),
  });
  const subscription = (await minted.json()) as { endpoint: string };
  const saved = await request('PUT', '/api/push/subscriptions/', { token: account.access, body: subscription });
  if (saved.status !== 200) throw new Error(`subscription not saved: ${saved.status}`);
  return { ...account, userId, endpoint: subscription.endpoint };
}

/** The decrypted payloads that reached a device, oldest first. */
export async function arrived(endpoint: string): Promise<ReceivedPayload[]> {
  const response = await fetch(apiUrl(`/_local/push/messages?endpoint=${encodeURIComponent(endpoint)}`));
  return ((await response.json()) as { messages: { payload: ReceivedPayload }[] }).messages.map((m) => m.payload);
}

/**
 * Runs the scheduler for one UTC minute (`2026-03-08T15:00`) in the runtime, as the clock would; `chunk` cuts the
 * minute into chunks that small, each handed to a sender (answered once they have ended).
 */
export async function runMinute(minute: string, chunk?: number): Promise<Record<string, number | string[]>> {
  const response = await fetch(apiUrl('/_local/scheduler/run'), { method: 'POST', body: JSON.stringify({ minute, chunk }) });
  if (response.status !== 200) throw new Error(`run failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, number | string[]>;
}

/** Puts the reminder into the due index at `minute` (as if its next send were then); answers its stored next send. */
export async function dueAt(userId: string, reminderId: string, minute: string): Promise<void> {
  useRuntimeTable();
  const { findReminder, moveNextSend } = await import('../../../functions/data/reminders');
  const record = await findReminder(userId, reminderId);
  if (!record || !(await moveNextSend(record, `${minute}:00.000Z`))) throw new Error('reminder not moved');
}

/** The reminder's stored next send (ISO), as the scheduler left it. */
export async function nextSendOf(userId: string, reminderId: string): Promise<string | undefined> {
  useRuntimeTable();
  const { findReminder } = await import('../../../functions/data/reminders');
  return (await findReminder(userId, reminderId))?.next_send_at;
}

/** The experiment's stored next day's send (ISO), as the route or the scheduler left it (never answered by the API). */
export async function experimentSendOf(userId: string, experimentId: string): Promise<string | undefined> {
  useRuntimeTable();
  const { getExperiment } = await import('../../../functions/data/experiments');
  return (await getExperiment(userId, experimentId))?.next_send_at;
}

/**
 * Stores an experiment whose plan lies wholly in the past (a state no API call makes: the route plans from today),
 * indexed at its day's send at `nextSendAt`: how a test runs fixed minutes around a clock change.
 */
export async function pastExperiment(userId: string, experiment: StoredExperiment): Promise<void> {
  useRuntimeTable();
  const { putExperiment } = await import('../../../functions/data/experiments');
  await putExperiment(userId, experiment);
}
