// The installable app (issue 26, docs/OFFLINE.md) at 375 and 1280 px: Chromium finds nothing stopping an install
// (DevTools Protocol `Page.getInstallabilityErrors`), the manifest says what an installed Tend is, and after a first
// visit, /dashboard and /logs open with no network: the shell, a plain "You are offline" notice, the account kept on
// the device, the pages' own error states, no uncaught error, axe clean. The worker's cache holds the build's static files only, never an API answer.
// A deploy (a changed sw.js) takes over an open page at once and says so, with a Reload.
// E2E_SHOTS=dir saves screenshots.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { setOffline } from './support/offline';
import { until } from './support/until';

const ZONE = 'Europe/Paris';
const SIZES = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/** Waits until the service worker controls the page (it claims pages once it has cached the shell). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

/** Every URL in every cache the page's origin holds. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
    }
    return urls;
  });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `pwa-${name}.png`), fullPage: true });
}

/**
 * Chrome never offers to install from an incognito profile ("in-incognito"), which is what a plain browser context
 * is, so the installability check runs in a profile of its own on disk.
 */
async function persistentContext(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    viewport,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(SIZES)('the installable app on a %s', (size, viewport) => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchBrowser()));
  afterAll(async () => browser?.close());

  it('is installable, with the manifest, icons and theme an installed Tend needs', async () => {
    const { context, close } = await persistentContext(viewport);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(appUrl('/'));
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);

    const response = await page.request.get(appUrl('/manifest.webmanifest'));
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Tend',
      short_name: 'Tend',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, side] of [
      ...manifest.icons.map((icon) => [icon.src, Number(icon.sizes.split('x')[0])] as const),
      [touchIcon!, 180] as const,
    ]) {
      const icon = await page.request.get(appUrl(src));
      expect(icon.headers()['content-type']).toBe('image/png');
      expect(pngSize(await icon.body())).toEqual({ width: side, height: side });
    }
    const worker = await page.request.get(appUrl('/sw.js'));
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens /dashboard and /logs with no network after a first visit, saying plainly that it is offline', async () => {
    const account = await signedInAccount();
    const { page, context } = await newPage(browser, viewport);
    await signInPage(page, account, ZONE);
    await page.goto(appUrl('/dashboard'));
    await controlled(page);
    await page.getByRole('region', { name: 'Your health logs' }).waitFor();
    // Only the build's static files are kept: no API answer, nothing of the person's.
    const cached = await cachedUrls(page);
    expect(cached.length).toBeGreaterThan(0);
    expect(
      cached.filter(
        (url) => !/^tend-shell-[0-9a-f]{12} \/(index\.html|favicon\.svg|manifest\.webmanifest|assets\/[^/]+\.(js|css))$/.test(url),
      ),
    ).toEqual([]);

    await setOffline(context, true);
    // The account the dashboard kept on the device opens the pages (issue 26, offline capture); their data cannot load.
    const opened = {
      '/dashboard': page.getByRole('region', { name: 'Your Data' }),
      '/logs': page.getByRole('heading', { name: 'Health Logs' }),
    };
    for (const [route, shown] of Object.entries(opened)) {
      const response = await page.goto(appUrl(route));
      expect(response?.fromServiceWorker()).toBe(true);
      await page.getByRole('status').filter({ hasText: 'You are offline: Tend opens' }).waitFor();
      await shown.waitFor({ timeout: 30_000 });
      await shot(page, `offline-${route.slice(1)}-${size}`);
      expect(await axeViolations(page)).toEqual([]);
    }
    // With no account kept (signed in elsewhere, never on the dashboard here), the sign-in page says so and keeps the session.
    await page.evaluate(() => localStorage.removeItem('account'));
    await page.goto(appUrl('/logs'));
    await page.getByText(/^Your account could not be loaded just now\. You are still signed in/).waitFor({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrorsOf(page)).toEqual([]);

    // Back online: the notice goes, and a reload opens the dashboard on the session the device kept.
    await setOffline(context, false);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ state: 'detached' });
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('region', { name: 'Your health logs' }).waitFor();
    await context.close();
  });
});

describe('a deploy while a page is open', () => {
  const workerFile = path.resolve(__dirname, '..', '..', 'frontend', 'dist', 'sw.js');
  let browser: Browser;
  let original = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    original = readFileSync(workerFile, 'utf8');
  });
  afterAll(async () => {
    writeFileSync(workerFile, original); // the build as it was, for the files that run after this one
    await browser?.close();
  });

  it('installs the new build, drops the old cache and offers a reload', async () => {
    const { page, context } = await newPage(browser, SIZES[1][1]);
    await page.goto(appUrl('/'));
    await controlled(page);
    const before = (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('tend-shell-'));
    expect(before).toHaveLength(1);

    // A new build, as a deploy would upload it: the same files under a new version.
    const version = /"version":"([0-9a-f]{12})"/.exec(original)![1];
    writeFileSync(workerFile, original.replace(`"version":"${version}"`, '"version":"0123456789ab"'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.getByRole('status').filter({ hasText: 'A new version of Tend is ready.' });
    await notice.waitFor({ timeout: 20_000 });
    // The page changes worker as the new one activates; the old build's cache goes as its activation ends.
    const names = await until(
      () => page.evaluate(() => caches.keys()),
      (keys) => keys.length === 1,
      { what: 'one shell cache' },
    );
    expect(names).toEqual(['tend-shell-0123456789ab']);
    await shot(page, 'new-version-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('main').waitFor();
    expect(await notice.count()).toBe(0);
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
