// A page people open directly comes in a document of its own (shared/page-documents.ts, docs/PERFORMANCE.md "A page's
// own document"): index.html naming the page's code as module preloads, so a phone asks for it with the entry. Each
// named file is one the page then runs (a preload nobody uses is a phone's bandwidth spent for nothing), and the page
// draws from it under the app's CSP.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signedInAccount } from '../api/support/accounts';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const indexHtml = () => readFileSync(path.join(__dirname, '..', '..', 'frontend', 'dist', 'index.html'), 'utf8');
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
const withoutPreloads = (html: string) => html.replace(/^\s*<link rel="modulepreload"[^\n]*\n/gm, '');

const member = { cookie: 'tend_signed_in=1' };

describe('page documents', () => {
  it.each([
    ['/', {}, 'landing-page-'],
    ['/login/', {}, 'login-page-'],
    ['/dashboard', member, 'dashboard-'],
    ['/settings?from=reminder', member, 'settings-page-'],
    ['/settings', {}, 'login-page-'],
  ])('serves %s (%j) index.html with its page chunk preloaded, and nothing else changed', async (url, headers, chunk) => {
    const response = await fetch(appUrl(url), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    const preloads = preloadsOf(html);
    // index.html's own first (among them the app's chunk, which the first script imports: docs/PERFORMANCE.md "The
    // first script"), then the page's.
    const own = preloadsOf(indexHtml());
    expect(own).toContainEqual(expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/));
    expect(preloads.slice(0, own.length)).toEqual(own);
    expect(preloads[own.length]).toMatch(new RegExp(`^/assets/${chunk}[\\w-]+\\.js$`));
    expect(withoutPreloads(html)).toBe(withoutPreloads(indexHtml()));
    for (const file of preloads) {
      const asset = await fetch(appUrl(file));
      expect([file, asset.status, asset.headers.get('cache-control')]).toEqual([file, 200, 'public, max-age=31536000, immutable']);
    }
  });

  it('keeps index.html for every other route', async () => {
    expect(await (await fetch(appUrl('/user'))).text()).toBe(indexHtml());
  });

  it('fetches each file the settings document preloads once, and the page draws', async () => {
    const account = await signedInAccount();
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { width: 375, height: 812 });
      await signInPage(page, account, 'Europe/Paris');
      const consoleWarnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') consoleWarnings.push(message.text());
      });
      const response = await page.goto(appUrl('/settings'));
      // The served document's preloads, not the live head's: the page's own lazy imports add links of their own later.
      const preloads = preloadsOf((await response?.text()) ?? '');
      await page.getByRole('heading', { name: 'Data Import' }).waitFor();
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      expect(preloads.length).toBeGreaterThan(1);
      for (const file of preloads) expect(loaded.filter((name) => name === file)).toEqual([file]);
      expect(consoleWarnings.filter((text) => /preload/i.test(text))).toEqual([]);
      expect(pageErrorsOf(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
