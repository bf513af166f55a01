// The dashboard as last seen on this device (docs/OFFLINE.md "What is kept on the device"): the seven panels' latest
// entries and when they loaded, kept after each load that brought them all, and shown when none can load for want of
// a network. Read by user id; deleted with the session's tokens (lib/device-db.ts).
import type { EntryCollection } from '@shared/entry-types';
import type { Entry } from '@/lib/api-contract.generated';
import { deviceStore, done, STORES } from '@/lib/device-db';
import { idle } from '@/lib/when-idle';

export interface LastSeen {
  userId: string;
  entries: Record<EntryCollection, Entry[]>;
  loadedAt: string;
}

/**
 * Best effort: a device without IndexedDB (or a full one) only shows no panels offline. Written once the page is idle:
 * opening the database (created on a device's first start) and writing the lists is a long task on a phone, and the
 * panels need not wait for it.
 */
export async function keepLastSeen(lastSeen: LastSeen): Promise<void> {
  try {
    await idle(2_000);
    await done((await deviceStore(STORES.lastSeen, 'readwrite')).put(lastSeen));
  } catch {
    // Nothing kept: the panels only cannot show offline.
  }
}

export async function lastSeenOf(userId: string): Promise<LastSeen | null> {
  try {
    return (await done((await deviceStore(STORES.lastSeen, 'readonly')).get(userId) as IDBRequest<LastSeen | undefined>)) ?? null;
  } catch {
    return null;
  }
}
