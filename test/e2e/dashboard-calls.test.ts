// The dashboard's first screen in two API calls (issue 29, docs/PERFORMANCE.md "Dashboard in two calls"): a signed-in
// load of /dashboard asks for the person (GET /api/auth/me/) and the summary (GET /api/dashboard/), nothing else, until
// the page is idle; and everything the calls used to bring shows: the panels' rows, today's food totals, the "Left
// today" line and the "Log again" chips.
import type { Browser } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { localTime, saveSeed } from '../api/support/quick-log';
import { medicationBody } from '../api/support/reminders';
import { request } from '../api/support/runtime';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

/** Hours ahead of UTC that put the local time between 12:00 and 12:59, so a dose five minutes ago is today's. */
const ahead = 12 - new Date().getUTCHours();
const ZONE = ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
const localAt = (minutes: number) => new Date(Date.now() + ahead * 3_600_000 + minutes * 60_000).toISOString();

describe('the dashboard in two calls', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('a signed-in load asks for the person and the summary only, and shows the panels, Left today and the chips', async () => {
    const account = await signedInAccount();
    await saveSeed(
      account.access,
      [
        { category: 'food_drinks', details: 'flat white', calculated_time: localTime(ZONE, 1, '07:35') },
        { category: 'food_drinks', details: 'porridge with honey', calculated_time: localAt(-60).slice(0, 16) + ':00' + zoneSuffix() },
        { category: 'sleep', details: 'slept 7 hours', calculated_time: localTime(ZONE, 1, '23:00') },
      ],
      ZONE,
    );
    const made = await request('POST', '/api/reminders/', {
      token: account.access,
      body: medicationBody({ timezone: ZONE, times: [localAt(-5).slice(11, 16)], start_date: localAt(-24 * 60).slice(0, 10) }),
    });
    expect(made.status).toBe(201);

    const { page } = await newPage(browser, { width: 1280, height: 900 });
    await signInPage(page, account, ZONE);
    // A returning device: a device's very first start also loads the zone mappings once, at idle, after the first
    // screen (test/e2e/zone-data-on-demand.test.ts); from then on the zone's locale is kept and no start asks again.
    await page.goto(appUrl('/dashboard'));
    await page.waitForFunction(() => localStorage.getItem('timeZoneLocale') !== null);
    const calls: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${sent.method()} ${url.pathname}`);
    });
    await page.goto(appUrl('/dashboard'));

    const logs = page.getByRole('region', { name: 'Your health logs' });
    await logs.getByText(/Last updated/).waitFor();
    await page.locator('[data-collection="food-drinks"]').getByText('porridge with honey').waitFor();
    await page.locator('[data-collection="sleep"]').getByText('slept 7 hours').waitFor();
    await page.locator('[data-collection="food-drinks"]').locator('.food-totals:not(.is-reserved)').waitFor();
    await page
      .getByRole('region', { name: "What's left today" })
      .getByText(/^Magnesium 400 mg at /)
      .waitFor();
    await page.getByRole('button', { name: 'Log again', expanded: false }).click();
    await page
      .getByRole('region', { name: 'Log again' })
      .getByRole('button', { name: /^flat white/ })
      .waitFor();
    await page.waitForLoadState('networkidle');

    // Before the summary: 14 calls (me, the zone mappings, trial status, the seven lists, today's food, what is left
    // today, recents and favourites).
    expect(calls).toEqual(['GET /api/auth/me/', 'GET /api/dashboard/']);
    expect(pageErrorsOf(page)).toEqual([]);
  });
});

/** The zone's offset as ISO writes it (Etc/GMT-3 is +03:00). */
function zoneSuffix(): string {
  const sign = ahead >= 0 ? '+' : '-';
  return `${sign}${String(Math.abs(ahead)).padStart(2, '0')}:00`;
}
