// Sharing with a clinician in Chromium (issue 27), at 375 px and 1280 px: the person makes a link on the doctor summary
// (the dialog, then the link, its QR code and the passcode shown once), a second browser context with no account opens
// it, is told a wrong passcode's tries left, enters the right one, reads the summary in its frame and downloads the
// FHIR file; Settings → Shared links shows the open, and after Revoke the viewer refuses the link. axe is clean on the
// dialog, the viewer and Settings → Shared links. E2E_SHOTS=dir saves screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { dayIn as dayInZone } from './support/sixty-days';
import { step } from './support/step';

const ZONE = 'Europe/Berlin';
const GONE = 'This link no longer works. Ask the person who shared it for a new one.';

async function post(token: string, collection: string, daysAgo: number, time: string, body: Record<string, unknown>) {
  const at = { calculated_timestamp: `${dayInZone(ZONE, -daysAgo)}T${time}`, device_timezone: ZONE };
  const response = await request('POST', `/api/${collection}/`, { token, body: { ...at, ...body } });
  if (response.status !== 201) throw new Error(`seeding ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** Two weeks of sleep and mood and a weight: enough for the summary's tables and the bundle's observations. */
async function seed(token: string) {
  const writes: Promise<void>[] = [];
  for (let daysAgo = 14; daysAgo >= 1; daysAgo--) {
    writes.push(post(token, 'sleep', daysAgo, '07:00:00', { details: 'slept', measures: { duration_min: 420 + daysAgo * 3, quality: 3 } }));
    writes.push(post(token, 'mood-stress', daysAgo, '12:00:00', { details: 'check-in', measures: { mood: 7, stress: 4 } }));
  }
  writes.push(
    post(token, 'related-data', 3, '07:30:00', {
      item_name: 'Weight',
      item_type: 'weight',
      data_details: '72.4 kg',
      measures: { value: 72.4, unit: 'kg' },
    }),
  );
  await Promise.all(writes);
}

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `share-${name}.png`), fullPage: true });
}
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('share link', () => {
  let browser: Browser;
  let account: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    account = await signedInAccount({ first_name: 'Robin' });
    await seed(account.access);
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const width of [375, 1280]) {
    it(`at ${width} px: makes a link on the summary, opens it with no account, downloads the FHIR file, and refuses it once revoked`, async () => {
      const viewport = { width, height: 900 };
      const owner = await newPage(browser, viewport);
      const visitor = await newPage(browser, viewport);
      const label = `For Dr. Rivera at ${width}`;
      try {
        const { page } = owner;
        await signInPage(page, account, ZONE);

        const { url, passcode } = await step('make the link on the doctor summary', async () => {
          await page.goto(appUrl('/analytics/summary?days=30'));
          await page.getByRole('heading', { name: 'Averages' }).waitFor();
          await page.getByRole('button', { name: 'Share with a clinician' }).click();
          const dialog = page.getByRole('dialog', { name: 'Share with a clinician' });
          await dialog.getByLabel('Expires after (days)').waitFor();
          expect(await dialog.getByLabel('Expires after (days)').inputValue()).toBe('14');
          expect(await dialog.getByLabel('Protect with a passcode').isChecked()).toBe(true);
          expect(await dialog.getByLabel('Label').inputValue()).toMatch(/^For my doctor, \d{1,2} [A-Z][a-z]{2}$/);
          expect(await axeViolations(page, '.share-dialog')).toEqual([]);
          await shot(page, `dialog-${width}`);
          await dialog.getByLabel('Label').fill(label);
          await dialog.getByRole('button', { name: 'Create link' }).click();
          await dialog.getByRole('heading', { name: 'Your link is ready' }).waitFor();
          await dialog.getByRole('img', { name: `QR code of the link for “${label}”` }).waitFor();
          const url = await dialog.getByRole('textbox', { name: `Link for “${label}”` }).inputValue();
          const passcode = (await dialog.locator('.share-passcode-value').textContent()) ?? '';
          expect(url).toMatch(/\/shared#shlink:\/[A-Za-z0-9_-]+$/);
          expect(passcode).toMatch(/\S{6,}/);
          expect(await axeViolations(page, '.share-dialog')).toEqual([]);
          expect(await scrollsSideways(page)).toBe(false);
          await shot(page, `created-${width}`);
          await dialog.getByRole('button', { name: 'Done' }).click();
          return { url, passcode };
        });

        const viewer = visitor.page;
        await step('open it in a browser with no account: a wrong passcode, then the right one', async () => {
          await viewer.goto(url);
          await viewer.getByRole('heading', { level: 1, name: 'Shared health summary' }).waitFor();
          await viewer.getByText(label).waitFor();
          expect(await viewer.evaluate(() => localStorage.getItem('token'))).toBeNull();
          expect(await axeViolations(viewer)).toEqual([]);
          await viewer.getByLabel('Passcode').fill(`${passcode}0`);
          await viewer.getByRole('button', { name: 'Open' }).click();
          await viewer.getByRole('alert').filter({ hasText: 'That passcode is not right. 9 tries left.' }).waitFor();
          await viewer.getByLabel('Passcode').fill(passcode);
          await viewer.getByRole('button', { name: 'Open' }).click();
          const summary = viewer.frameLocator('iframe[title="Shared health summary"]');
          await summary.getByText('Robin', { exact: false }).first().waitFor();
          await summary.getByText(/sleep/i).first().waitFor();
          expect(await axeViolations(viewer)).toEqual([]);
          expect(await scrollsSideways(viewer)).toBe(false);
          await shot(viewer, `viewer-${width}`);
          // Print prints the frame's document: this page reaches its window (same origin, still no scripts in it).
          await viewer.evaluate(() => {
            const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Shared health summary"]')!.contentWindow!;
            frame.print = () => document.body.setAttribute('data-printed', 'summary');
          });
          await viewer.getByRole('button', { name: 'Print the summary' }).click();
          expect(await viewer.locator('body').getAttribute('data-printed')).toBe('summary');
        });

        await step('download the FHIR file', async () => {
          const [download] = await Promise.all([
            viewer.waitForEvent('download'),
            viewer.getByRole('button', { name: 'Download FHIR file (JSON)' }).click(),
          ]);
          expect(download.suggestedFilename()).toMatch(/^tend-fhir-\d{4}-\d{2}-\d{2}\.json$/);
          const bundle = JSON.parse(readFileSync((await download.path())!, 'utf8'));
          expect(bundle.resourceType).toBe('Bundle');
          expect(bundle.type).toBe('collection');
          const kinds = new Set((bundle.entry as { resource: { resourceType: string } }[]).map((entry) => entry.resource.resourceType));
          expect([...kinds]).toEqual(expect.arrayContaining(['Patient', 'Observation']));
        });

        await step('Settings → Shared links shows the open; Revoke after the confirmation', async () => {
          await page.goto(appUrl('/settings'));
          const section = page.getByRole('region', { name: 'Shared links' });
          const item = section.getByRole('listitem').filter({ hasText: label });
          await item.getByText('Opened 1 time', { exact: false }).waitFor();
          await item.getByText('Who opened it (1 time)').click();
          // Headless Chromium says "HeadlessChrome", which the log counts as other.
          await item.getByText(/ · (Chrome|other)$/).waitFor();
          expect(await axeViolations(page, '[aria-labelledby="settings-shared-links"]')).toEqual([]);
          await shot(page, `settings-${width}`);
          await item.getByRole('button', { name: 'Revoke' }).click();
          const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
          await confirm.waitFor();
          expect(await axeViolations(page, '.confirm-dialog')).toEqual([]);
          await confirm.getByRole('button', { name: 'Revoke' }).click();
          await item.getByText('Revoked', { exact: true }).waitFor();
        });

        await step('the viewer refuses the revoked link', async () => {
          await viewer.reload();
          await viewer.getByLabel('Passcode').fill(passcode);
          await viewer.getByRole('button', { name: 'Open' }).click();
          await viewer.getByRole('alert').filter({ hasText: GONE }).waitFor();
          expect(await axeViolations(viewer)).toEqual([]);
          await shot(viewer, `refused-${width}`);
        });
        expect(pageErrorsOf(owner.page)).toEqual([]);
        expect(pageErrorsOf(viewer)).toEqual([]);
      } finally {
        await owner.context.close();
        await visitor.context.close();
      }
    });
  }
});
