// Analytics in Chromium: an account with a few days of sleep, activity and mood sees its chart, summary and quick
// stats at 360 px and 1280 px with no sideways scroll, switches the period and the measure, and a new account sees
// the honest empty state. E2E_SHOTS=dir saves screenshots of each step.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'America/New_York';
const DAY = 24 * 60 * 60 * 1000;
/** A day in the zone, `days` from today, as 'YYYY-MM-DD'. */
const dayInZone = (days: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(Date.now() + days * DAY);

/** Nights of 7 h, 7 h 30, 8 h, 6 h 30 and 7 h 45 (7 h 21 min on average), none 4 days ago nor today. */
const SLEEP: [number, number][] = [
  [-1, 420],
  [-2, 450],
  [-3, 480],
  [-5, 390],
  [-6, 465],
];
const RUNS: [number, number][] = [
  [-1, 30],
  [-3, 45],
];

async function log(token: string, collection: string, daysAgo: number, measures: Record<string, number>) {
  // Noon in the zone: the day it counts for is never in doubt (a bedtime sleep would count for the next morning).
  const body = { calculated_timestamp: `${dayInZone(daysAgo)}T12:00:00`, device_timezone: ZONE, details: `${collection} test`, measures };
  const response = await request('POST', `/api/${collection}/`, { token, body });
  if (response.status !== 201) throw new Error(`seeding ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `analytics-${name}.png`), fullPage: true });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('analytics journey', () => {
  let browser: Browser;
  let page: Page;
  const trends = () => page.getByRole('region', { name: 'Health Trends' });
  /** The two live cards' heights, whole pixels. */
  const heights = () =>
    Promise.all(
      ['Health Trends', 'Quick Stats'].map(async (name) => Math.round((await page.getByRole('region', { name }).boundingBox())!.height)),
    );
  const stat = (label: string) => page.getByRole('region', { name: 'Quick Stats' }).locator('div', { hasText: label }).locator('dd');

  beforeAll(async () => {
    const account = await signedInAccount();
    for (const [daysAgo, minutes] of SLEEP) await log(account.access, 'sleep', daysAgo, { duration_min: minutes });
    for (const [daysAgo, minutes] of RUNS) await log(account.access, 'physical-activities', daysAgo, { duration_min: minutes });
    await log(account.access, 'mood-stress', -2, { mood: 7, stress: 3, energy: 6 });
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 360, height: 800 }));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('shows the chart, the summary and the quick stats on a phone, without sideways scroll', async () => {
    // The answer held back a moment: the skeletons must be the size of what replaces them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/insights/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl('/analytics'));
    await trends().getByRole('status').filter({ hasText: 'Loading your trends…' }).waitFor();
    const loadingHeights = await heights();
    await shot(page, 'loading-360');
    release();
    await trends().getByText('Sleep: average 7 h 21 min over 5 of 30 days; missing 25 days.').waitFor();
    await trends().locator('canvas').first().waitFor();
    await page.unroute('**/api/insights/**');
    expect(await heights()).toEqual(loadingHeights);
    expect(await stat('Total Logs').textContent()).toBe('8');
    expect(await stat('This Week').textContent()).toBe('8');
    expect(await stat('Avg. Score').textContent()).toMatch(/^\d+$/);
    await page.getByRole('region', { name: 'Health Score' }).getByText('/ 100').waitFor();
    await page
      .getByRole('region', { name: 'What affects you' })
      .getByText(/Nothing stands out yet/)
      .waitFor();
    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, '30-days-360');
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  it('switches the period and the measure, keeping both in the address', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(appUrl('/analytics'));
    await trends().getByText('Sleep: average 7 h 21 min over 5 of 30 days; missing 25 days.').waitFor();
    await page.getByRole('button', { name: '7 days' }).click();
    await trends().getByText('Sleep: average 7 h 21 min over 5 of 7 days; missing 2 days.').waitFor();
    expect(new URL(page.url()).search).toBe('?days=7');
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    // The screen-reader table has every day of the period, the missing ones said as such.
    const table = trends().getByRole('table');
    expect(await table.getByRole('row').count()).toBe(8);
    expect(await table.getByRole('cell', { name: 'Not logged' }).count()).toBe(2);
    expect(await table.getByRole('rowheader').first().textContent()).toBe(
      new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${dayInZone(-6)}T00:00:00Z`),
      ),
    );

    await trends().getByLabel('Show').selectOption({ label: 'Activity minutes' });
    await trends().getByText('Activity: average 38 min over 2 of 7 days; missing 5 days.').waitFor();
    expect(new URL(page.url()).search).toBe('?days=7&series=activity_minutes');
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, '7-days-activity-360');

    await page.goBack();
    await trends().getByText('Sleep: average 7 h 21 min over 5 of 30 days; missing 25 days.').waitFor();
  });

  it('reads the same on a desktop, and a pointer over the chart reads out its day', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(appUrl('/analytics?days=30'));
    await trends()
      .getByText(/^Sleep: average 7 h 21 min/)
      .waitFor();
    const chart = trends().locator('.trend-chart');
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(500);
    // The last day but one (yesterday, 7 h): the plot's right edge is the last day.
    await page.mouse.move(box.x + box.width - 30, box.y + box.height / 2);
    await trends().locator('.trend-readout').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, '30-days-1280');

    await page.getByRole('button', { name: '365 days' }).click();
    await trends().getByText('Sleep: average 7 h 21 min over 5 of 365 days; missing 360 days.').waitFor();
    await shot(page, '365-days-1280');
  });

  it('tells a new account that nothing was logged yet, with the way to the dashboard', async () => {
    const fresh = await signedInAccount();
    const { page: empty, context } = await newPage(browser, { width: 360, height: 800 });
    await signInPage(empty, fresh, ZONE);
    await empty.goto(appUrl('/analytics'));
    await empty.getByText(/^No entries in these 30 days yet\./).waitFor();
    expect(await scrollsSideways(empty)).toBe(false);
    await shot(empty, 'empty-360');
    await empty.getByRole('link', { name: 'Go to the dashboard to log something' }).click();
    await empty.waitForURL(/\/dashboard$/);
    expect(pageErrorsOf(empty)).toEqual([]);
    await context.close();
  });
});
