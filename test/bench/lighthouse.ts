// Lighthouse 12 (Debian Chromium) on the pages of docs/PRODUCT.md's table, mobile and desktop presets, against the local
// runtime: performance, accessibility, best practices and CLS per page. Signed-in pages run in a browser profile
// that holds a filled account's tokens (Lighthouse keeps its storage: disableStorageReset). Lighthouse (~200 packages)
// is the bench's own install (test/bench/package.json, its lock beside it): `npm ci --prefix test/bench` on first use,
// so the root's `npm ci` never installs it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';

export const LIGHTHOUSE_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/logs', signedIn: true },
  { path: '/analytics', signedIn: true },
  { path: '/settings', signedIn: true },
] as const;

export interface PageScores {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
}

type LighthouseResult = {
  lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
};
type RunLighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult | undefined>;

/** A browser Lighthouse can drive (over a debugging port), with localStorage set for the app's origin. */
async function openBrowser(appUrl: string, storage: Record<string, string>, port: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const context: BrowserContext = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
    headless: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(appUrl);
  await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  return {
    visit: async (url: string) => {
      await page.goto(url);
      await page.waitForSelector('.entries-panel .recent-entries:not(.recent-entries-loading)');
    },
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Lighthouse from the bench's own node_modules, installed from its lock the first time. */
export async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; desktop: unknown }> {
  const modules = path.join(__dirname, 'node_modules', 'lighthouse');
  if (!existsSync(path.join(modules, 'package.json'))) {
    console.log('Installing Lighthouse for the bench (npm ci --prefix test/bench)...');
    execFileSync('npm', ['ci', '--prefix', __dirname, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  }
  // ESM only: loaded by its file's URL, so it resolves from test/bench/node_modules.
  const load = (file: string) => import(pathToFileURL(path.join(modules, file)).href) as Promise<{ default: unknown }>;
  return {
    lighthouse: (await load('core/index.js')).default as RunLighthouse,
    desktop: (await load('core/config/desktop-config.js')).default,
  };
}

const score = (result: LighthouseResult, category: string) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

export async function measureLighthouse(appUrl: string, tokens: { access: string; refresh: string }, zone: string): Promise<PageScores[]> {
  const { lighthouse, desktop } = await loadLighthouse();
  const results: PageScores[] = [];
  for (const signedIn of [false, true]) {
    const port = 9300 + Number(signedIn);
    const storage: Record<string, string> = signedIn ? { token: tokens.access, refreshToken: tokens.refresh, timeZone: zone } : {};
    const browser = await openBrowser(appUrl, storage, port);
    // A returning person's dashboard: each panel reserves the rows it showed last time in this browser.
    if (signedIn) await browser.visit(`${appUrl}/dashboard`);
    try {
      for (const { path: page } of LIGHTHOUSE_PAGES.filter((p) => p.signedIn === signedIn)) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const flags = { port, output: 'json', logLevel: 'error', disableStorageReset: true };
          const result = await lighthouse(`${appUrl}${page}`, flags, preset === 'desktop' ? desktop : undefined);
          if (!result) throw new Error(`Lighthouse gave no result for ${page} (${preset})`);
          results.push({
            page,
            preset,
            performance: score(result, 'performance'),
            accessibility: score(result, 'accessibility'),
            bestPractices: score(result, 'best-practices'),
            cls: result.lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          });
        }
      }
    } finally {
      await browser.close();
    }
  }
  return results;
}
