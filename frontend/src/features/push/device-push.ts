// This browser's side of Web Push (docs/REMINDERS.md "Delivery"): whether it can take notifications, its current
// subscription, subscribing through the service worker's pushManager, and keeping the device's rotation token where
// the service worker reads it (the device database, lib/device-db.ts). A port, so the section's states can be tested
// without a browser's push service.
import { deviceStore, done, PUSH_ROTATION_KEY, STORES } from '@/lib/device-db';

export type Support = 'supported' | 'unsupported' | 'denied';

export interface DevicePush {
  support(): Support;
  /** The subscription this browser holds for the app, if any. */
  current(): Promise<PushSubscription | null>;
  /** Asks for permission (when not yet given) and subscribes with the server's VAPID public key. */
  subscribe(publicKey: string): Promise<PushSubscription | 'denied'>;
  /** Keeps (or, with null, forgets) the rotation token the service worker posts when the browser rotates the subscription. */
  keepRotation(token: string | null): Promise<void>;
}

/** The service worker registration, or an error saying what to do when none runs (a dev server, a private window). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no-worker')), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** base64url → the bytes pushManager.subscribe takes as applicationServerKey. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export const browserPush: DevicePush = {
  support() {
    if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined' || typeof Notification === 'undefined') return 'unsupported';
    return Notification.permission === 'denied' ? 'denied' : 'supported';
  },
  async current() {
    if (browserPush.support() === 'unsupported') return null;
    const found = await navigator.serviceWorker.getRegistration();
    return (await found?.pushManager.getSubscription()) ?? null;
  },
  async subscribe(publicKey) {
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    const ready = await registration();
    return ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  },
  async keepRotation(token) {
    // Best effort: without it, a rotated subscription is saved as before, when Settings is next turned on here.
    try {
      const store = await deviceStore(STORES.pushDevice, 'readwrite');
      if (token) await done(store.put({ key: PUSH_ROTATION_KEY, token }));
      else await done(store.delete(PUSH_ROTATION_KEY));
    } catch {
      // no IndexedDB (a private window in some browsers): nothing kept
    }
  },
};
