// The weekly report in Chromium: Generate Report writes one from the last days' figures (busy while it does), the
// card shows it readably at 360 px and 1280 px with no sideways scroll, and an earlier report reopens. A new account
// sees the empty state. E2E_SHOTS=dir saves screenshots of each step.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'Europe/Berlin';
const DAY = 24 * 60 * 60 * 1000;
const dayInZone = (days: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(Date.now() + days * DAY);

async function log(token: string, collection: string, daysAgo: number, measures: Record<string, number>) {
  const body = { calculated_timestamp: `${dayInZone(daysAgo)}T12:00:00`, device_timezone: ZONE, details: `${collection} test`, measures };
  const response = await request('POST', `/api/${collection}/`, { token, body });
  if (response.status !== 201) throw new Error(`seeding ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** The whole page, and the card alone (a phone's whole page is too tall to read the report in). */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `weekly-report-${name}.png`), fullPage: true });
  const card = page.getByRole('region', { name: 'Weekly Report' });
  await card.screenshot({ path: path.join(process.env.E2E_SHOTS, `weekly-report-${name}-card.png`) });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('weekly report', () => {
  let browser: Browser;
  let page: Page;
  const card = () => page.getByRole('region', { name: 'Weekly Report' });

  /** An account of the it's own with four weeks of entries, the page signed in as it: each it counts its reports. */
  async function diaryAccount() {
    const account = await signedInAccount();
    // This week 7 h 30 min a night on 5 days; before, 6 h 30 min on 10 days; a run and a mood now and then.
    const writes: Promise<void>[] = [];
    for (const back of [-1, -2, -3, -4, -5]) writes.push(log(account.access, 'sleep', back, { duration_min: 450 }));
    for (let back = -8; back >= -26; back -= 2) writes.push(log(account.access, 'sleep', back, { duration_min: 390 }));
    for (const back of [-1, -3, -10, -17]) writes.push(log(account.access, 'physical-activities', back, { duration_min: 40 }));
    for (const back of [-2, -9]) writes.push(log(account.access, 'mood-stress', back, { mood: 7, stress: 3 }));
    await Promise.all(writes);
    await signInPage(page, account, ZONE);
    return account;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 360, height: 800 }));
  });
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('writes a report on a phone, busy while it does, and shows it readably', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await diaryAccount();
    await page.goto(appUrl('/analytics'));
    await card().getByText('No report yet. Generate Report writes one from your last 7 days (1 credit).').waitFor();
    await shot(page, 'empty-360');
    // The answer held back a moment: the button says it is busy meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/insights/reports/', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('button', { name: 'Generating…' }).waitFor();
    if (process.env.E2E_SHOTS)
      await page.locator('.page-header').screenshot({ path: path.join(process.env.E2E_SHOTS, 'weekly-report-generating-360.png') });
    release();
    await card()
      .getByRole('heading', { name: /^Weekly report: / })
      .waitFor();
    await page.unroute('**/api/insights/reports/');
    expect(await card().getByRole('heading', { level: 4 }).allTextContents()).toEqual(['What changed', 'What affects you', 'Logging']);
    await card().getByText('Sleep: 7 h 30 min on 5 of 7 days, against 6 h 30 min on 10 of 28 days before (1 h more).').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'written-360');
    expect(await axeViolations(page, '.analytics-report')).toEqual([]);
  });

  it('reopens an earlier report on a wide screen', async () => {
    const account = await diaryAccount();
    // The earlier report, written over the API as the button writes it.
    expect((await request('POST', '/api/insights/reports/', { token: account.access, body: { timezone: ZONE } })).status).toBe(201);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(appUrl('/analytics'));
    await card()
      .getByRole('heading', { name: /^Weekly report: / })
      .waitFor();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const chooser = card().getByRole('combobox', { name: 'Earlier reports' });
    await chooser.waitFor();
    const options = await chooser.locator('option').all();
    expect(options).toHaveLength(2);
    await chooser.selectOption({ index: 1 });
    await card()
      .getByRole('heading', { name: /^Weekly report: / })
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'reopened-1280');
    const credits = await page.evaluate(async () => {
      const response = await fetch('/api/ai/trial-status/', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await response.json()).credits_used;
    });
    expect(credits).toBe(2);
  });
});
