// Debian's Chromium driven by playwright-core, pointed at the local runtime the global setup started.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { runtimeState } from '../../api/support/runtime';

export const appUrl = (path = '/') => `${runtimeState().url}${path}`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (process.env.E2E_DEBUG === '1') page.on('console', (message) => console.log(`[browser] ${message.text()}`));
  // Uncaught errors in the page fail the journey even when the screen looks right.
  (page as Page & { pageErrors: string[] }).pageErrors = pageErrors;
  return { context, page };
}

export function pageErrorsOf(page: Page): string[] {
  return (page as Page & { pageErrors?: string[] }).pageErrors ?? [];
}
