// Insights in Chromium on sixty days of a diary with a planted effect (wine in the evening, a shorter night after):
// the finding in one sentence with links to its days, the trend charts, the score and its parts, a weekly report and
// the doctor summary's print view that name it, on a 360 px phone with no sideways scroll. E2E_SHOTS=dir saves screenshots of each step.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { dayIn, drinkingDays, seedSixtyDays } from './support/sixty-days';

const ZONE = 'Asia/Tokyo';

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `insights-${name}.png`), fullPage: true });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('insights journey', () => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  const region = (name: string) => page.getByRole('region', { name });
  const PHONE = { width: 360, height: 800 };

  beforeAll(async () => {
    account = await signedInAccount();
    await seedSixtyDays(account.access, ZONE);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, PHONE));
    await signInPage(page, account, ZONE);
  }, 60_000);
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('says what affects sleep in one sentence, with the trends, the score and its parts', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('/analytics?days=90'));
    const findings = region('What affects you');
    const sentence = findings.getByText(
      /^On days after alcohol, sleep was \d+ min shorter: 6 h( \d+ min)? vs 7 h( \d+ min)? \(\d+ days with alcohol, \d+ without; a \w+ link\)\.$/,
    );
    await sentence.waitFor();
    await region('Health Trends').locator('canvas').first().waitFor();
    await region('Health Trends')
      .getByText(/^Sleep: average \d h( \d\d min)? over 60 of 90 days; missing 30 days\./)
      .waitFor();
    const score = region('Health Score');
    await score.getByText('/ 100').waitFor();
    for (const part of ['Sleep', 'Activity', 'Mood', 'Stress', 'Logging']) await score.getByText(part, { exact: true }).waitFor();
    expect(await region('Quick Stats').locator('div', { hasText: 'Total Logs' }).locator('dd').textContent()).toBe('226');
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'finding-360');
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  it("opens the days with alcohol, and a day's link shows that evening's wine on the Logs page", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('/analytics?days=90'));
    const findings = region('What affects you');
    await findings.getByText(/^On days after alcohol, sleep was/).waitFor();
    // The days compared with alcohol: the sentence's count (an evening in the last days has no night to compare yet).
    const summary = findings.getByText(/^The \d+ days with alcohol, each with sleep logged the next day$/);
    const listed = Number(/\d+/.exec((await summary.textContent())!)![0]);
    expect(await findings.getByText(new RegExp(`\\(${listed} days with alcohol, \\d+ without; a \\w+ link\\)\\.$`)).count()).toBe(1);
    expect(listed).toBeLessThanOrEqual(drinkingDays().length);
    expect(listed).toBeGreaterThanOrEqual(drinkingDays().length - 6);
    await summary.click();
    // The latest day listed is an evening with wine; its link opens that day on the Logs page.
    const days = findings
      .locator('.analytics-finding-list > li')
      .filter({ hasText: (await summary.textContent())! })
      .locator('.analytics-finding-days li a');
    expect(await days.count()).toBe(Math.min(listed, 14));
    // Day labels are English, in the zone's date order (year-month-day in Japan reads as en-US's 'Sat, Mar 14').
    const label = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${dayIn(ZONE, -daysAgo)}T00:00:00Z`),
      );
    const shown = (await days.first().textContent())!;
    const day = drinkingDays().find((daysAgo) => label(daysAgo) === shown);
    expect(day).toBeDefined();
    await days.first().click();
    await page.waitForURL(/\/logs\?type=food-drinks/);
    expect(new URL(page.url()).searchParams.get('start')).toBe(dayIn(ZONE, -day!));
    await page.getByText('two glasses of wine').first().waitFor();
    expect(await page.getByText('cup of tea').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'finding-day-logs-360');
  });

  it('writes a weekly report that names the finding, and prints a doctor summary with it', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('/analytics?days=90'));
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const report = region('Weekly Report');
    await report.getByRole('heading', { name: /^Weekly report: / }).waitFor();
    await report.getByText(/On days after alcohol, sleep was \d+ min shorter/).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Export Data' }).click();
    await page.getByRole('link', { name: 'Doctor summary (print)' }).click();
    await page.waitForURL(/\/analytics\/summary\?days=90/);
    await page
      .getByRole('article')
      .getByText(/On days after alcohol, sleep was \d+ min shorter/)
      .waitFor();
    await page.emulateMedia({ media: 'print' });
    // The media change restyles the page a moment later: wait for the print style sheet to hide them.
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden', timeout: 5_000 });
    await page.getByRole('button', { name: 'Print' }).waitFor({ state: 'hidden', timeout: 5_000 });
    await shot(page, 'summary-print-360');
    await page.emulateMedia({ media: 'screen' });
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('reads the same on a desktop: finding, trends with the period before, report', async () => {
    // A report of its own, written over the API as Generate Report writes one.
    expect((await request('POST', '/api/insights/reports/', { token: account.access, body: { timezone: ZONE } })).status).toBe(201);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(appUrl('/analytics?days=30'));
    await region('What affects you')
      .getByText(/^On days after alcohol, sleep was/)
      .waitFor();
    await region('Health Trends')
      .getByText(/^The 30 days before: average \d h( \d+ min)? over \d+ of 30 days\.$/)
      .waitFor();
    await region('Weekly Report')
      .getByRole('heading', { name: /^Weekly report: / })
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'desktop-1280');
  });
});
