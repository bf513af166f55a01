// Quick re-log in Chromium at 375 px and 1280 px (docs/QUICK-LOG.md): a recent item re-logged in two taps (open "Log
// again", tap the item), said when, and the entry is on /logs; the star keeps a
// favourite; "same breakfast as yesterday" typed in the capture box fills the review with yesterday's breakfast, with
// nothing saved until Save. axe finds nothing on the chips. E2E_SHOTS=dir saves the card at both widths.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { localTime, saveSeed } from '../api/support/quick-log';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { until } from './support/until';

const ZONE = 'Europe/London';

describe.each([
  ['375 px', { width: 375, height: 812 }],
  ['1280 px', { width: 1280, height: 900 }],
])('quick re-log at %s', (width, viewport) => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    account = await signedInAccount();
    await saveSeed(
      account.access,
      [
        { category: 'food_drinks', details: 'porridge with honey', calculated_time: localTime(ZONE, 1, '07:30') },
        { category: 'food_drinks', details: 'flat white', calculated_time: localTime(ZONE, 1, '07:35') },
        { category: 'food_drinks', details: 'flat white', calculated_time: localTime(ZONE, 2, '07:40') },
        { category: 'supplements', details: 'Magnesium 400 mg', calculated_time: localTime(ZONE, 2, '21:30') },
      ],
      ZONE,
    );
    browser = await launchBrowser();
    ({ page } = await newPage(browser, viewport));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  const chips = () => page.getByRole('region', { name: 'Log again' });
  /** The first tap: open the chips. */
  const openChips = async () => {
    await page.getByRole('button', { name: 'Log again', expanded: false }).click();
    await chips().getByRole('list').waitFor();
  };

  it('re-logs a recent item in two taps, says when, and the entry is on /logs', async () => {
    await page.goto(appUrl('/dashboard'));
    await openChips();
    await chips()
      .getByRole('button', { name: /^flat white/ })
      .click();
    await page.getByText(/^Logged flat white at \d{1,2}:\d\d/).waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    if (process.env.E2E_SHOTS) {
      await page
        .locator('.data-input-card')
        .screenshot({ path: path.join(process.env.E2E_SHOTS, `quick-log-${width.replace(' ', '')}.png`) });
    }
    expect(await axeViolations(page, '.quick-log-place')).toEqual([]);
    const entries = await until(
      async () => (await request('GET', '/api/food-drinks/', { token: account.access })).body as { details: string }[],
      (list) => list.filter((entry) => entry.details === 'flat white').length === 3,
    );
    expect(entries.filter((entry) => entry.details === 'flat white')).toHaveLength(3);
    await page.goto(appUrl('/logs'));
    await page.getByRole('tab', { name: 'Food & Drinks' }).click();
    await until(
      () => page.getByRole('main').getByText('flat white').count(),
      (count) => count >= 3,
      { what: 'three flat whites on /logs' },
    );
  });

  it('keeps a favourite with the star, from the keyboard', async () => {
    await page.goto(appUrl('/dashboard'));
    await openChips();
    const star = chips().getByRole('button', { name: 'Favourite: Magnesium 400 mg' });
    await star.focus();
    await page.keyboard.press('Enter');
    await chips().getByRole('button', { name: 'Favourite: Magnesium 400 mg', pressed: true }).waitFor();
    const favourites = (await request('GET', '/api/quick-log/favourites/', { token: account.access })).body.favourites;
    expect(favourites.map((f: { item: { details: string } }) => f.item.details)).toEqual(['Magnesium 400 mg']);
  });

  it('fills the review with yesterday\'s breakfast for "same breakfast as yesterday", saving nothing yet', async () => {
    await page.goto(appUrl('/dashboard'));
    const inputs = (await request('GET', '/api/user-inputs/', { token: account.access })).body.length;
    await page.getByLabel('What happened?').fill('same breakfast as yesterday');
    await page.getByRole('button', { name: 'Process Information' }).click();
    const review = page.getByRole('region', { name: 'Review before saving' });
    await review.waitFor();
    expect(await review.getByRole('heading', { name: /^Item \d of 2$/ }).count()).toBe(2);
    const details = await review.getByLabel('Details').evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
    expect(details).toEqual(['porridge with honey', 'flat white']);
    if (process.env.E2E_SHOTS) {
      await review.screenshot({ path: path.join(process.env.E2E_SHOTS, `quick-log-review-${width.replace(' ', '')}.png`) });
    }
    expect((await request('GET', '/api/user-inputs/', { token: account.access })).body.length).toBe(inputs);
    expect((await request('GET', '/api/ai/trial-status/', { token: account.access })).body.credits_used).toBe(0);
  });
});
