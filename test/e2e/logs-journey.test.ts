// The logs in Chromium, as a person uses them: an entry of each type from its dashboard panel, Tab kept inside the
// modal dialog, an edit, a delete after the confirmation, the Logs page's date filter, a time zone switch that moves
// every shown time, and a CSV download that holds the entries. The entries made in the panels, their edit and delete,
// and the CSV of what that left are one story in one it(); the other its seed what they look at over the API.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ENTRY_TYPES } from '../../shared/entry-types';
import { signedInAccount } from '../api/support/accounts';
import { entryBody } from '../api/support/entries';
import { request } from '../api/support/runtime';
import { appUrl, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';

const detailsOf = (title: string) => `${title.split(' ')[0]} entry ${process.pid}`;
/** The app's one date format (docs/DATES.md) with the locale's defaults: en-US month/day/year on a 12-hour clock, ja-JP year-month-day on 24. */
function shown(iso: string, zone: string, locale: 'en-US' | 'ja-JP'): string {
  const hourCycle = locale === 'ja-JP' ? 'h23' : 'h12';
  const options = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle,
    timeZone: zone,
  } as const;
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', options).formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return locale === 'ja-JP'
    ? `${p.year}-${p.month}-${p.day}, ${p.hour.padStart(2, '0')}:${p.minute}`
    : `${p.month}/${p.day}/${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

describe('logs journey', () => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  const token = () => account.access;

  beforeAll(async () => {
    account = await signedInAccount();
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
  });
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  /** The page signed in, in New York, at `path`. */
  async function open(path: string) {
    await signInPage(page, account, 'America/New_York');
    await page.goto(appUrl(path));
  }

  async function seed(collection: Parameters<typeof entryBody>[0], overrides: Record<string, unknown>) {
    const response = await request('POST', `/api/${collection}/`, { token: token(), body: entryBody(collection, overrides) });
    if (response.status !== 201) throw new Error(`seeding ${collection}: ${response.status} ${JSON.stringify(response.body)}`);
  }

  it('keeps Tab inside a log dialog, and Escape gives focus back to its Edit button', async () => {
    await open('/dashboard');
    const edit = page.getByRole('button', { name: 'Edit Sleep logs' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Sleep logs' });
    await dialog.getByRole('form', { name: 'New Sleep entry' }).waitFor();
    const stops = await dialog.locator('a[href], button, input, select, textarea').count();
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      // The page behind is inert: focus is in the dialog or, past its last control, in the browser's own UI (the body).
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('filters the Logs page by dates, both days included', async () => {
    for (const day of ['2026-11-16', '2026-11-18', '2026-11-20']) {
      await seed('food-drinks', { details: `Lunch on ${day}`, calculated_timestamp: `${day}T23:59:00` });
    }
    await open('/logs');
    await page.getByRole('heading', { name: 'Health Logs' }).waitFor();
    await page.getByText('View and manage your health data logs').waitFor();
    await page.getByRole('tab', { name: 'Food & Drinks' }).click();
    await page.getByText('Lunch on 2026-11-16').waitFor();
    await page.getByLabel('Start date').fill('2026-11-17');
    await page.getByLabel('End date').fill('2026-11-18');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Lunch on 2026-11-18').waitFor();
    await page.getByText('Lunch on 2026-11-16').waitFor({ state: 'detached' });
    expect(await page.getByText('Lunch on 2026-11-20').count()).toBe(0);
  });

  it('creates an entry of each of the seven types from its panel, edits one, deletes another, and the CSV holds what is left', async () => {
    await step('creates an entry of each of the seven types from its panel', async () => {
      await open('/dashboard');
      for (const { title, collection } of ENTRY_TYPES) {
        await page.getByRole('button', { name: `Edit ${title} logs` }).click();
        const dialog = page.getByRole('dialog', { name: `${title} logs` });
        const form = dialog.getByRole('form', { name: `New ${title} entry` });
        await form.getByLabel('Date and time').fill('2026-11-20T08:30');
        if (collection === 'related-data') {
          await form.getByLabel('Name').fill(detailsOf(title));
          await form.getByLabel('Type').fill('Heart rate');
          await form.getByLabel('Data details').fill('Resting heart rate 58');
        } else {
          await form.getByLabel('Details').fill(detailsOf(title));
        }
        await form.getByRole('button', { name: 'Add entry' }).click();
        await page.getByText('Log created successfully!').first().waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('region', { name: title }).getByText(detailsOf(title)).waitFor();
      }
      const sleep = (await request('GET', '/api/sleep/', { token: token() })).body as { details: string }[];
      expect(sleep.find((entry) => entry.details === detailsOf('Sleep'))).toMatchObject({
        calculated_timestamp: '2026-11-20T08:30:00-05:00',
        device_timezone: 'America/New_York',
      });
    });

    await step('edits one entry and deletes another after the confirmation', async () => {
      await page.getByRole('button', { name: 'Edit Sleep logs' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sleep logs' });
      await dialog.getByRole('button', { name: `Edit entry: ${detailsOf('Sleep')}` }).click();
      const edit = dialog.getByRole('form', { name: 'Edit entry' });
      await edit.getByLabel('Details').fill('Slept 8 hours, woke rested');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Log updated successfully!').first().waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('region', { name: 'Sleep' }).getByText('Slept 8 hours, woke rested').waitFor();

      await page.getByRole('button', { name: 'Edit Mood & Stress logs' }).click();
      const moods = page.getByRole('dialog', { name: 'Mood & Stress logs' });
      await moods.getByRole('button', { name: `Delete entry: ${detailsOf('Mood & Stress')}` }).click();
      // The question is in the page (docs/PRODUCT.md's words are its name); nothing is deleted until its Delete.
      const asking = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this log?' });
      await asking.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Log deleted successfully!').first().waitFor();
      await page.keyboard.press('Escape');
      expect((await request('GET', '/api/mood-stress/', { token: token() })).body).toEqual([]);
    });

    await step('downloads a CSV holding the entries', async () => {
      await seed('food-drinks', { details: 'Lunch over the API', calculated_timestamp: '2026-11-16T12:00:00' });
      await page.goto(appUrl('/settings'));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^user_data_export_\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await file.path())!, 'utf8');
      for (const text of ['Slept 8 hours, woke rested', detailsOf('Food & Drinks'), 'Lunch over the API', detailsOf('Related Data')]) {
        expect(csv).toContain(text);
      }
      // The deleted entry is gone; the raw text it was typed from stays among the user inputs.
      expect(csv.split('\r\n').filter((row) => row.startsWith('mood-stress,'))).toEqual([]);
      expect(csv).toContain(`Manual entry: ${detailsOf('Mood & Stress')}`);
      await page.getByText(`Successfully downloaded ${file.suggestedFilename()}`).waitFor();
    });
  });

  // Last: it moves the account to Tokyo.
  it('moves every shown time when the time zone changes', async () => {
    const instant = '2026-11-20T13:30:00Z';
    await seed('supplements', { details: `Vitamin D ${process.pid}`, calculated_timestamp: '2026-11-20T08:30:00' });
    await open('/dashboard');
    const panel = page.getByRole('region', { name: 'Supplements & Medications' });
    await panel
      .getByText(shown(instant, 'America/New_York', 'en-US'))
      .first()
      .waitFor();

    await page.goto(appUrl('/settings'));
    const picker = page.getByRole('combobox', { name: 'Time zone' });
    await picker.click();
    await picker.fill('tokyo');
    await page.getByRole('option', { name: /Tokyo/ }).first().click();
    await page.goto(appUrl('/dashboard'));
    await panel
      .getByText(shown(instant, 'Asia/Tokyo', 'ja-JP'))
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('timeZone'))).toBe('Asia/Tokyo');
  });
});
