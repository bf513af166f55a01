// Opening `/` with a stored session shifts nothing (issue 29; docs/FRONTEND.md "Signed in at first paint"): the
// landing page and the navigation are drawn as a member's while the session is checked, so the check's answer (held
// back here, as on a slow phone network) changes no layout. Layout shifts are read from the browser's own
// `layout-shift` entries from the first paint, at 375 px and 1280 px.
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, layoutShift, newPage, pageErrorsOf, recordShifts, signInPage } from './support/browser';

const ZONE = 'Europe/Paris';
/** How long the session's check is held back: longer than the page takes to draw. */
const CHECK_DELAY_MS = 1_500;

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
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.001);
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
