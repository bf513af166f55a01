// Issue 25: another app's export imported through Settings → Data Import in Chromium with no mapping. A Bearable
// export (test/fixtures/imports/bearable-export.csv) is recognised by its header: the preview says "Recognised:
// Bearable", its counts per type, no column choices; Import writes them. On a phone (375 px) and a desktop (1280 px),
// axe clean at each step. E2E_SHOTS=dir saves screenshots of the preview and done states.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ENTRY_TYPES } from '../../shared/entry-types';
import { signedInAccount } from '../api/support/accounts';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';

const ZONE = 'Europe/Berlin';
const FILE = path.join(__dirname, '..', 'fixtures', 'imports', 'bearable-export.csv');
/** Counted by hand from the fixture (as test/api/imports-apps.test.ts does). */
const EXPECTED: Record<string, number> = {
  'mood-stress': 12,
  'test-subjects': 6,
  sleep: 4,
  'related-data': 5,
  supplements: 1,
  'food-drinks': 2,
  'physical-activities': 1,
};
const TOTAL = Object.values(EXPECTED).reduce((sum, n) => sum + n, 0);

describe('Bearable export imported in Chromium with no mapping', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [375, 800],
    [1280, 800],
  ])('at %i px: recognised, counted, imported, axe clean', async (width, height) => {
    const account = await signedInAccount();
    const { page } = await newPage(browser, { width, height });
    await signInPage(page, account, ZONE);
    await step(`import the Bearable export at ${width} px`, () => importBearable(page, width));
    expect(pageErrorsOf(page)).toEqual([]);
  });
});

async function importBearable(page: Page, width: number) {
  const section = page.getByRole('region', { name: 'Data Import' });
  const shot = async (name: string) => {
    if (process.env.E2E_SHOTS) await section.screenshot({ path: path.join(process.env.E2E_SHOTS, `bearable-${name}-${width}.png`) });
  };
  await page.goto(appUrl('/settings'));
  await section.getByRole('radio', { name: 'CSV' }).check();
  expect(await section.getByText(/Bearable, Daylio, Exist, Loop Habit Tracker, Health Auto Export/).count()).toBe(1);
  await section.getByLabel('File', { exact: true }).setInputFiles(FILE);
  await shot('choose');
  await section.getByRole('button', { name: 'Upload and preview' }).click();
  await section.getByRole('heading', { name: 'Preview' }).waitFor({ timeout: 60_000 });

  expect(await section.getByText('Recognised: Bearable', { exact: true }).count()).toBe(1);
  expect(await section.getByText(/Read the way Bearable writes its export/).count()).toBe(1);
  const facts = section.locator('.import-facts');
  expect(await facts.locator('div', { hasText: 'Entries to add' }).locator('dd').textContent()).toBe(String(TOTAL));
  expect(await facts.locator('div', { hasText: 'Records read' }).locator('dd').textContent()).toBe('38');
  const shown = await section
    .getByRole('list', { name: 'Entries per type' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => [...item.querySelectorAll('span')].map((span) => span.textContent)));
  expect(shown).toEqual(
    ENTRY_TYPES.filter((type) => EXPECTED[type.collection]).map((type) => [type.title, String(EXPECTED[type.collection])]),
  );
  // Nothing to map: no column choices for a recognised export.
  expect(await section.getByRole('combobox').count()).toBe(0);
  expect(await axeViolations(page, 'section.data-import')).toEqual([]);
  await shot('preview');

  await section.getByRole('button', { name: `Import ${TOTAL} entries` }).click();
  await section.getByRole('heading', { name: 'Import done' }).waitFor({ timeout: 60_000 });
  expect(await section.locator('.alert-success').textContent()).toBe(`Imported: ${TOTAL} new entries.`);
  expect(await axeViolations(page, 'section.data-import')).toEqual([]);
  await shot('done');
}
