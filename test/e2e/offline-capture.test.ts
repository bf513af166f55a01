// R15 (issue 26, docs/OFFLINE.md "Offline capture") at 375 and 1280 px: signed in, the network goes; two captures
// typed then are kept on the device, a reload (the service worker serves the shell, the device the account) still
// shows "2 entries waiting to send"; the network comes back flaky (the first answer of each capture is lost after the
// server did the work) and each capture is still processed and charged once (its Idempotency-Key), then ready to
// review and saved through the usual review. axe clean on the new states. Two open tabs send a capture once. The
// dashboard's panels open offline as last seen; signing out leaves nothing of the person on the device.
// E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { entryBody } from '../api/support/entries';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { setOffline } from './support/offline';
import { until } from './support/until';

const ZONE = 'Europe/Paris';
const SIZES = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;
const CAPTURES = ['coffee at 8am', 'ran 5 km in 28 min at 7am'];

/** Waits until the service worker controls the page (it claims pages once it has cached the shell). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.getByRole('region', { name: 'Your Data' }).screenshot({ path: path.join(process.env.E2E_SHOTS, `offline-${name}.png`) });
}

describe.each(SIZES)('R15: offline capture on a %s', (size, viewport) => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('R15: two captures typed offline survive a reload, reach the server once each over a flaky network, and are reviewed', async () => {
    const account = await signedInAccount();
    const { page, context } = await newPage(browser, viewport);
    // Every process request that reaches the server, by its key; the first of each loses its answer on the way back.
    const reached = new Map<string, { tries: number; replayed: number }>();
    await page.route('**/api/ai/process-input/', async (route) => {
      const key = route.request().headers()['idempotency-key'] ?? 'none';
      const seen = reached.get(key) ?? { tries: 0, replayed: 0 };
      reached.set(key, seen);
      seen.tries += 1;
      const response = await route.fetch();
      if (response.headers()['idempotent-replayed'] === 'true') seen.replayed += 1;
      if (seen.tries === 1) return route.abort('connectionreset');
      return route.fulfill({ response });
    });
    await signInPage(page, account, ZONE);
    await page.goto(appUrl('/dashboard'));
    await controlled(page);
    await page.getByRole('region', { name: 'Your health logs' }).waitFor();
    const card = page.getByRole('region', { name: 'Your Data' });

    await setOffline(context, true);
    for (const words of CAPTURES) {
      await card.getByLabel('What happened?').fill(words);
      await card.getByRole('button', { name: 'Process Information' }).click();
      await card.getByText('You are offline: this is kept on this device and sent when the network is back.').waitFor();
    }
    await card.getByRole('status').filter({ hasText: '2 entries waiting to send' }).waitFor();

    // A reload with no network: the shell from the worker, the account from the device, the captures from IndexedDB.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await card.getByRole('status').filter({ hasText: '2 entries waiting to send' }).waitFor({ timeout: 30_000 });
    for (const words of CAPTURES) await card.getByRole('listitem').filter({ hasText: words }).waitFor();
    expect(reached.size).toBe(0);
    await shot(page, `waiting-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    // The network comes back, flaky: each capture's first answer is lost, its retry gets the first answer again.
    await setOffline(context, false);
    await card.getByRole('heading', { name: 'Ready to review (2)' }).waitFor({ timeout: 60_000 });
    expect(await card.getByRole('status').filter({ hasText: 'waiting to send' }).count()).toBe(0);
    expect([...reached.values()]).toEqual([
      { tries: 2, replayed: 1 },
      { tries: 2, replayed: 1 },
    ]);
    const status = await request('GET', '/api/ai/trial-status/', { token: account.access });
    expect(status.body.credits_used).toBe(CAPTURES.length);
    await shot(page, `ready-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    // Each opens the usual review and saves through the usual save.
    await card.getByRole('button', { name: `Review: ${CAPTURES[0]}` }).click();
    await page.getByRole('heading', { name: 'Review before saving' }).waitFor();
    await page.getByRole('button', { name: 'Confirm & Save' }).click();
    await card.getByText('Information successfully saved!').waitFor();
    await card.getByRole('heading', { name: 'Ready to review (1)' }).waitFor();
    const food = await until(
      async () => (await request('GET', '/api/food-drinks/', { token: account.access })).body as unknown[],
      (entries) => entries.length === 1,
      { what: 'the saved coffee' },
    );
    expect(food).toHaveLength(1);
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  });
});

describe('R15: two tabs', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('R15: two open tabs send a capture kept offline once: one sends (Web Locks), both show it ready to review', async () => {
    const account = await signedInAccount();
    const { page: first, context } = await newPage(browser, SIZES[1][1]);
    const sent = new Map<string, number>();
    await context.route('**/api/ai/process-input/', async (route) => {
      const key = route.request().headers()['idempotency-key'] ?? 'none';
      sent.set(key, (sent.get(key) ?? 0) + 1);
      await route.continue();
    });
    await signInPage(first, account, ZONE);
    await first.goto(appUrl('/dashboard'));
    await controlled(first);
    const second = await context.newPage();
    const secondErrors: string[] = [];
    second.on('pageerror', (error) => secondErrors.push(error.message));
    await second.goto(appUrl('/dashboard'));
    const cards = [first, second].map((page) => page.getByRole('region', { name: 'Your Data' }));
    await cards[1].waitFor();

    await setOffline(context, true);
    await cards[0].getByLabel('What happened?').fill(CAPTURES[0]);
    await cards[0].getByRole('button', { name: 'Process Information' }).click();
    // The other tab hears of it (BroadcastChannel) and shows it too.
    for (const card of cards) await card.getByRole('status').filter({ hasText: '1 entry waiting to send' }).waitFor();

    await setOffline(context, false);
    for (const card of cards) await card.getByRole('heading', { name: 'Ready to review (1)' }).waitFor({ timeout: 30_000 });
    expect([...sent.values()]).toEqual([1]);
    const status = await request('GET', '/api/ai/trial-status/', { token: account.access });
    expect(status.body.credits_used).toBe(1);
    expect(pageErrorsOf(first)).toEqual([]);
    expect(secondErrors).toEqual([]);
    await context.close();
  });
});

describe('the dashboard as last seen', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('opens offline with the panels as last seen and when; signing out leaves nothing of the person on the device', async () => {
    const account = await signedInAccount();
    const created = await request('POST', '/api/sleep/', {
      token: account.access,
      body: entryBody('sleep', { details: 'Slept 7 hours', user_input_text: 'Manual entry: Slept 7 hours' }),
    });
    expect(created.status).toBe(201);
    const { page, context } = await newPage(browser, SIZES[0][1]);
    await signInPage(page, account, ZONE);
    await page.goto(appUrl('/dashboard'));
    await controlled(page);
    const sleep = page.getByRole('region', { name: 'Sleep' });
    await sleep.getByText('Slept 7 hours').waitFor();

    await setOffline(context, true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: '(offline: as last seen on this device)' }).waitFor({ timeout: 30_000 });
    await sleep.getByText('Slept 7 hours').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Unable to load any data' }).count()).toBe(0);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: path.join(process.env.E2E_SHOTS, 'offline-last-seen-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await setOffline(context, false);
    await page.reload();
    await sleep.getByText('Slept 7 hours').waitFor();
    const kept = () =>
      page.evaluate(async () => ({
        account: localStorage.getItem('account') !== null,
        databases: (await indexedDB.databases()).map((db) => db.name),
      }));
    expect(await kept()).toEqual({ account: true, databases: ['tend-device'] });
    const menu = page.getByRole('button', { name: /menu/i });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect(await until(kept, (state) => state.databases.length === 0, { what: 'the device database deleted' })).toEqual({
      account: false,
      databases: [],
    });
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
