// Lighthouse 12 (Debian Chromium) on the pages of docs/PRODUCT.md's table, signed out and signed in, against the local
// runtime (docs/PERFORMANCE.md "Lighthouse"). Each page is measured as a person meets it:
// - cold: a browser process of its own with no cached file, no service worker and no compiled code; signed in, on a
//   profile that signed in and opened the dashboard before its caches were deleted (a phone after a restart with its
//   cache gone: it keeps the session, the zone's locale and the dashboard as last seen);
// - warm: one browser that opened the dashboard and the page before (HTTP cache, service worker, V8's code cache), as
//   a returning person.
// RUNS of each (mobile preset, cold and warm) and one desktop run (warm), with performance, TBT, LCP, CLS and
// Lighthouse's benchmarkIndex (this machine's speed at that moment), so runs on two machines can be compared.
// Lighthouse (~200 packages) is the bench's own install (test/bench/package.json, its lock beside it): `npm ci --prefix
// test/bench` on first use, so the root's `npm ci` never installs it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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
  /** The run's own trace: what each of its tasks ran (DevTools' Performance panel opens it). */
  artifacts?: { Trace?: unknown };
};
type RunLighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult | undefined>;

export interface Session {
  tokens: { access: string; refresh: string };
  zone: string;
}

/** What a browser profile keeps of files: dropped for a cold run (the HTTP cache, V8's code cache, the service worker and its caches). */
const CACHE_DIRS = ['Cache', 'Code Cache', 'GPUCache', 'Service Worker', 'DawnGraphiteCache', 'DawnWebGPUCache'];

const launch = (dir: string, port: number) =>
  chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
    headless: true,
  });

/** The session's tokens and zone in the origin's storage, set on a plain file so the app loads nothing first. */
async function holdSession(page: Page, appUrl: string, session: Session) {
  await page.goto(`${appUrl}/robots.txt`);
  const storage = { token: session.tokens.access, refreshToken: session.tokens.refresh, timeZone: session.zone };
  await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
}

/**
 * A signed-in device as after a restart with its cache gone: a profile that signed in (the tokens, as the sign-in page
 * keeps them) and opened the dashboard until idle, so it holds what such a device holds (the session, the zone's
 * locale, the dashboard as last seen), then closed, its caches deleted.
 */
async function signedInProfile(appUrl: string, session: Session, dir: string) {
  const context = await launch(dir, 0);
  const page = context.pages()[0] ?? (await context.newPage());
  await holdSession(page, appUrl, session);
  await page.goto(`${appUrl}/dashboard`, { waitUntil: 'networkidle' });
  await page.waitForSelector('.entries-panel .recent-entries:not(.recent-entries-loading)');
  // The work the app leaves for idle (the zone's locale, the device's copies) is done by now.
  await page.waitForTimeout(2_000);
  await context.close();
  for (const name of CACHE_DIRS) rmSync(path.join(dir, 'Default', name), { recursive: true, force: true });
}

/**
 * A browser Lighthouse can drive (over a debugging port): `cold`, a process of its own on a new profile holding nothing
 * cached (signed in: the device of signedInProfile); else a browser the caller warms by visiting pages.
 */
export async function openBrowser(appUrl: string, session: Session | undefined, port: number, cold: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  if (session && cold) await signedInProfile(appUrl, session, dir);
  const context: BrowserContext = await launch(dir, port);
  const page = context.pages()[0] ?? (await context.newPage());
  if (session && !cold) {
    await holdSession(page, appUrl, session);
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

/**
 * BENCH_LIGHTHOUSE_SAVE=dir keeps each run's report there (JSON, for Lighthouse's viewer or a look at its long tasks)
 * and its trace beside it (`.trace.json`, ~3 MB: the tasks behind the report's simulated ones).
 */
function keepReport(result: LighthouseResult, url: string, preset: string) {
  const dir = process.env.BENCH_LIGHTHOUSE_SAVE;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}`;
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result.lhr));
  if (result.artifacts?.Trace) writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
}

export async function measureLighthouse(appUrl: string, session: Session): Promise<PageFigures[]> {
  const { lighthouse, desktop } = await loadLighthouse();
  const port = 9300;
  const run = async (url: string, preset: 'mobile' | 'desktop') => {
    const flags = { port, output: 'json', logLevel: 'error', disableStorageReset: true };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktop : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
    keepReport(result, url, preset);
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
      const browser = await openBrowser(appUrl, own, port, true);
      try {
        cold.runs.push(await run(url, 'mobile'));
      } finally {
        await browser.close();
      }
    }
    const warm: PageFigures = { page, signedIn, mode: 'mobile warm', runs: [] };
    const wide: PageFigures = { page, signedIn, mode: 'desktop warm', runs: [] };
    const browser = await openBrowser(appUrl, own, port, false);
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
