// Nutrients on /analytics in Chromium (docs/INSIGHTS.md "Daily intake"): food on two of the last three days (none on
// the day between) gives the energy series with a gap, its summary over the days with food only, the Daily intake card
// against the person's targets, and the doctor summary's intake table, at 360 px and 1280 px with no sideways scroll
// and no axe violation. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'Europe/Paris';
const DAY = 24 * 60 * 60 * 1000;
const dayInZone = (days: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(Date.now() + days * DAY);

async function log(token: string, daysAgo: number, hour: string, details: string, measures: Record<string, number>) {
  const body = { calculated_timestamp: `${dayInZone(daysAgo)}T${hour}:00`, device_timezone: ZONE, details, measures };
  const response = await request('POST', '/api/food-drinks/', { token, body });
  if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${JSON.stringify(response.body)}`);
}

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `nutrition-analytics-${name}.png`), fullPage: true });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('nutrients on the analytics page', () => {
  let browser: Browser;
  let page: Page;
  const trends = () => page.getByRole('region', { name: 'Health Trends' });
  const intake = () => page.getByRole('region', { name: 'Daily intake' });

  beforeAll(async () => {
    const account = await signedInAccount();
    const profile = await request('PUT', '/api/auth/profile/update/', {
      token: account.access,
      body: { birth_year: 1985, gender: 'M', weight_kg: 80, nutrition_targets: { energy_kcal: 2500 } },
    });
    if (profile.status !== 200) throw new Error(`profile: ${profile.status}`);
    await log(account.access, -3, '08:00', 'porridge with my own recipe', {
      energy_kcal: 450,
      protein_g: 15,
      carbs_g: 70,
      fat_g: 9,
      sugars_g: 20,
    });
    await log(account.access, -3, '19:00', 'dinner from the canteen', {
      energy_kcal: 1350,
      protein_g: 55,
      carbs_g: 140,
      fat_g: 50,
      sodium_mg: 2100,
    });
    await log(account.access, -1, '13:00', 'lunch at the office', {
      energy_kcal: 1600,
      protein_g: 60,
      carbs_g: 180,
      fat_g: 55,
      sodium_mg: 1900,
    });
    await log(account.access, -1, '16:00', 'afternoon espresso', { energy_kcal: 5, caffeine_mg: 130 });
    await log(account.access, -1, '20:00', 'qxzv wuvv', {});
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 360, height: 800 }));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('charts energy intake with the day without food as a gap, and averages it over the days with food, on a phone', async () => {
    await page.goto(appUrl('/analytics?series=energy_kcal'));
    await trends().getByText('Energy intake: average 1,703 kcal over 2 of 30 days; missing 28 days.').waitFor();
    await trends().locator('canvas').first().waitFor();
    await trends()
      .getByText(/Your daily target: 2,500 kcal\. 1 food entry has no numbers/)
      .waitFor();
    // The screen-reader table: the day between is "Not logged", never 0 kcal.
    const table = trends().getByRole('table');
    expect(await table.getByRole('row').count()).toBe(31);
    expect(await table.getByRole('cell', { name: '0 kcal', exact: true }).count()).toBe(0);
    await intake()
      .getByText(/Averages of the 2 of 30 days with food logged/)
      .waitFor();
    expect(await intake().getByRole('row').nth(1).textContent()).toBe('Energy1,703 kcal22,500 kcal (68%)');
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'energy-360');
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  it('reads the same on a desktop, and the doctor summary carries the intake', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(appUrl('/analytics?series=energy_kcal'));
    await trends()
      .getByText(/^Energy intake: average 1,703 kcal/)
      .waitFor();
    await trends().locator('canvas').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'energy-1280');
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.goto(appUrl('/analytics/summary?days=30'));
    const list = page.getByRole('list', { name: 'Average daily intake' });
    await list.waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toBe('Energy: 1,703 kcal on 2 days; target 2,500 kcal (68%)');
    await shot(page, 'summary-1280');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'summary-360');
  });
});
