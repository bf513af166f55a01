// Debian's Chromium driven by playwright-core, pointed at the local runtime the global setup started.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { source as axeSource } from 'axe-core';
import { runtimeState } from '../../api/support/runtime';
import { SIGNED_IN_COOKIE } from '../../../shared/page-documents';

export const appUrl = (path = '/') => `${runtimeState().url}${path}`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  if (process.env.E2E_DEBUG === '1') page.on('console', (message) => console.log(`[browser] ${message.text()}`));
  return { context, page };
}

/** Uncaught errors in the page: a journey fails on them even when the screen looks right. */
const pageErrors = new WeakMap<Page, string[]>();

export function pageErrorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/**
 * Signs the page in as an account by its tokens, in a chosen zone, as a returning person's browser would be: with the
 * session hint cookie the app sets beside them (lib/token-storage.ts).
 */
export async function signInPage(page: Page, tokens: { access: string; refresh: string }, zone: string): Promise<void> {
  await page.goto(appUrl('/'));
  await page.evaluate(
    ({ access, refresh, zone, hint }) => {
      localStorage.setItem('token', access);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('timeZone', zone);
      document.cookie = `${hint}=1; Path=/; SameSite=Lax`;
    },
    { ...tokens, zone, hint: SIGNED_IN_COOKIE },
  );
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's WCAG 2 A/AA rules on what the page shows now (or one part of it): the violations, for a test to expect none.
 * `bestPractice` adds axe's best-practice rules (one banner, one h1 per page, landmarks…).
 */
export async function axeViolations(page: Page, selector?: string, { bestPractice = false } = {}): Promise<AxeViolation[]> {
  // Through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses an inline script tag. Once per
  // document: half a megabyte of script compiled again for each check of the same page costs more than the check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(bestPractice ? ['best-practice'] : [])];
  return page.evaluate(
    async ({ context, tags }) => {
      type Result = { violations: AxeViolation[]; passes: unknown[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
      const result = await axe.run(context ?? document, { runOnly: { type: 'tag', values: tags } });
      if (result.passes.length === 0) throw new Error(`axe checked nothing in ${context ?? 'the page'}`);
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((n) => ({ target: n.target })),
      }));
    },
    { context: selector, tags },
  );
}

/** Sums, from the first paint, the page's layout shifts not caused by input (CLS over one short visit): read by layoutShift. */
export const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
