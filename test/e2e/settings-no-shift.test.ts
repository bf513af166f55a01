// Settings shifts nothing while its sections arrive (issue 29, docs/PERFORMANCE.md "Boot work, profiled"): a desktop
// shows both columns whole, and the right one's first two sections (reminders, notifications) are chunks of their own
// and the notifications' state an API answer. Both are held back here, as on a slow phone network; the sections below
// them wait for their code, and the notifications section holds the room of its answer meanwhile.
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, layoutShift, newPage, pageErrorsOf, recordShifts, signInPage } from './support/browser';

const HOLD_MS = 800;
const held = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('opening /settings', () => {
  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 375, height: 812 }],
  ])('shifts nothing on %s while its sections arrive', async (_, viewport) => {
    const account = await signedInAccount();
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, viewport);
      await signInPage(page, account, 'Europe/Paris');
      await page.route(/\/assets\/(reminders-section|notifications-section)-[^/]+\.js$/, async (route) => {
        await held(HOLD_MS);
        await route.continue();
      });
      await page.route('**/api/push/subscriptions/', async (route) => {
        await held(HOLD_MS * 2);
        await route.continue();
      });
      await recordShifts(page);
      await page.goto(appUrl('/settings'));
      const notifications = page.getByRole('region', { name: 'Notifications on this device' });
      await notifications.getByRole('button', { name: 'Turn on' }).waitFor();
      await page.getByRole('heading', { name: 'Data Import' }).waitFor();
      await page.waitForTimeout(300);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      expect(pageErrorsOf(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
