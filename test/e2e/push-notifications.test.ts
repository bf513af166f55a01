// The whole Web Push journey in Chromium at 375 and 1280 px (docs/REMINDERS.md "Delivery", "Scheduler"; docs/OFFLINE.md
// "Notifications"): a person signs up and saves a device; a medication reminder made through the API is due in a minute
// the test chooses; the runtime's scheduler runs that minute (POST /_local/scheduler/run), sends through web-push to the
// local push service, which decrypts it; exactly that payload is delivered to the app's service worker with the DevTools
// Protocol (`ServiceWorker.deliverPushMessage`); the worker shows it with the actions that fit; "Taken" (a
// NotificationEvent dispatched in the worker's scope) posts {token, answer} with no session to the real answer route,
// and the supplement entry is on /logs. The same push and the same press again record nothing more.
// How the subscription is had: headless Chromium cannot subscribe (pushManager.subscribe rejects with "Registration
// failed - permission denied": it has no push service to register with, and no network to reach FCM), so the person's
// device is minted by the local push service and saved through the API, as the web app would save a browser's.
// The Settings section is shown and checked with axe. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { arrived, person, runMinute } from '../api/support/scheduler';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';
import { until } from './support/until';

// East of UTC (its local date is the next one from 15:00 UTC) and without DST: a dose two minutes ahead always exists
// once, at any hour the test runs (in a zone with DST, the repeated autumn hour's second half would have none).
const ZONE = 'Asia/Tokyo';
const ANSWER_PATH = '/api/reminders/notification-answers/';

interface Shown {
  title: string;
  body: string;
  tag: string;
  actions: string[];
}

const notifications = (page: Page): Promise<Shown[]> =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: (n as Notification & { actions: { action: string; title: string }[] }).actions.map((a) => a.action),
    })),
  );

/** The local date and wall time of an instant in a zone: ["2026-11-27", "14:42"]. */
function wallClock(instant: number, zone: string): [string, string] {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
}

/** The app's worker registration, as the DevTools Protocol names it. */
async function workerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const found = await until(
    async () => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted),
    (registration) => registration !== undefined,
    { what: "the app's worker registration" },
  );
  return found!.registrationId;
}

/** "Taken", as the person's tap would dispatch it in the worker, on the notification shown. */
async function pressTaken(context: BrowserContext, origin: string): Promise<void> {
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
}

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** A push or a click wakes the service worker, which may start cold: on a busy 2-core machine that passed 5 s once. */
const WORKER_WAIT_MS = 15_000;

describe.each([
  { device: 'a phone', width: 375, height: 812 },
  { device: 'a laptop', width: 1280, height: 800 },
])('Web Push on $device', ({ width, height }) => {
  it('sends a due dose, shows it, and "Taken" records one supplement entry on /logs', async () => {
    const who = await person();
    const { page, context } = await newPage(browser, { width, height });
    const origin = new URL(appUrl('/')).origin;
    await context.grantPermissions(['notifications'], { origin });

    await step('the Settings section, axe clean', async () => {
      await signInPage(page, who, ZONE);
      await page.goto(appUrl('/settings'));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      const section = page.getByRole('region', { name: 'Notifications on this device' });
      // The device saved through the API is another endpoint than this browser's (which has none): "Turn on" here.
      await section.getByRole('button', { name: 'Turn on' }).waitFor();
      if (process.env.E2E_SHOTS) await section.screenshot({ path: path.join(process.env.E2E_SHOTS, `push-settings-${width}.png`) });
      expect(await axeViolations(page, 'section[aria-labelledby="push-title"]')).toEqual([]);
    });

    // A dose two minutes from now, in the person's zone; its minute is the one the scheduler is asked to run.
    const due = Math.floor(Date.now() / 60_000) * 60_000 + 2 * 60_000;
    const [localDate, localTime] = wallClock(due, ZONE);
    const [dayBefore] = wallClock(due - 86_400_000, ZONE);
    const reminderId = await step('the reminder, through the API', async () => {
      const made = await request('POST', '/api/reminders/', {
        token: who.access,
        body: {
          kind: 'medication',
          name: 'Magnesium',
          dose_amount: 400,
          dose_unit: 'mg',
          times: [localTime],
          timezone: ZONE,
          start_date: dayBefore,
        },
      });
      expect(made.status).toBe(201);
      expect(made.body.next_send_at).toBe(new Date(due).toISOString());
      return made.body.id as string;
    });

    const payload = await step('the scheduler runs the minute; the push service decrypts what it sent', async () => {
      expect(await runMinute(new Date(due).toISOString().slice(0, 16))).toMatchObject({ reminders: 1, sent: 1 });
      const [received, ...more] = await arrived(who.endpoint!);
      expect(more).toEqual([]);
      expect(received).toMatchObject({
        title: 'Magnesium 400 mg',
        body: `Due at ${localTime}`,
        tag: `${reminderId}@${localDate}T${localTime}`,
      });
      expect(received.answer).toEqual({ url: ANSWER_PATH, token: expect.any(String) });
      return received;
    });

    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistration(cdp, origin);
    const deliver = () => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });

    await step('the push reaches the worker, which shows the actions that fit', async () => {
      await deliver();
      const [shown] = await until(
        () => notifications(page),
        (list) => list.length === 1,
        { what: 'the notification', timeoutMs: WORKER_WAIT_MS },
      );
      // Chromium shows at most Notification.maxActions (2): the worker passes the first that fit, Taken and Snooze.
      const maxActions = await page.evaluate(() => (Notification as unknown as { maxActions: number }).maxActions);
      expect(maxActions).toBe(2);
      expect(shown).toEqual({ title: payload.title, body: payload.body, tag: payload.tag, actions: ['taken', 'snooze'] });
    });

    // The worker's POSTs, seen on their way to the real route (continued, never answered here).
    const posted: { body: unknown; headers: Record<string, string>; status?: number }[] = [];
    await context.route(`**${ANSWER_PATH}`, async (route) => {
      const sent = { body: route.request().postDataJSON(), headers: route.request().headers() } as (typeof posted)[number];
      posted.push(sent);
      const response = await route.fetch();
      sent.status = response.status();
      await route.fulfill({ response });
    });

    await step('"Taken" posts with no session; the notification says it was saved', async () => {
      await pressTaken(context, origin);
      const [confirmation] = await until(
        () => notifications(page),
        (list) => list.length === 1 && list[0].body !== payload.body,
        { what: 'the confirmation', timeoutMs: WORKER_WAIT_MS },
      );
      expect(confirmation).toMatchObject({ title: payload.title, body: 'Taken: saved in Tend.', tag: payload.tag, actions: [] });
      expect(posted).toEqual([{ body: { token: payload.answer!.token, answer: 'taken' }, headers: expect.any(Object), status: 200 }]);
      expect(posted[0].headers).not.toHaveProperty('authorization');
      expect(posted[0].headers).not.toHaveProperty('cookie');
    });

    await step('the same push and the same press again record nothing more', async () => {
      await deliver();
      await until(
        () => notifications(page),
        (list) => list.length === 1 && list[0].body === payload.body,
        { what: 'the push shown again', timeoutMs: WORKER_WAIT_MS },
      );
      await pressTaken(context, origin);
      await until(
        () => notifications(page),
        (list) => list.length === 1 && list[0].body === 'Taken: saved in Tend.',
        { what: 'the second confirmation', timeoutMs: WORKER_WAIT_MS },
      );
      expect(posted.map((p) => p.status)).toEqual([200, 200]);
      const entries = (await request('GET', '/api/supplements/', { token: who.access })).body as { details: string }[];
      expect(entries.map((entry) => entry.details)).toEqual(['Magnesium 400 mg']);
    });

    await step('the entry is on /logs', async () => {
      await page.goto(appUrl('/logs'));
      await page.getByRole('tab', { name: /^Supplements/ }).click();
      await page.getByRole('main').getByText('Magnesium 400 mg').waitFor();
      expect(await page.getByRole('main').getByText('Magnesium 400 mg').count()).toBe(1);
      if (process.env.E2E_SHOTS) {
        await page.getByRole('main').getByText('Magnesium 400 mg').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `push-logs-${width}.png`) });
      }
    });
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
