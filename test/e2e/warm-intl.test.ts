// The first script of every page warms ICU while the entry downloads (frontend/warm-intl/vite-plugin.ts,
// docs/PERFORMANCE.md "Boot work, profiled"): it is in the head, async, a hashed same-origin file the app's CSP allows
// and browsers may keep for good, and it runs without an error before the app draws, whatever zone and locale the
// device kept.
import { appUrl, launchBrowser, newPage, pageErrorsOf } from './support/browser';

it('loads the ICU warm-up from the head, async, under the CSP, and the page draws', async () => {
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, { width: 375, height: 812 });
    await page.addInitScript(() => {
      (window as unknown as { __blocked: string[] }).__blocked = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __blocked: string[] }).__blocked.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const warmUp = page.waitForResponse((response) => /\/assets\/warm-intl-[0-9a-f]{8}\.js$/.test(response.url()));
    await page.goto(appUrl('/'));
    const response = await warmUp;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toMatch(/immutable/);
    const text = await response.text();
    expect(text).toMatch(/new Intl\.DateTimeFormat\(/);
    expect(text).toMatch(/new Intl\.NumberFormat\(/);
    expect(text).not.toMatch(/^\/\//m);

    const tag = await page.evaluate(() => {
      const scripts = [...document.head.querySelectorAll('script')];
      const warm = scripts.find((script) => script.src.includes('/assets/warm-intl-'));
      return warm && { async: warm.async, module: warm.type === 'module', first: scripts[0] === warm };
    });
    expect(tag).toEqual({ async: true, module: false, first: true });

    await page.getByRole('main').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toEqual([]);
    expect(pageErrorsOf(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});

it('warms a kept zone and locale, and a kept pair this browser does not know costs no error', async () => {
  const browser = await launchBrowser();
  try {
    for (const kept of [
      { zone: 'Europe/Paris', locale: 'fr-FR' },
      { zone: 'Not/A_Zone', locale: 'not a locale' },
    ]) {
      const { page } = await newPage(browser, { width: 375, height: 812 });
      await page.addInitScript((value) => localStorage.setItem('timeZoneLocale', value), JSON.stringify(kept));
      await page.goto(appUrl('/'));
      await page.getByRole('main').waitFor();
      expect(pageErrorsOf(page)).toEqual([]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
});
