// Web Push in Chromium at 375 px (docs/REMINDERS.md "Delivery", docs/OFFLINE.md "Notifications"): the server sends a
// reminder through web-push to the local push service, which decrypts it; that payload is delivered to the app's
// service worker with the DevTools Protocol (`ServiceWorker.deliverPushMessage`); the worker shows it with its actions;
// "Taken" (a NotificationEvent dispatched in the worker's scope) posts {token, answer} with no session, and the
// notification then says it was saved. The answer route is the reminders group's: here Playwright stands in for it
// (context.route sees the worker's fetch), so this test checks the request the worker makes, not what the route records.
// How the subscription is had: headless Chromium cannot subscribe (pushManager.subscribe rejects with "Registration
// failed - permission denied": it has no push service to register with, and no network to reach FCM), so the person's
// device is minted by the local push service and saved through the API, as the web app would save a browser's.
// The Settings section is shown and checked with axe. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { until } from './support/until';

const ANSWER_PATH = '/api/reminders/notification-answers/';
const dose = {
  title: 'Magnesium 400 mg',
  body: 'Due at 21:30',
  tag: 'mg@2026-03-08T21:30',
  url: '/dashboard',
  actions: [
    { action: 'taken', title: 'Taken' },
    { action: 'snooze', title: 'Snooze 15 min' },
    { action: 'skip', title: 'Skip' },
  ],
  answer: { url: ANSWER_PATH, token: 'signed-capability-token' },
};

const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: (n as Notification & { actions: { action: string; title: string }[] }).actions.map((a) => a.action),
    })),
  );

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

it('shows a pushed reminder on a phone and posts "Taken" to the answer route with no session', async () => {
  const person = await signedInAccount();
  const { page, context } = await newPage(browser, { width: 375, height: 812 });
  const origin = new URL(appUrl('/')).origin;
  await context.grantPermissions(['notifications'], { origin });
  await signInPage(page, person, 'Europe/Paris');
  await page.goto(appUrl('/settings'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await section.getByRole('button', { name: 'Turn on' }).waitFor();
  if (process.env.E2E_SHOTS) await section.screenshot({ path: path.join(process.env.E2E_SHOTS, 'push-settings-phone.png') });
  expect(await axeViolations(page, 'section[aria-labelledby="push-title"]')).toEqual([]);

  // The device, minted by the local push service and saved as the web app saves a browser's subscription.
  const key = (await request('GET', '/api/push/vapid-public-key/')).body.public_key as string;
  const device = await (
    await fetch(appUrl('/_local/push/subscriptions'), { method: 'POST', body: JSON.stringify({ applicationServerKey: key }) })
  ).json();
  expect((await request('PUT', '/api/push/subscriptions/', { token: person.access, body: device })).status).toBe(200);
  // The server sends (web-push: encrypted, VAPID-signed); the push service decrypts what arrived.
  const sent = await fetch(appUrl('/_local/push/send'), {
    method: 'POST',
    body: JSON.stringify({ username: person.username, payload: dose }),
  });
  expect(((await sent.json()) as { results: { outcome: string }[] }).results).toMatchObject([{ outcome: 'sent' }]);
  const arrived = await fetch(appUrl(`/_local/push/messages?endpoint=${encodeURIComponent(device.endpoint)}`));
  const [{ payload }] = ((await arrived.json()) as { messages: { payload: unknown }[] }).messages;

  // Delivered to the worker as the browser's push service would.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const registration = await until(
    async () => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted),
    (found) => found !== undefined,
    { what: "the app's worker registration" },
  );
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify(payload),
  });
  const [shown] = await until(
    () => notifications(page),
    (list) => list.length === 1,
    { what: 'the notification' },
  );
  // Chromium shows at most Notification.maxActions (2) buttons: Taken and Snooze; Skip is left to the app.
  const maxActions = await page.evaluate(() => (Notification as unknown as { maxActions: number }).maxActions);
  expect(shown).toEqual({ title: dose.title, body: dose.body, tag: dose.tag, actions: ['taken', 'snooze', 'skip'].slice(0, maxActions) });

  // "Taken", as the person's tap would dispatch it in the worker.
  const posted: { body: unknown; headers: Record<string, string> }[] = [];
  await context.route(`**${ANSWER_PATH}`, async (route) => {
    posted.push({ body: route.request().postDataJSON(), headers: route.request().headers() });
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"answer":"taken"}' });
  });
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`)!;
  await worker.evaluate(async () => {
    // The worker's scope: the DOM types of this project have no ServiceWorkerGlobalScope.
    type Scope = {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
    };
    const scope = self as unknown as Scope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action: 'taken' }));
  });
  await until(
    async () => posted.length,
    (count) => count === 1,
    { what: 'the answer reaching the server' },
  );
  expect(posted[0].body).toEqual({ token: 'signed-capability-token', answer: 'taken' });
  expect(posted[0].headers).not.toHaveProperty('authorization');
  expect(posted[0].headers).not.toHaveProperty('cookie');
  const [confirmation] = await until(
    () => notifications(page),
    (list) => list.length === 1 && list[0].body !== dose.body,
    { what: 'the confirmation' },
  );
  expect(confirmation).toMatchObject({ title: dose.title, body: 'Taken: saved in Tend.', tag: dose.tag, actions: [] });
  expect(pageErrorsOf(page)).toEqual([]);
  await context.close();
});
