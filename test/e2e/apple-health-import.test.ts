// Issue 14's first "Done when": a year of a realistic Apple Health export (the fixture generator's, over 100 MB of
// export.xml) imported through Settings → Data Import in Chromium: upload, a preview with the fixture's counts, a
// visible progress bar while it imports, the entries there over HTTP; the same file again adds nothing.
// E2E_SHOTS=dir saves screenshots of the preview and done states. The import and the import again are one story in one
// it(): the second needs the first's entries, and importing a year twice over just to set it up would double the cost.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ENTRY_TYPES, type EntryCollection } from '../../shared/entry-types';
import type { ImportJob } from '../../shared/schemas/imports';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { writeAppleHealthFixture, type FixtureExpectation } from '../support/apple-health-fixture';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';
import { until } from './support/until';

const ZONE = 'Europe/Berlin';
/** Heart-rate samples a day: the bulk of a Watch wearer's export, enough for export.xml to pass 100 MB. */
const HEART_RATE_PER_DAY = 450;
const count = (value: number) => value.toLocaleString('en-US');

/** Every entry of a collection over HTTP, page by page. */
async function entriesOf(token: string, collection: string): Promise<{ measures?: Record<string, number> }[]> {
  const all = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await request('GET', `/api/${collection}/?${query}`, { token });
    if (page.status !== 200) throw new Error(`listing ${collection}: ${page.status} ${JSON.stringify(page.body)}`);
    all.push(...page.body);
    cursor = page.headers.get('x-next-cursor');
  } while (cursor);
  return all;
}

async function countsOf(token: string, collections: string[]): Promise<Record<string, number>> {
  const lists = await Promise.all(collections.map((collection) => entriesOf(token, collection)));
  return Object.fromEntries(collections.map((collection, i) => [collection, lists[i].length]));
}

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page
    .getByRole('region', { name: 'Data Import' })
    .screenshot({ path: path.join(process.env.E2E_SHOTS, `apple-health-${name}.png`) });
}

type Bar = { label: string; value: string | null; text: string | null; width: number };

/** Records every progress bar the page shows (its label and value) while a step runs, however briefly it was there. */
async function watchBars(page: Page) {
  await page.evaluate(() => {
    const seen: Bar[] = [];
    (window as unknown as { bars: typeof seen }).bars = seen;
    const note = () =>
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        const label = document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
        seen.push({
          label,
          value: bar.getAttribute('aria-valuenow'),
          text: bar.getAttribute('aria-valuetext'),
          width: bar.getBoundingClientRect().width,
        });
      });
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
const barsSeen = (page: Page) => page.evaluate(() => (window as unknown as { bars: Bar[] }).bars);

describe('Apple Health import in Chromium', () => {
  let dir: string;
  let file: string;
  let expected: FixtureExpectation;
  let token: string;
  let browser: Browser;
  let page: Page;
  const section = () => page.getByRole('region', { name: 'Data Import' });
  const collections = () => Object.keys(expected.entries).filter((c) => expected.entries[c as EntryCollection] > 0);
  const latestJob = async (): Promise<ImportJob> => (await request('GET', '/api/imports/', { token })).body[0];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-apple-health-'));
    file = path.join(dir, 'export.zip');
    // A whole year that has already happened (today is after 2026-10-31).
    expected = await writeAppleHealthFixture(file, { days: 365, start: '2025-11-01', zone: ZONE, heartRatePerDay: HEART_RATE_PER_DAY });
    const account = await signedInAccount();
    token = account.access;
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 360, height: 800 }));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('is a year of tens of thousands of records, over 100 MB uncompressed', () => {
    expect(expected.xmlBytes).toBeGreaterThanOrEqual(100 * 1024 * 1024);
    expect(expected.records).toBeGreaterThan(20_000);
    expect(expected.total).toBeGreaterThan(2_000);
    expect(statSync(file).size).toBeLessThan(expected.xmlBytes / 10);
  });

  it('uploads with a progress bar, previews the counts, imports with a visible progress bar, the entries are there; the same file again adds nothing', async () => {
    await step('import the year on a phone', importTheYear);
    await step('import the same file again on a desktop', importItAgain);
  });

  async function importTheYear() {
    await page.goto(appUrl('/settings'));
    await watchBars(page);
    await section().getByRole('radio', { name: 'Apple Health export' }).check();
    await section().getByLabel('File', { exact: true }).setInputFiles(file);
    await section().getByRole('button', { name: 'Upload and preview' }).click();

    await section().getByRole('heading', { name: 'Preview' }).waitFor({ timeout: 120_000 });
    const facts = section().locator('.import-facts');
    expect(await facts.locator('div', { hasText: 'Entries to add' }).locator('dd').textContent()).toBe(count(expected.total));
    expect(await facts.locator('div', { hasText: 'Records read' }).locator('dd').textContent()).toBe(count(expected.records));
    const shown = await section()
      .getByRole('list', { name: 'Entries per type' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => [...item.querySelectorAll('span')].map((span) => span.textContent)));
    const wanted = ENTRY_TYPES.filter((type) => expected.entries[type.collection] > 0).map((type) => [
      type.title,
      count(expected.entries[type.collection]),
    ]);
    expect(shown).toEqual(wanted);
    await shot(page, 'preview-360');

    const job = await latestJob();
    expect(job.status).toBe('ready');
    expect(job.preview).toMatchObject({ entries: expected.total, existing: 0, records: expected.records, problem_count: 0 });
    expect(job.preview!.by_type).toMatchObject(Object.fromEntries(collections().map((c) => [c, expected.entries[c as EntryCollection]])));

    // The upload went through its own bar (in the DOM while the file was sent; a local upload is over at once).
    expect((await barsSeen(page)).some((bar) => bar.label.startsWith('Uploading…') && bar.width > 0)).toBe(true);

    await section()
      .getByRole('button', { name: `Import ${count(expected.total)} entries` })
      .click();
    const importBar = section().getByRole('progressbar', { name: 'Importing export.zip' });
    await importBar.waitFor({ state: 'visible' });
    await section().getByRole('heading', { name: 'Import done' }).waitFor({ timeout: 120_000 });
    expect(await section().locator('.alert-success').textContent()).toBe(`Imported: ${count(expected.total)} new entries.`);
    await shot(page, 'done-360');
    // The bar said how far it was in entries of the file's total, and only ever went forward.
    const importing = (await barsSeen(page)).filter((bar) => bar.label === 'Importing export.zip');
    expect(importing[0].text).toMatch(new RegExp(`^\\d[\\d,]* of ${count(expected.total)} entries · `));
    const values = importing.map((bar) => Number(bar.value));
    expect(values).toEqual([...values].sort((a, b) => a - b));

    const done = await latestJob();
    expect(done.status).toBe('done');
    expect(done.progress).toMatchObject({ done: expected.total, total: expected.total, added: expected.total, existing: 0 });
    expect(await countsOf(token, collections())).toEqual(
      Object.fromEntries(collections().map((c) => [c, expected.entries[c as EntryCollection]])),
    );
    const activities = await entriesOf(token, 'physical-activities');
    expect(activities.reduce((sum, entry) => sum + (entry.measures?.steps ?? 0), 0)).toBe(expected.steps);

    // Ordinary entries: the dashboard's panels list them (the newest night's sleep among them).
    await page.goto(appUrl('/dashboard'));
    const sleepPanel = page.locator('section.entries-panel[data-collection="sleep"]');
    await sleepPanel.getByRole('table').waitFor();
    expect(Number(await sleepPanel.getAttribute('data-rows'))).toBeGreaterThan(0);
    if (process.env.E2E_SHOTS) await sleepPanel.screenshot({ path: path.join(process.env.E2E_SHOTS, 'apple-health-dashboard-360.png') });
  }

  /** Nothing new, all already there. */
  async function importItAgain() {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(appUrl('/settings')); // the finished import is still shown there, with its next step
    await section().getByRole('button', { name: 'Import another file' }).click();
    await section().getByRole('radio', { name: 'Apple Health export' }).check();
    await section().getByLabel('File', { exact: true }).setInputFiles(file);
    await section().getByRole('button', { name: 'Upload and preview' }).click();
    await section().getByRole('heading', { name: 'Preview' }).waitFor({ timeout: 120_000 });
    await shot(page, 'again-preview-1280');
    // The preview already knows: nothing to add, every entry there; the page does not offer an import of nothing.
    const facts = section().locator('.import-facts');
    expect(await facts.locator('div', { hasText: 'Entries to add' }).locator('dd').textContent()).toBe('0');
    expect(await facts.locator('div', { hasText: 'Already there' }).locator('dd').textContent()).toBe(count(expected.total));
    const importButton = section().getByRole('button', { name: 'Import 0 entries' });
    expect(await importButton.isDisabled()).toBe(true);
    expect(await section().getByText('Every entry of this file is in your account already').count()).toBe(1);
    // Confirmed anyway (over the API), the import writes nothing.
    const again = await latestJob();
    expect((await request('POST', `/api/imports/${again.id}/confirm/`, { token })).status).toBe(202);
    const finished = await until(latestJob, (job) => job.status !== 'importing', {
      timeoutMs: 120_000,
      everyMs: 250,
      what: 'the import again',
    });
    expect(finished.progress).toMatchObject({ done: expected.total, added: 0, existing: expected.total });
    expect(await countsOf(token, collections())).toEqual(
      Object.fromEntries(collections().map((c) => [c, expected.entries[c as EntryCollection]])),
    );
  }
});
