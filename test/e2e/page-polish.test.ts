// The smaller page fixes of issue 23 in Chromium, at 375 and 1280 px, on sixty days of a diary with a planted effect
// (wine in the evening, a shorter night after) and a few entries that used to repeat or be cut: dashboard panels as
// tall as their own rows with a long detail reachable, the Logs page's Add form behind its button on a phone with
// each fact said once, the doctor summary's tables saying they scroll, and findings in words whose day counts agree.
// axe on each. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { dayIn, seedSixtyDays } from './support/sixty-days';

const ZONE = 'Europe/Paris';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const LONG = 'Took 400mg ibuprofen for a headache that started during the long morning meeting';

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `polish23-${name}.png`), fullPage: true });
}

async function post(token: string, collection: string, body: Record<string, unknown>) {
  const response = await request('POST', `/api/${collection}/`, { token, body });
  if (response.status !== 201) throw new Error(`seeding ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the smaller page fixes of issue 23', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const account = await signedInAccount();
    await seedSixtyDays(account.access, ZONE);
    const at = (daysAgo: number, time: string) => ({ calculated_timestamp: `${dayIn(ZONE, -daysAgo)}T${time}`, device_timezone: ZONE });
    for (const daysAgo of [3, 9, 17]) {
      await post(account.access, 'test-subjects', {
        ...at(daysAgo, '09:00:00'),
        details: 'headache',
        subjects: ['headache'],
        measures: { severity: 2 },
      });
      await post(account.access, 'supplements', {
        ...at(daysAgo, '09:30:00'),
        details: daysAgo === 3 ? LONG : 'Took 400mg ibuprofen',
        subjects: ['ibuprofen'],
        measures: { dose_amount: 400, dose_unit: 'mg' },
      });
    }
    await post(account.access, 'mood-stress', { ...at(1, '21:00:00'), details: 'Stress 7/10', measures: { stress: 7 } });
    await post(account.access, 'related-data', {
      ...at(1, '07:30:00'),
      item_name: 'Weight',
      item_type: 'weight',
      data_details: 'Weight 72.4 kg',
      measures: { value: 72.4, unit: 'kg' },
    });
    browser = await launchBrowser();
    ({ page } = await newPage(browser, DESKTOP));
    await signInPage(page, account, ZONE);
  }, 90_000);
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('dashboard: each panel as tall as its rows, a cut detail opens in place, each fact once', async () => {
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(appUrl('/dashboard'));
      await page
        .getByRole('region', { name: 'Your health logs' })
        .getByText(/Last updated/)
        .waitFor();
      // No room below a panel's last row: a short panel is not stretched to the tallest one beside it.
      const slack = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.entries-panel')].map((panel) => {
          const style = getComputedStyle(panel);
          const end =
            panel.lastElementChild!.getBoundingClientRect().bottom + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
          return Math.round(panel.getBoundingClientRect().bottom - end);
        }),
      );
      expect(slack).toEqual([0, 0, 0, 0, 0, 0, 0]);
      const supplements = page.getByRole('region', { name: 'Supplements & Medications' });
      const text = supplements.getByRole('button', { name: LONG });
      expect(await text.getAttribute('aria-expanded')).toBe('false');
      const row = text.locator('xpath=ancestor::tr[1]');
      const before = (await row.boundingBox())!.height;
      await shot(page, `dashboard-${size.width}`);
      await text.focus();
      await page.keyboard.press('Enter');
      expect(await text.getAttribute('aria-expanded')).toBe('true');
      expect((await row.boundingBox())!.height).toBeGreaterThan(before);
      // "Stress 7/10" once, not again as the measures line.
      const stress = page.getByRole('region', { name: 'Mood & Stress' }).getByRole('row').filter({ hasText: 'Stress 7/10' });
      expect(((await stress.textContent()) ?? '').match(/stress/gi)).toHaveLength(1);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('Logs on a phone: the entries first, the Add form behind its button, a weight said once', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('/logs?type=related-data'));
    const panel = page.getByRole('tabpanel', { name: 'Related Data' });
    const row = panel.getByRole('row').filter({ hasText: '72.4' });
    await row.waitFor();
    const add = panel.getByRole('button', { name: 'Add an entry' });
    expect(await add.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.getByRole('form', { name: 'New Related Data entry' }).count()).toBe(0);
    // The entry is on the first screen.
    expect((await row.boundingBox())!.y).toBeLessThan(PHONE.height);
    expect(((await row.textContent()) ?? '').match(/weight/gi)).toHaveLength(1);
    expect(((await row.textContent()) ?? '').match(/72\.4/g)).toHaveLength(1);
    await shot(page, 'logs-375');
    expect(await axeViolations(page)).toEqual([]);

    await add.focus();
    await page.keyboard.press('Enter');
    expect(await add.getAttribute('aria-expanded')).toBe('true');
    const form = panel.getByRole('form', { name: 'New Related Data entry' });
    expect(await form.getByLabel('Date and time').evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'logs-375-adding');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await add.getAttribute('aria-expanded')).toBe('false');
  });

  it('the doctor summary on a phone: a table wider than the screen says it scrolls, in a focusable labelled box', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('/analytics/summary?days=90'));
    const table = page.getByRole('region', { name: 'Medications and supplements' });
    await table.waitFor();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await table.getAttribute('tabindex')).toBe('0');
    const hint = page.getByText('More columns to the right: scroll sideways →');
    expect(await hint.count()).toBeGreaterThan(0);
    expect(await hint.first().isVisible()).toBe(true);
    // The period and the first – last days follow the date format (Paris: day/month/year).
    await page.getByText(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4} \(90 days\)$/).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'summary-375');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('findings in words: minutes written, no ρ up front, one day count from one source', async () => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(appUrl('/analytics?days=90'));
      const findings = page.getByRole('region', { name: 'What affects you' });
      const sentence = findings.getByText(
        /^On days after alcohol, sleep was \d+ (h \d+ )?min shorter: .*\(\d+ days with alcohol, \d+ without; a \w+ link\)\.$/,
      );
      await sentence.waitFor();
      const said = Number(/\((\d+) days with alcohol/.exec((await sentence.textContent())!)![1]);
      await findings.getByText(`The ${said} days with alcohol, each with sleep logged the next day`).waitFor();
      expect(await findings.locator('li > p').first().textContent()).not.toMatch(/ρ/);
      // The figures wait in a detail, under the sentence they belong to.
      const finding = findings.getByRole('listitem').filter({ has: page.getByText((await sentence.textContent())!, { exact: true }) });
      const figures = finding.locator('details.analytics-finding-figures');
      expect(await figures.getAttribute('open')).toBeNull();
      await figures.getByText('The figures').click();
      await figures.getByText(/^A \w+ link: Spearman’s correlation ρ = −0\.\d\d /).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await shot(page, `findings-${size.width}`);
      expect(await axeViolations(page, 'main')).toEqual([]);
    }
  });
});
