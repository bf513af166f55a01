// This browser's side of Web Push (docs/REMINDERS.md "Delivery"): whether it can take notifications, its current
// subscription, and subscribing or unsubscribing through the service worker's pushManager. A port, so the section's
// states can be tested without a browser's push service.

export type Support = 'supported' | 'unsupported' | 'denied';

export interface DevicePush {
  support(): Support;
  /** The subscription this browser holds for the app, if any. */
  current(): Promise<PushSubscription | null>;
  /** Asks for permission (when not yet given) and subscribes with the server's VAPID public key. */
  subscribe(publicKey: string): Promise<PushSubscription | 'denied'>;
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
};
