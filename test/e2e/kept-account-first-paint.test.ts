// A signed-in page draws on the account kept on the device before the session check answers (docs/FRONTEND.md
// "Signed in at first paint"), on a phone's network with nothing cached; without a session, nothing of the dashboard
// is fetched on the way to the sign-in page (app/start-app.tsx asks for a signed-in page's code only with a session).
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, newPage, signInPage } from './support/browser';

/** The app's files and API calls the page asked for, in order, by path. */
function requested(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') || pathname.startsWith('/api/')) sent.push(pathname);
  });
  return sent;
}

describe('a signed-in page at first paint', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('with a session and a kept account, the dashboard draws before the session check answers', async () => {
    const account = await signedInAccount();
    const first = await newPage(browser, { width: 390, height: 844 });
    await signInPage(first.page, account, 'Europe/Paris');
    // The account this device kept at its last answer (lib/token-storage.ts keepAccount).
    await first.page.goto(appUrl('/dashboard'));
    await first.page
      .getByRole('region', { name: 'Your health logs' })
      .getByText(/Last updated/)
      .waitFor();
    const storageState = await first.context.storageState();
    await first.context.close();

    // The same device with nothing cached, on a phone's network (as Lighthouse's mobile preset: 150 ms, 1.6 Mbps).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const sent = requested(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The session check is held until the page has drawn: the page must not wait for it.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/me/', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('region', { name: 'Your Data' }).waitFor();
    answer();
    await page
      .getByRole('region', { name: 'Your health logs' })
      .getByText(/Last updated/)
      .waitFor();
    // The page's data went out alongside the held check, not after it.
    expect(sent).toContain('/api/dashboard/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a session, nothing of the dashboard is fetched on the way to sign-in', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    const sent = requested(page);
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL(/\/login$/);
    await page
      .getByRole('button', { name: /log in|sign in/i })
      .first()
      .waitFor();
    expect(sent.filter((path) => /^\/assets\/dashboard-/.test(path))).toEqual([]);
    expect(sent.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });
});
