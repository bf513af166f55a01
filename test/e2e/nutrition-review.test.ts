// A meal's numbers in Chromium, on a phone (375 px) and a desktop (1280 px) (docs/NUTRITION.md "In the review", "In
// your logs"): the sentence "2 eggs, a slice of toast with butter and a latte" reviewed with each food's match
// and kcal / protein / carbs / fat, the eggs changed to 3 (kcal follow at once), another food picked for the toast
// from a search of the table, saved, the entries' numbers on /logs, today's totals against the targets on the
// dashboard and the day's energy on /analytics; axe finds nothing on any of these pages.
import type { Browser, Locator, Page } from 'playwright-core';
import { formatNumber, sumNutrients } from '../../shared/nutrition';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { pastWallTime } from '../support/past-time';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';
import { until } from './support/until';

const ZONE = 'America/New_York';
// No time said: the meal is now, so today's totals below hold at any hour ("at 8" is yesterday's 8:00 before 07:00).
const MEAL = '2 eggs, a slice of toast with butter and a latte';
/** Set E2E_SHOTS=<dir> to keep what each width looked like. */
const SHOTS = process.env.E2E_SHOTS;

/** The review's item whose Details say `words` (a textarea's value is not its text, so it is read in the page). */
async function itemOf(page: Page, words: RegExp): Promise<Locator> {
  const items = page
    .getByRole('region', { name: 'Review before saving' })
    .getByRole('listitem')
    .filter({ has: page.getByLabel('Details') });
  const values = await items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('textarea')?.value ?? ''));
  const index = values.findIndex((value) => words.test(value));
  if (index < 0) throw new Error(`no review item says ${words}: ${JSON.stringify(values)}`);
  return items.nth(index);
}
const kcalOf = async (item: Locator) => Number((await item.locator('[data-nutrient="energy_kcal"]').textContent())!.replace(/,/g, ''));

describe.each([
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
])('a meal with its numbers on a $name', ({ name, viewport }) => {
  let browser: Browser;
  let page: Page;
  let eggsKcal = 0;
  let toastFood = '';
  let account: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    account = await signedInAccount();
    // A profile the targets can be computed from (docs/NUTRITION.md "Your targets").
    const profile = { birth_year: new Date().getUTCFullYear() - 40, gender: 'F', weight_kg: 65, height_cm: 168, time_zone: ZONE };
    expect((await request('PUT', '/api/auth/profile/update/', { token: account.access, body: profile })).status).toBe(200);
    // Food of today with its numbers, so the dashboard's and /analytics' its need nothing from the review's it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    const banana = {
      calculated_timestamp: pastWallTime(`${today}T00:05:00`, ZONE),
      device_timezone: ZONE,
      details: 'a banana',
      measures: { energy_kcal: 105, protein_g: 1.3, carbs_g: 27, fat_g: 0.4 },
    };
    expect((await request('POST', '/api/food-drinks/', { token: account.access, body: banana })).status).toBe(201);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, viewport));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => browser?.close());

  it("reviews the meal's foods with their numbers, changes them, saves, and /logs shows and edits the entries", async () => {
    await step('shows each food of the sentence with its match and kcal / protein / carbs / fat', async () => {
      await page.goto(appUrl('/dashboard'));
      await page.getByLabel('What happened?').fill(MEAL);
      await page.getByRole('button', { name: 'Process Information' }).click();
      const review = page.getByRole('region', { name: 'Review before saving' });
      await review.waitFor();
      for (const words of [/egg/i, /toast/i, /latte/i]) {
        const numbers = (await itemOf(page, words)).getByRole('group', { name: 'Nutrition' });
        await numbers.locator('.food-source-name').waitFor();
        for (const nutrient of ['energy_kcal', 'protein_g', 'carbs_g', 'fat_g']) {
          expect(await numbers.locator(`[data-nutrient="${nutrient}"]`).textContent()).toMatch(/^\d[\d,.]*( g)?$/);
        }
      }
      const eggs = await itemOf(page, /egg/i);
      expect(await eggs.getByLabel('Amount').inputValue()).toBe('2');
      eggsKcal = await kcalOf(eggs);
      expect(eggsKcal).toBeGreaterThan(100);
      expect(eggsKcal).toBeLessThan(250);
    });

    await step('changes "2 eggs" to 3: the kcal follow at once', async () => {
      const eggs = await itemOf(page, /egg/i);
      await eggs.getByLabel('Amount').fill('3');
      const now = await until(
        () => kcalOf(eggs),
        (kcal) => kcal > eggsKcal,
      );
      expect(Math.abs(now - eggsKcal * 1.5)).toBeLessThanOrEqual(1);
      eggsKcal = now;
    });

    await step('picks another food for the toast from a search of the table', async () => {
      const toast = await itemOf(page, /toast/i);
      const before = await toast.getByRole('group', { name: 'Nutrition' }).locator('.food-source-name').textContent();
      await toast.getByRole('button', { name: 'Choose another food' }).click();
      const search = toast.getByRole('combobox', { name: 'Search the food table' });
      await search.fill('whole wheat toast');
      const options = toast.getByRole('listbox', { name: 'Foods' }).getByRole('option');
      // The list of these words (not the one the item's own words may have shown a moment before).
      await toast
        .getByRole('status')
        .getByText(/^\d+ foods?:/)
        .waitFor();
      await options
        .filter({ hasText: /whole wheat/i })
        .first()
        .waitFor();
      expect(await options.first().textContent()).toMatch(/kcal per /);
      const names = await options.locator('.food-option-name').allTextContents();
      const other = names.findIndex((food) => food !== before);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-picker-${name}.png`, fullPage: true });
      expect(await axeViolations(page, '.data-input-review')).toEqual([]);
      await options.nth(other).click();
      toastFood = names[other];
      await toast.getByRole('group', { name: 'Nutrition' }).locator('.food-source-name', { hasText: toastFood }).waitFor();
      expect(await kcalOf(toast)).toBeGreaterThan(0);
    });

    await step('is clean for axe and fits the width, then saves', async () => {
      expect(await axeViolations(page, '.data-input-review')).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-${name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Confirm & Save' }).click();
      await page.getByText('Information successfully saved!').waitFor();
    });

    await step("shows each entry's kcal and macros and where they came from on /logs", async () => {
      await page.goto(appUrl('/logs?type=food-drinks'));
      const panel = page.getByRole('tabpanel', { name: 'Food & Drinks' });
      const eggsRow = panel.getByRole('row').filter({ hasText: /egg/i }).first();
      await eggsRow.waitFor();
      await eggsRow.getByText(`${eggsKcal.toLocaleString('en-US')} kcal ·`).waitFor();
      await eggsRow.getByText(/USDA .* · 3 × /).waitFor();
      await panel.getByRole('row').filter({ hasText: toastFood }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/logs-${name}.png`, fullPage: true });
    });

    await step('edits an entry on /logs: the amount changes its numbers, the Nutrition section holds the rest', async () => {
      const panel = page.getByRole('tabpanel', { name: 'Food & Drinks' });
      await panel
        .getByRole('button', { name: /^Edit entry: .*egg/i })
        .first()
        .click();
      const form = panel.getByRole('form', { name: 'Edit entry' });
      const numbers = form.getByRole('group', { name: 'Nutrition' });
      await form.getByText('Nutrition: weight and all nutrients').click();
      await form.getByLabel('Iron (mg)').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/logs-edit-${name}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await numbers.getByLabel('Amount').fill('1');
      const one = await until(
        () => kcalOf(numbers),
        (kcal) => kcal < eggsKcal / 2,
      );
      await form.getByRole('button', { name: 'Save' }).click();
      await panel
        .getByRole('row')
        .filter({ hasText: `${one} kcal ·` })
        .first()
        .waitFor();
      expect(pageErrorsOf(page)).toEqual([]);
    });
  });

  /** Today's kcal in the zone from the saved food entries, summed as the app sums them (missing stays missing). */
  async function todaysKcal(): Promise<number | undefined> {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    const entries = (await request('GET', '/api/food-drinks/', { token: account.access })).body as {
      calculated_timestamp: string;
      measures?: { energy_kcal?: number };
    }[];
    const todays = entries.filter(
      (e) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(e.calculated_timestamp)) === today,
    );
    return sumNutrients(todays.map((e) => ({ energy_kcal: e.measures?.energy_kcal }))).energy_kcal;
  }

  it("shows today's totals against the targets on the dashboard", async () => {
    const kcal = await todaysKcal();
    expect(kcal).toBeGreaterThan(0);
    await page.goto(appUrl('/dashboard'));
    const totals = page.getByTestId('food-totals');
    await totals.getByText(new RegExp(`^${formatNumber(kcal!).replace(/[.,]/g, '\\$&')} of [\\d,]+ kcal$`)).waitFor();
    await totals.getByRole('progressbar', { name: 'Energy' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${name}.png`, fullPage: true });
  });

  it("shows the day's energy in the /analytics series", async () => {
    const kcal = await todaysKcal();
    await page.goto(appUrl('/analytics'));
    await page.getByLabel('Show').selectOption('energy_kcal');
    const table = page.getByRole('table', { name: /^Energy intake \(kcal\) per day/ });
    await table.waitFor({ state: 'attached' });
    const lastDay = table.locator('tbody tr').last().locator('td');
    expect(await lastDay.textContent()).toBe(`${formatNumber(kcal!)} kcal`);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/analytics-${name}.png`, fullPage: true });
    expect(pageErrorsOf(page)).toEqual([]);
  });
});
