// Where waiting captures and their answers are kept (docs/OFFLINE.md "Offline capture"): the device's IndexedDB
// database (lib/device-db.ts), which outlives a reload, a closed tab and a browser restart. Read by user id, so a
// person never sees another's captures on a shared device; deleted with the session's tokens.
import { deviceStore, done, STORES } from '@/lib/device-db';
import type { QueuedCapture } from './queue-rules';

const store = (mode: IDBTransactionMode) => deviceStore(STORES.captures, mode);

export async function listCaptures(userId: string): Promise<QueuedCapture[]> {
  const found = await done((await store('readonly')).index('userId').getAll(userId) as IDBRequest<QueuedCapture[]>);
  return found.sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
}

export async function getCapture(key: string): Promise<QueuedCapture | undefined> {
  return done((await store('readonly')).get(key) as IDBRequest<QueuedCapture | undefined>);
}

export async function putCapture(capture: QueuedCapture): Promise<void> {
  await done((await store('readwrite')).put(capture));
}

export async function removeCapture(key: string): Promise<void> {
  await done((await store('readwrite')).delete(key));
}
