// Lighthouse 12 (Debian Chromium) on the pages of docs/PRODUCT.md's table, signed out and signed in, against the local
// runtime (docs/PERFORMANCE.md "Lighthouse"). Each page is measured as a person meets it:
// - cold: a browser process of its own on a new profile that holds the session (tokens in localStorage) and nothing
//   else: no cached file, no service worker, no compiled code (a first open on a device, or after the cache went);
// - warm: one browser that opened the dashboard and the page before (HTTP cache, service worker, V8's code cache), as
//   a returning person.
// RUNS of each (mobile preset, cold and warm) and one desktop run (warm), with performance, TBT, LCP, CLS and
// Lighthouse's benchmarkIndex (this machine's speed at that moment), so runs on two machines can be compared.
// Lighthouse (~200 packages) is the bench's own install (test/bench/package.json, its lock beside it): `npm ci --prefix
// test/bench` on first use, so the root's `npm ci` never installs it.
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
  // /login signed in goes straight to the dashboard, so it is not a page of its own.
  { path: '/', signedIn: true },
  { path: '/pricing', signedIn: true },
  { path: '/dashboard', signedIn: true },
  { path: '/logs', signedIn: true },
  { path: '/analytics', signedIn: true },
  { path: '/settings', signedIn: true },
] as const;

/** Runs of each page, mobile, cold and warm (BENCH_LIGHTHOUSE_RUNS shrinks a trial). */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export type Mode = 'mobile cold' | 'mobile warm' | 'desktop warm';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  benchmarkIndex: number;
}

export interface PageFigures {
  page: string;
  signedIn: boolean;
  mode: Mode;
  runs: LighthouseRun[];
}

type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    environment: { benchmarkIndex: number };
  };
};
type RunLighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult | undefined>;

export interface Session {
  tokens: { access: string; refresh: string };
  zone: string;
}

/** A browser Lighthouse can drive (over a debugging port), holding the session (signed in) or nothing. */
async function openBrowser(appUrl: string, session: Session | undefined, port: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const context: BrowserContext = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
    headless: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (session) {
    // A plain file of the origin, so the storage is set without the app loading (and caching) anything.
    await page.goto(`${appUrl}/robots.txt`);
    const storage = { token: session.tokens.access, refreshToken: session.tokens.refresh, timeZone: session.zone };
    await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  }
  await page.goto('about:blank');
  return {
    /** Opens a page as a person would, until its content is in (the dashboard: its panels' rows). */
    visit: async (url: string) => {
      await page.goto(url, { waitUntil: 'networkidle' });
      if (url.endsWith('/dashboard')) await page.waitForSelector('.entries-panel .recent-entries:not(.recent-entries-loading)');
      await page.goto('about:blank');
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
const audit = (result: LighthouseResult, id: string) => result.lhr.audits[id]?.numericValue ?? NaN;

function figuresOf(result: LighthouseResult): LighthouseRun {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    tbtMs: audit(result, 'total-blocking-time'),
    lcpMs: audit(result, 'largest-contentful-paint'),
    cls: audit(result, 'cumulative-layout-shift'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

export async function measureLighthouse(appUrl: string, session: Session): Promise<PageFigures[]> {
  const { lighthouse, desktop } = await loadLighthouse();
  const port = 9300;
  const run = async (url: string, preset: 'mobile' | 'desktop') => {
    const flags = { port, output: 'json', logLevel: 'error', disableStorageReset: true };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktop : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
    return figuresOf(result);
  };
  const results: PageFigures[] = [];
  // BENCH_LIGHTHOUSE_PAGES="/,/dashboard" measures those paths alone (a trial).
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  for (const { path: page, signedIn } of LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p.path))) {
    const url = `${appUrl}${page}`;
    const own = signedIn ? session : undefined;
    const cold: PageFigures = { page, signedIn, mode: 'mobile cold', runs: [] };
    for (let i = 0; i < RUNS; i++) {
      const browser = await openBrowser(appUrl, own, port);
      try {
        cold.runs.push(await run(url, 'mobile'));
      } finally {
        await browser.close();
      }
    }
    const warm: PageFigures = { page, signedIn, mode: 'mobile warm', runs: [] };
    const wide: PageFigures = { page, signedIn, mode: 'desktop warm', runs: [] };
    const browser = await openBrowser(appUrl, own, port);
    try {
      if (signedIn) await browser.visit(`${appUrl}/dashboard`);
      await browser.visit(url);
      for (let i = 0; i < RUNS; i++) warm.runs.push(await run(url, 'mobile'));
      wide.runs.push(await run(url, 'desktop'));
    } finally {
      await browser.close();
    }
    results.push(cold, warm, wide);
  }
  return results;
}
