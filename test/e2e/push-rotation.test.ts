// A rotated push subscription saved by the real service worker in Chromium (docs/REMINDERS.md "A rotated
// subscription"): Settings → "Turn on" saves this browser's subscription and keeps the rotation token in the device
// database (the page's real code, its IndexedDB upgraded to version 2); a `pushsubscriptionchange` dispatched in the
// worker's scope with a new subscription makes the worker read that token and post both to the rotation route with no
// session; the server then lists only the new subscription, a push reaches it, and the worker kept the next token.
// Headless Chromium cannot subscribe (no push service), so pushManager in the page answers with subscriptions minted
// by the runtime's local push service, as the browser would.
import type { BrowserContext, Page } from 'playwright-core';
import { createHash } from 'node:crypto';
import { signedInAccount } from '../api/support/accounts';
import { apiUrl, request } from '../api/support/runtime';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { until } from './support/until';

interface Minted {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

async function mint(): Promise<Minted> {
  const response = await fetch(apiUrl('/_local/push/subscriptions'), { method: 'POST', body: '{}' });
  return (await response.json()) as Minted;
}

const idOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

/** The rotation token the device keeps (IndexedDB `tend-device`, store `push-device`), read in the page. */
const keptToken = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const opening = indexedDB.open('tend-device');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('push-device')) return resolve(null);
          const get = db.transaction('push-device').objectStore('push-device').get('rotation');
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { token?: string } | undefined)?.token ?? null);
          };
        };
      }),
  );

/** The browser rotating the subscription: the event dispatched in the worker's scope, with the new one. */
async function rotateInWorker(context: BrowserContext, origin: string, next: Minted): Promise<void> {
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`)!;
  await worker.evaluate((minted) => {
    type Scope = { dispatchEvent(event: Event): boolean; ExtendableEvent: new (type: string) => Event };
    const scope = self as unknown as Scope;
    const event = new scope.ExtendableEvent('pushsubscriptionchange');
    Object.defineProperty(event, 'oldSubscription', { value: null });
    Object.defineProperty(event, 'newSubscription', { value: { endpoint: minted.endpoint, toJSON: () => minted } });
    scope.dispatchEvent(event);
  }, next);
}

it('the service worker saves a rotated subscription with the kept token, no session, and keeps the next token', async () => {
  const browser = await launchBrowser();
  try {
    const account = await signedInAccount();
    const [first, second] = [await mint(), await mint()];
    const { page, context } = await newPage(browser);
    const origin = new URL(appUrl('/')).origin;
    await context.grantPermissions(['notifications'], { origin });
    // This browser's push service: subscribe answers the first minted subscription, as Chromium would its own.
    await page.addInitScript((minted) => {
      let held: unknown = null;
      const subscription = { endpoint: minted.endpoint, toJSON: () => minted, unsubscribe: async () => ((held = null), true) };
      PushManager.prototype.subscribe = async () => ((held = subscription), subscription as unknown as PushSubscription);
      PushManager.prototype.getSubscription = async () => held as PushSubscription | null;
    }, first);
    await signInPage(page, account, 'Europe/London');
    await page.goto(appUrl('/settings'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const section = page.getByRole('region', { name: 'Notifications on this device' });
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByRole('button', { name: 'Turn off' }).waitFor();
    const devices = async () => (await request('GET', '/api/push/subscriptions/', { token: account.access })).body;
    expect((await devices()).devices.map((device: { id: string }) => device.id)).toEqual([idOf(first.endpoint)]);
    const firstToken = await until(
      () => keptToken(page),
      (token) => token !== null,
      { what: 'the kept rotation token' },
    );

    await rotateInWorker(context, origin, second);
    await until(
      async () => (await devices()).devices.map((device: { id: string }) => device.id).join(),
      (ids) => ids === idOf(second.endpoint),
      { what: 'the rotated subscription saved' },
    );
    const nextToken = await until(
      () => keptToken(page),
      (token) => token !== firstToken,
      { what: 'the next rotation token kept' },
    );
    expect(nextToken).toEqual(expect.any(String));

    const payload = { title: 'Magnesium 400 mg', body: 'Due at 21:30', tag: 'mg@2026-03-08T21:30', url: '/dashboard' };
    const sent = await fetch(apiUrl('/_local/push/send'), {
      method: 'POST',
      body: JSON.stringify({ username: account.username, payload }),
    });
    expect(sent.status).toBe(200);
    const arrived = await fetch(apiUrl(`/_local/push/messages?endpoint=${encodeURIComponent(second.endpoint)}`));
    expect(((await arrived.json()) as { messages: unknown[] }).messages).toHaveLength(1);
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
