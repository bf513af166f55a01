// Settings → Data Export → "FHIR R4 (JSON)" in Chromium at 375 px and 1280 px (docs/SHARING.md): the button downloads the
// person's last year as a FHIR R4 Bundle under the server's file name, and the section is axe clean.
import type { Browser } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { createEntry } from '../api/support/entries';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const SIZES = { 1280: { width: 1280, height: 800 }, 375: { width: 375, height: 812 } } as const;

let browser: Browser;
let tokens: { access: string; refresh: string };

beforeAll(async () => {
  tokens = await signedInAccount({ first_name: 'Dana' });
  await createEntry(tokens.access, 'sleep', {
    calculated_timestamp: new Date(Date.now() - 86_400_000).toISOString().slice(0, 19),
    measures: { duration_min: 420 },
  });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(SIZES))('Settings → Data Export at %s px', (_, viewport) => {
  it('downloads the FHIR R4 file and is axe clean', async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await signInPage(page, tokens, 'America/New_York');
      await page.goto(appUrl('/settings'));
      const section = page.locator('section[aria-labelledby="settings-export"]');
      const button = section.getByRole('button', { name: 'FHIR R4 (JSON)' });
      await button.scrollIntoViewIfNeeded();
      expect(await axeViolations(page, 'section[aria-labelledby="settings-export"]')).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`tend-fhir-${new Date().toISOString().slice(0, 10)}.json`);
      const bundle = JSON.parse((await download.createReadStream().then((stream) => stream.toArray())).join(''));
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      expect(
        bundle.entry.some(
          (entry: { resource: { code?: { coding?: { code: string }[] } } }) => entry.resource.code?.coding?.[0].code === '93832-4',
        ),
      ).toBe(true);
      await section.getByRole('status').waitFor();
      expect(await axeViolations(page, 'section[aria-labelledby="settings-export"]')).toEqual([]);
      expect(pageErrorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
