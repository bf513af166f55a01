// Today's food totals and the nutrition targets in Chromium (issue 22): the dashboard's Food & Drinks panel shows
// "… of 2,590 kcal" with progress bars and counts the entry without numbers; Settings shows the defaults, the energy
// estimate with its equation, and saves an own target the dashboard then uses. At 360 px and 1280 px, axe clean, no
// sideways scroll. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { minutesAgoToday } from '../support/past-time';

const ZONE = 'Europe/London';
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

async function log(token: string, minutesAgo: number, details: string, measures?: Record<string, number>) {
  // Minutes ago but still today in the zone (a UTC wall time read in London was an hour earlier in summer).
  const at = minutesAgoToday(minutesAgo, ZONE);
  const body = { calculated_timestamp: at, device_timezone: ZONE, details, ...(measures ? { measures } : {}) };
  const response = await request('POST', '/api/food-drinks/', { token, body });
  if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${JSON.stringify(response.body)}`);
}

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `targets-${name}.png`), fullPage: true });
}

async function partShot(part: ReturnType<Page['getByRole']>, name: string) {
  if (process.env.E2E_SHOTS) await part.screenshot({ path: path.join(process.env.E2E_SHOTS, `targets-${name}.png`) });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('nutrition targets and the day’s food totals', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('the dashboard shows today’s totals against the targets; Settings shows the estimate and saves an own target', async () => {
    const account = await signedInAccount();
    const year = new Date().getUTCFullYear();
    // 36, male, 80 kg: 0.0592 × 80 + 2.48 = 7.216 MJ = 1,724.7 kcal; × 1.5 = 2,587 → 2,590 kcal; protein 0.8 × 80 = 64 g.
    await request('PUT', '/api/auth/profile/update/', {
      token: account.access,
      body: { birth_year: year - 36, gender: 'M', weight_kg: 80, time_zone: ZONE },
    });
    await log(account.access, 3, 'Porridge with label numbers', { energy_kcal: 740, protein_g: 20, carbs_g: 110, fat_g: 18, fiber_g: 9 });
    await log(account.access, 2, 'Sandwich with label numbers', { energy_kcal: 500, protein_g: 25, carbs_g: 50, fat_g: 20, fiber_g: 4 });
    await log(account.access, 1, 'Qwxz vbnm'); // no match in the food table: no numbers

    const { page, context } = await newPage(browser, PHONE);
    await signInPage(page, account, ZONE);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(appUrl('/dashboard'));
      const food = page.getByRole('region', { name: 'Food & Drinks' });
      const totals = food.getByTestId('food-totals');
      await totals.getByText('1,240 of 2,590 kcal').waitFor();
      expect(await totals.getByText('45 of 64 g').count()).toBe(1); // protein 20 + 25
      await totals.getByText(/item without numbers/).waitFor();
      expect(await totals.getByRole('progressbar', { name: 'Energy' }).getAttribute('aria-valuetext')).toBe('1,240 of 2,590 kcal (48 %)');
      expect(await scrollsSideways(page)).toBe(false);
      await shot(page, `dashboard-${size.width}`);
      await partShot(food, `food-panel-${size.width}`);
      expect(await axeViolations(page)).toEqual([]);
    }

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(appUrl('/settings'));
      const section = page.getByRole('region', { name: 'Nutrition targets' });
      await section
        .getByTestId('energy-estimate')
        .getByText(/Energy estimate: 2,590 kcal a day/)
        .waitFor();
      await section.getByText('BMR (MJ/day) = 0.0592 × weight (kg) + 2.48 (men aged 30–59)', { exact: false }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await section.scrollIntoViewIfNeeded();
      await shot(page, `settings-${size.width}`);
      await partShot(section, `settings-section-${size.width}`);
      expect(await axeViolations(page)).toEqual([]);
    }

    const section = page.getByRole('region', { name: 'Nutrition targets' });
    await section.getByLabel('Energy (kcal)').fill('2100');
    await section.getByRole('button', { name: 'Save targets' }).click();
    await section.getByText('Saved: the dashboard and analytics use these targets.').waitFor();
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('region', { name: 'Food & Drinks' }).getByText('1,240 of 2,100 kcal').waitFor();
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
