// The IndexedDB database of what this device keeps of the signed-in person (docs/OFFLINE.md "What is kept on the
// device"): the offline capture queue (`captures`) and the dashboard as last seen (`last-seen`), each read by user id,
// and this device's push rotation token (`push-device`, read by the service worker: frontend/pwa/service-worker.js
// names the same database, store and key). Deleted with the session's tokens (token-storage.ts). Plain IndexedDB in a
// few promises rather than the `idb` package: three stores, a handful of calls. Imported only by lazy chunks.
import { DEVICE_DB } from './token-storage';

export const STORES = { captures: 'captures', lastSeen: 'last-seen', pushDevice: 'push-device' } as const;
/** Version 2 added `push-device`; an upgrade adds only the stores a database lacks. */
export const DEVICE_DB_VERSION = 2;
/** The one record of `push-device`: `{ key: PUSH_ROTATION_KEY, token }`. */
export const PUSH_ROTATION_KEY = 'rotation';
type StoreName = (typeof STORES)[keyof typeof STORES];

let opening: Promise<IDBDatabase> | null = null;

/** A request's result as a promise. */
export const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DEVICE_DB, DEVICE_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      const has = (name: string) => db.objectStoreNames.contains(name);
      if (!has(STORES.captures)) db.createObjectStore(STORES.captures, { keyPath: 'key' }).createIndex('userId', 'userId');
      if (!has(STORES.lastSeen)) db.createObjectStore(STORES.lastSeen, { keyPath: 'userId' });
      if (!has(STORES.pushDevice)) db.createObjectStore(STORES.pushDevice, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Signing out deletes the database: let it go, and open a new one on the next call.
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

/** A store of the database; rejects where the browser has no IndexedDB (then the next call tries again). */
export async function deviceStore(name: StoreName, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  try {
    return (await open()).transaction(name, mode).objectStore(name);
  } catch (error) {
    opening = null;
    throw error;
  }
}
