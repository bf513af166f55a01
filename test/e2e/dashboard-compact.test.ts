// The dashboard on a phone (issue 12): a new account's page fits in two 375×812 screens with no sideways scroll and
// no axe violation; a filled panel is as tall as its rows; a returning visit reserves each panel's rows while the data
// loads, so nothing moves when it arrives; the chat's questions are one sideways row; the accessibility statement is
// reachable from the footer. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'Europe/Paris';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
/** The first load's lists come in the dashboard's summary (docs/PERFORMANCE.md "Dashboard in two calls"). */
const LISTS = /\/api\/dashboard\/\?/;

async function log(token: string, collection: string, hoursAgo: number, details: string, measures?: Record<string, number>) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString().slice(0, 19);
  const body = { calculated_timestamp: at, device_timezone: ZONE, details, ...(measures ? { measures } : {}) };
  const response = await request('POST', `/api/${collection}/`, { token, body });
  if (response.status !== 201) throw new Error(`seeding ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `dashboard-${name}.png`), fullPage: true });
}

const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
/** Every panel drawn: the panels draw one per task once the data is in (lib/use-one-by-one.ts), busy until then. */
const loaded = async (page: Page) => {
  await page
    .getByRole('region', { name: 'Your health logs' })
    .getByText(/Last updated/)
    .waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.entries-panel').length > 0 && !document.querySelector('.entries-panel[aria-busy]'),
  );
};

/** Each panel's height in whole pixels, in order. */
const panelHeights = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.entries-panel')].map((panel) => Math.round(panel.getBoundingClientRect().height)));

describe('the dashboard on a phone', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it("a new account's dashboard fits in two phone screens, without sideways scroll or axe violations", async () => {
    const account = await signedInAccount();
    const { page, context } = await newPage(browser, PHONE);
    await signInPage(page, account, ZONE);
    await page.goto(appUrl('/dashboard'));
    await loaded(page);
    await page.getByRole('region', { name: 'Sleep' }).getByText('No entries yet.').waitFor();
    expect(await documentHeight(page)).toBeLessThanOrEqual(2 * PHONE.height);
    expect(await scrollsSideways(page)).toBe(false);
    // The five questions to try are one row that scrolls sideways inside the chat card.
    const questions = page.getByRole('group', { name: 'Questions to try' });
    const tops = await questions
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    expect(await questions.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    await shot(page, 'new-375');
    expect(await axeViolations(page)).toEqual([]);

    // The accessibility statement, from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL(/\/accessibility$/);
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Reporting a barrier' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page, undefined, { bestPractice: true })).toEqual([]);
    expect(pageErrorsOf(page)).toEqual([]);

    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('/dashboard'));
    await loaded(page);
    await shot(page, 'new-1280');
    await context.close();
  });

  it('a filled panel is as tall as its rows, and a returning visit sees nothing move while the data loads', async () => {
    const account = await signedInAccount();
    for (let day = 1; day <= 5; day++)
      await log(account.access, 'sleep', 24 * day, 'Slept well after a long walk in the park with friends', { duration_min: 420 });
    await log(account.access, 'food-drinks', 3, 'Coffee');
    await log(account.access, 'physical-activities', 4, 'Run', { duration_min: 30, distance_km: 5 });
    await log(account.access, 'physical-activities', 6, 'Walk');
    const { page, context } = await newPage(browser, PHONE);
    await signInPage(page, account, ZONE);

    // First visit in this browser: the panels grow to their rows once.
    await page.goto(appUrl('/dashboard'));
    await loaded(page);
    const rows = (name: string) => page.getByRole('region', { name }).getByRole('row');
    expect([await rows('Sleep').count(), await rows('Food & Drinks').count(), await rows('Physical Activities').count()]).toEqual([
      6, 2, 3,
    ]);
    // No room is kept below the last row (or below an empty panel's line): each panel ends at its content.
    const slack = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.entries-panel')].map((panel) => {
        const style = getComputedStyle(panel);
        const end =
          panel.lastElementChild!.getBoundingClientRect().bottom + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
        return Math.round(panel.getBoundingClientRect().bottom - end);
      }),
    );
    expect(slack).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // Food & Drinks also holds today's totals (issue 22), which load on their own: wait for them to arrive, then
    // measure the panels and the block in one go, so the rows alone are the panel less that block and its gap.
    await page.locator('[data-collection="food-drinks"]').locator('.food-totals:not(.is-reserved), .food-totals-note').first().waitFor();
    const [[, sleep, panelFood, , activity, mood], totals] = await page.evaluate(() => {
      const heights = [...document.querySelectorAll('.entries-panel')].map((panel) => Math.round(panel.getBoundingClientRect().height));
      const panel = document.querySelector<HTMLElement>('[data-collection="food-drinks"]')!;
      const block = panel.querySelector('.food-totals, .food-totals-note');
      return [heights, block ? Math.round(block.getBoundingClientRect().height + parseFloat(getComputedStyle(panel).rowGap)) : 0] as const;
    });
    const food = panelFood - totals;
    // A row is 56 px whatever it holds (details, measures), so panels differ by whole rows.
    expect([sleep - food, activity - food]).toEqual([4 * 56, 56]);
    expect(mood).toBeLessThan(food);
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'filled-375');

    // Second visit, the summary (the lists) held back: the skeletons take the room the rows then take.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(LISTS, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(appUrl('/dashboard'));
      await page.getByText('Loading your health data...').waitFor();
      await page.locator('.entries-panel').first().waitFor();
      const before = { panels: await panelHeights(page), height: await documentHeight(page) };
      expect(await page.locator('[data-collection="sleep"] .recent-entries-skeleton-row').count()).toBe(5);
      release();
      await loaded(page);
      await page.unroute(LISTS);
      expect({ panels: await panelHeights(page), height: await documentHeight(page) }).toEqual(before);
      await shot(page, `filled-${size.width}`);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
