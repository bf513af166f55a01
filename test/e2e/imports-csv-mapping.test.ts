// Issue 25 in Chromium: another app's CSV mapped by hand in Settings → Data Import. The suggestion reads its Category
// column as the type; the person turns it to None, gives the steps column its unit and every row a type, previews again
// and sees what each column becomes with the first rows as they will be saved, then imports steps measures. At 375 px
// and 1280 px, axe clean. E2E_SHOTS=dir saves screenshots of the preview at both widths.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ImportJob } from '../../shared/schemas/imports';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';

const ZONE = 'Europe/Paris';
const FILE = [
  'ActivityDate,TotalSteps,Category',
  '4/12/2016,13162,Food',
  '4/13/2016,10735,Food',
  '4/14/2016,9762,Food',
  '4/15/2016,12669,Food',
];

describe('a generic CSV mapped by hand in Chromium', () => {
  let dir: string;
  let file: string;
  let token: string;
  let browser: Browser;
  let page: Page;
  const section = () => page.getByRole('region', { name: 'Data Import' });
  const latestJob = async (): Promise<ImportJob> => (await request('GET', '/api/imports/', { token })).body[0];
  const shot = async (name: string) => {
    if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `csv-mapping-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-csv-mapping-'));
    file = path.join(dir, 'daily-activity.csv');
    writeFileSync(file, `${FILE.join('\n')}\n`);
    const account = await signedInAccount();
    token = account.access;
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 375, height: 800 }));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('turns a suggested column to None, sets a unit and a type for every row, shows the first rows, and imports steps', async () => {
    await step('upload: the suggestion takes Category for the type', async () => {
      await page.goto(appUrl('/settings'));
      await section().getByRole('radio', { name: 'CSV' }).check();
      await section().getByLabel('File', { exact: true }).setInputFiles(file);
      await section().getByRole('button', { name: 'Upload and preview' }).click();
      await section().getByRole('heading', { name: 'Preview' }).waitFor({ timeout: 60_000 });
      expect(await section().getByLabel('Type (optional)').inputValue()).toBe('Category');
      const columns = section().getByRole('region', { name: 'What each column becomes' });
      expect(await columns.getByRole('listitem').allTextContents()).toEqual([
        'ActivityDate → : the entry’s date, read month first',
        'TotalSteps → : not imported',
        'Category → : the entry’s type',
      ]);
    });

    await step('map by hand at 375 px and preview again', async () => {
      await section().getByLabel('Type (optional)').selectOption('');
      await section().getByLabel('Value (optional)').selectOption('TotalSteps');
      await section().getByLabel('Value unit (optional)').fill('steps');
      await section().getByLabel('Every row is').selectOption('physical-activities');
      await section().getByRole('button', { name: 'Preview again' }).click();
      const examples = section().getByRole('region', { name: 'The first rows as they will be saved' });
      await examples.getByText('steps 13,162').waitFor({ timeout: 60_000 });
      const rows = await examples.getByRole('listitem').allTextContents();
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatch(/^Row 2 · Physical Activities · .*2016.*TotalSteps: 13162 steps\s*steps 13,162$/);
      const columns = section().getByRole('region', { name: 'What each column becomes' });
      expect(await columns.getByRole('listitem').allTextContents()).toEqual([
        'ActivityDate → : the entry’s date, read month first',
        'TotalSteps → : steps (a measure)',
        'Category → : not imported',
      ]);
      expect(await section().getByRole('list', { name: 'Entries per type' }).textContent()).toBe('Physical Activities4');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await shot('preview-375');
    });

    await step('the same preview at 1280 px, then import', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await section().getByRole('region', { name: 'The first rows as they will be saved' }).scrollIntoViewIfNeeded();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await shot('preview-1280');
      expect((await latestJob()).preview?.csv?.mapping).toEqual({
        date: 'ActivityDate',
        value: 'TotalSteps',
        value_unit: 'steps',
        default_type: 'physical-activities',
        date_order: 'MDY',
      });
      await section().getByRole('button', { name: 'Import 4 entries' }).click();
      await section().getByRole('heading', { name: 'Import done' }).waitFor({ timeout: 60_000 });
      const saved = (await request('GET', '/api/physical-activities/?limit=50', { token })).body as { measures?: { steps?: number } }[];
      expect(saved.map((entry) => entry.measures?.steps).sort((a = 0, b = 0) => a - b)).toEqual([9762, 10735, 12669, 13162]);
      expect((await request('GET', '/api/food-drinks/?limit=50', { token })).body).toEqual([]);
    });
  });
});
