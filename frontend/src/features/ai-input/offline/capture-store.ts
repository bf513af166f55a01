// Where waiting captures and their answers are kept (docs/OFFLINE.md "Offline capture"): IndexedDB, which outlives
// a reload, a closed tab and a browser restart. Plain IndexedDB in a few promises rather than the `idb` package:
// one store, four calls. Read by user id, so a person never sees another's captures on a shared device; the
// database is deleted with the session's tokens (lib/token-storage.ts).
import { CAPTURE_DB } from '@/lib/token-storage';
import type { QueuedCapture } from './queue-rules';

const STORE = 'captures';
let opening: Promise<IDBDatabase> | null = null;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(CAPTURE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('userId', 'userId');
    request.onsuccess = () => {
      const db = request.result;
      // Sign-out deletes the database: let it go, and open a new one on the next call.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(STORE, mode).objectStore(STORE);
}

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
