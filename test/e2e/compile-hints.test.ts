// Every script of the app a page loads starts with V8's compile hint (frontend/compile-hints/vite-plugin.ts), so
// Chrome compiles it while it downloads rather than function by function in the first render; the one exception is
// the ICU warm-up, a classic script of a few calls. The page still draws without an error.
import { COMPILE_HINT } from '../../frontend/compile-hints/vite-plugin';
import { appUrl, launchBrowser, newPage, pageErrorsOf } from './support/browser';

it("starts each of the app's scripts with the compile hint, and the pages draw", async () => {
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, { width: 375, height: 812 });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    for (const path of ['/', '/pricing', '/login']) {
      await page.goto(appUrl(path));
      await page.getByRole('main').waitFor();
    }
    const firstLines = new Map<string, string>();
    // Read again over HTTP: a response's body in the browser is gone once the next page has opened.
    for (const path of scripts) firstLines.set(path, (await (await fetch(appUrl(path))).text()).split('\n', 1)[0]);
    const app = [...firstLines.keys()].filter((path) => !/\/warm-intl-[0-9a-f]{8}\.js$/.test(path));
    expect(app.length).toBeGreaterThanOrEqual(4);
    expect(app.filter((path) => firstLines.get(path) !== COMPILE_HINT)).toEqual([]);
    expect(pageErrorsOf(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});
