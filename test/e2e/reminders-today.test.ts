// The dashboard's "Left today" line in Chromium at 375 px and 1280 px (docs/REMINDERS.md "Today"): a medication
// whose dose time passed a few minutes ago is left, with Taken, Snooze and Skip; Snooze moves its next send on and
// leaves it open; Taken makes it done ("All done for today.")
// and its supplement entry is on /logs; back on the dashboard, nothing below moves while the line loads. The zone is
// chosen where it is now about noon (a whole-hour Etc/GMT zone), so "a few minutes ago" is today whatever the hour of
// the run. axe finds nothing on the line. E2E_SHOTS=dir saves it.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { medicationBody } from '../api/support/reminders';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { until } from './support/until';

const MINUTE = 60_000;
/** Hours ahead of UTC that put the local time between 12:00 and 12:59 (Etc/GMT names count the other way). */
const ahead = 12 - new Date().getUTCHours();
const ZONE = ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
/** The zone's local date and wall time `minutes` from now. */
const localAt = (minutes: number) => new Date(Date.now() + ahead * 3_600_000 + minutes * MINUTE).toISOString();

describe.each([
  ['375 px', { width: 375, height: 812 }],
  ['1280 px', { width: 1280, height: 900 }],
])('what is left today at %s', (width, viewport) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('an overdue dose is left; Taken makes it done, and its entry is on /logs', async () => {
    const account = await signedInAccount();
    const time = localAt(-5).slice(11, 16);
    const made = await request('POST', '/api/reminders/', {
      token: account.access,
      body: medicationBody({ timezone: ZONE, times: [time], start_date: localAt(-24 * 60).slice(0, 10) }),
    });
    expect(made.status).toBe(201);
    ({ page } = await newPage(browser, viewport));
    await signInPage(page, account, ZONE);
    await page.goto(appUrl('/dashboard'));

    const line = page.getByRole('region', { name: "What's left today" });
    await line.getByText('Left today:').waitFor();
    await expect(line.getByText(/^Magnesium 400 mg at /).textContent()).resolves.toMatch(/Magnesium 400 mg at \d{1,2}:\d\d/);
    if (process.env.E2E_SHOTS) {
      await line.screenshot({ path: path.join(process.env.E2E_SHOTS, `reminders-today-${viewport.width}.png`) });
      await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `reminders-today-page-${viewport.width}.png`) });
    }
    expect(await axeViolations(page, '.today-line')).toEqual([]);

    const pressed = Date.now();
    await line.getByRole('button', { name: /^Snooze: Magnesium 400 mg at / }).click();
    await line.getByText(/^Magnesium 400 mg at .*: snoozed, reminded again in 15 minutes\.$/).waitFor();
    const snoozed = (await request('GET', `/api/reminders/${made.body.id}/`, { token: account.access })).body;
    expect(Date.parse(snoozed.next_send_at) - pressed).toBeGreaterThanOrEqual(14 * MINUTE);
    expect(Date.parse(snoozed.next_send_at) - pressed).toBeLessThanOrEqual(16 * MINUTE);
    if (process.env.E2E_SHOTS)
      await line.screenshot({ path: path.join(process.env.E2E_SHOTS, `reminders-today-snoozed-${viewport.width}.png`) });
    expect(await axeViolations(page, '.today-line')).toEqual([]);

    await line.getByRole('button', { name: /^Taken: Magnesium 400 mg at / }).click();
    await line.getByText('All done for today.').waitFor();
    await line.getByText(/^Magnesium 400 mg at .*: taken, and logged\.$/).waitFor();
    if (process.env.E2E_SHOTS)
      await line.screenshot({ path: path.join(process.env.E2E_SHOTS, `reminders-today-done-${viewport.width}.png`) });
    expect(await axeViolations(page, '.today-line')).toEqual([]);

    await page.goto(appUrl('/logs'));
    await page.getByRole('tab', { name: 'Supplements' }).click();
    await until(
      () => page.getByRole('main').getByText('Magnesium 400 mg').count(),
      (count) => count === 1,
      { what: `the dose on /logs at ${width}` },
    );

    // Back on the dashboard, the line held back (its first load is the summary's part, docs/PERFORMANCE.md "Dashboard in
    // two calls"): the room it took last time is kept, so the cards below stay put.
    const SUMMARY = /\/api\/dashboard\/\?/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUMMARY, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl('/dashboard'));
    await page.locator('.dashboard-assistant').waitFor();
    const assistantTop = () => page.locator('.dashboard-assistant').evaluate((node) => Math.round(node.getBoundingClientRect().top));
    const before = await assistantTop();
    release();
    await line.getByText('All done for today.').waitFor();
    await page.unroute(SUMMARY);
    expect(await assistantTop()).toBe(before);
    expect(pageErrorsOf(page)).toEqual([]);
  });
});
