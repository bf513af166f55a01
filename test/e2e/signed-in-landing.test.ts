// Opening `/` with a stored session shifts nothing (issue 29; docs/FRONTEND.md "Signed in at first paint"): the
// landing page and the navigation are drawn as a member's while the session is checked, so the check's answer (held
// back here, as on a slow phone network) changes no layout. Layout shifts are read from the browser's own
// `layout-shift` entries from the first paint, at 375 px and 1280 px.
import type { Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'Europe/Paris';
/** How long the session's check is held back: longer than the page takes to draw. */
const CHECK_DELAY_MS = 1_500;

/** Sums the layout shifts of the page's life not caused by input (CLS over one short visit). */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

describe('opening / signed in', () => {
  it.each([
    ['a phone', { width: 375, height: 812 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])('shifts nothing on %s while the session is checked', async (_, viewport) => {
    const account = await signedInAccount();
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, viewport);
      await signInPage(page, account, ZONE);
      await page.route('**/api/auth/me/', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, CHECK_DELAY_MS));
        await route.continue();
      });
      await recordShifts(page);
      const checked = page.waitForResponse('**/api/auth/me/');
      await page.goto(appUrl('/'));
      await page.getByRole('link', { name: 'Go to dashboard' }).waitFor();
      expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBe(0);
      await checked;
      await page.waitForTimeout(500);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThanOrEqual(0.001);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Profile/ })
        .waitFor();
      expect(pageErrorsOf(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
