// Time-zone data loads only where a zone is chosen (issue 29; docs/TIME-ZONES.md "The zone's locale at start"): a
// device's first signed-in start loads the mappings once, after the page is drawn, and keeps the zone's locale; the
// next start of any signed-in page shows dates in that locale from its first drawing, with no mappings call; Settings'
// selector loads them.
import type { Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'Europe/Paris';
const MAPPINGS = '/api/logs/timezone-mappings/';

/** The mappings calls the page makes from now on. */
function countMappingCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === MAPPINGS) calls += 1;
  });
  return () => calls;
}

/** The navigation clock's text at the page's first drawing of it. */
const clockText = (page: Page) => page.locator('time.topbar-clock').textContent();

describe('time-zone data only where a zone is chosen', () => {
  it("loads the mappings once on a device's first start, then never on a signed-in page, and in Settings", async () => {
    const account = await signedInAccount();
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser);
      const calls = countMappingCalls(page);
      await signInPage(page, account, ZONE);

      await page.goto(appUrl('/dashboard'));
      // en-US at first (nothing kept), then Paris's day/month order and 24-hour clock once the idle load answers.
      await page.waitForFunction(() =>
        /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/.test(document.querySelector('time.topbar-clock')?.textContent ?? ''),
      );
      expect(calls()).toBe(1);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('timeZoneLocale') ?? 'null'))).toEqual({
        zone: ZONE,
        locale: 'fr-FR',
      });

      for (const path of ['/dashboard', '/logs', '/analytics']) {
        await page.goto(appUrl(path));
        await page.locator('main h1:not([data-skeleton])').waitFor();
        expect(await clockText(page)).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
        await page.waitForLoadState('networkidle');
      }
      expect(calls()).toBe(1);

      await page.goto(appUrl('/settings'));
      await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(calls()).toBe(2);
      expect(pageErrorsOf(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
