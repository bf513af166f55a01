// The doctor summary in Chromium: from Analytics' Export Data to a printable page of the period (who, averages,
// symptoms, medications with doses, findings) that fits a phone without sideways scroll and prints as one clean sheet
// (no navigation or buttons); and the daily series downloaded as CSV. A medication schedule's doses taken show in
// the summary and on Analytics' "Medications taken" card (375 and 1280 px, axe clean). E2E_SHOTS=dir saves
// screenshots and the PDF.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { dayIn as dayInZone } from './support/sixty-days';

const ZONE = 'Europe/Berlin';
const dayIn = (days: number) => dayInZone(ZONE, days);
/** A fixed pseudo-random draw in [0, 1) per day: the same diary on every run. */
function draw(daysAgo: number): number {
  let t = Math.imul(daysAgo * 7919 + 104729, 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), 1 | t);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
/** Wine on about a third of the evenings; the night after is shorter and a headache comes the next morning. */
const wineOn = (daysAgo: number) => draw(daysAgo) < 0.35;
const HEADACHE_DAYS = Array.from({ length: 45 }, (_, i) => i + 1).filter((daysAgo) => wineOn(daysAgo + 1)).length;

async function post(token: string, collection: string, daysAgo: number, time: string, body: Record<string, unknown>) {
  const at = { calculated_timestamp: `${dayIn(-daysAgo)}T${time}`, device_timezone: ZONE };
  const response = await request('POST', `/api/${collection}/`, { token, body: { ...at, ...body } });
  if (response.status !== 201) throw new Error(`seeding ${collection} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

async function seed(token: string) {
  const writes: Promise<void>[] = [];
  for (let daysAgo = 45; daysAgo >= 1; daysAgo--) {
    const after = wineOn(daysAgo + 1);
    const minutes = (after ? 380 : 440) + (daysAgo % 4) * 5;
    writes.push(
      post(token, 'sleep', daysAgo, '07:00:00', {
        details: 'slept',
        measures: { duration_min: minutes, quality: after ? 2 : 3 + (daysAgo % 2) },
      }),
    );
    writes.push(post(token, 'mood-stress', daysAgo, '12:00:00', { details: 'check-in', measures: { mood: 6 + (daysAgo % 3), stress: 4 } }));
    writes.push(
      post(token, 'food-drinks', daysAgo, '20:00:00', {
        details: wineOn(daysAgo) ? 'wine' : 'tea',
        subjects: [wineOn(daysAgo) ? 'alcohol' : 'tea'],
      }),
    );
    if (daysAgo % 5 !== 0)
      writes.push(
        post(token, 'supplements', daysAgo, '21:00:00', {
          details: 'magnesium',
          subjects: ['magnesium'],
          measures: { dose_amount: 400, dose_unit: 'mg' },
        }),
      );
    if (after) {
      writes.push(
        post(token, 'test-subjects', daysAgo, '09:00:00', {
          details: 'headache',
          subjects: ['headache'],
          measures: { severity: 2 + (daysAgo % 2) },
        }),
      );
      writes.push(
        post(token, 'supplements', daysAgo, '09:30:00', {
          details: 'ibuprofen',
          subjects: ['ibuprofen'],
          measures: { dose_amount: 2, dose_unit: 'tablet' },
        }),
      );
    }
    if (daysAgo % 7 === 0) writes.push(post(token, 'related-data', daysAgo, '07:30:00', weight(72 + (daysAgo % 3) * 0.2)));
  }
  await Promise.all(writes);
  // Magnesium at 21:00 every day for the last 20 days: the entries above (not on every 5th day) count as taken.
  const schedule = await request('POST', '/api/reminders/', {
    token,
    body: {
      kind: 'medication',
      name: 'Magnesium',
      dose_amount: 400,
      dose_unit: 'mg',
      times: ['21:00'],
      timezone: ZONE,
      start_date: dayIn(-20),
    },
  });
  if (schedule.status !== 201) throw new Error(`seeding the schedule failed: ${schedule.status}`);
}
/** 16 of the 20 past evenings were logged; tonight's dose counts as due once 21:00 has passed in Berlin. */
const MONTH_DOSES = /16 of 2[01] doses \((80|76)\s%\)/;
const weight = (kg: number) => ({
  item_name: 'Weight',
  item_type: 'weight',
  data_details: `${kg} kg`,
  measures: { value: kg, unit: 'kg' },
});

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `summary-${name}.png`), fullPage: true });
}
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('doctor summary', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const account = await signedInAccount({ first_name: 'Robin' });
    await seed(account.access);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1280, height: 900 }));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  /** The summary of the last 90 days, as Export Data opens it, with its findings written. */
  async function openSummary() {
    await page.goto(appUrl('/analytics/summary?days=90'));
    await page
      .getByText(/^On days after alcohol, (sleep|headache)/)
      .first()
      .waitFor();
  }

  it('opens from Export Data for the chosen period and shows the tables and findings', async () => {
    await page.goto(appUrl('/analytics?days=90'));
    await page.getByRole('button', { name: 'Export Data' }).click();
    await shot(page, 'export-menu-1280');
    await page.getByRole('link', { name: 'Doctor summary (print)' }).click();
    await page.waitForURL(/\/analytics\/summary\?days=90$/);
    await page
      .getByText(/^On days after alcohol, (sleep|headache)/)
      .first()
      .waitFor();
    await page.getByText(/^Robin \(user_/).waitFor();
    const medications = page.getByRole('region', { name: 'Medications and supplements' });
    await medications.getByRole('row', { name: /magnesium 400 mg 36/ }).waitFor();
    await medications.getByRole('row', { name: new RegExp(`ibuprofen 2 tablets ${HEADACHE_DAYS} `) }).waitFor();
    await page
      .getByRole('region', { name: 'Symptoms and conditions' })
      .getByRole('row', { name: new RegExp(`^headache ${HEADACHE_DAYS} `) })
      .waitFor();
    await page
      .getByRole('region', { name: 'Medication schedules' })
      .getByRole('row', { name: new RegExp(`^Magnesium 400 mg 21:00 · every day ${MONTH_DOSES.source}`) })
      .waitFor();
    await page.getByText('This app is not a substitute for professional medical diagnosis', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, '1280');
  });

  it('prints as one clean sheet: no navigation, footer or buttons, black on white', async () => {
    // A4's width inside the print margins (186 mm at 96 px an inch): the screenshot reads as the sheet would.
    await page.setViewportSize({ width: 703, height: 1000 });
    await openSummary();
    await page.emulateMedia({ media: 'print' });
    // The media change restyles the page a moment later: wait for the print style sheet to hide them.
    for (const hidden of [page.getByRole('navigation', { name: 'Main' }), page.getByRole('button', { name: 'Print' })]) {
      await hidden.waitFor({ state: 'hidden', timeout: 5_000 });
    }
    const colors = await page.locator('.summary-sheet').evaluate((sheet) => {
      const style = getComputedStyle(sheet);
      return [style.color, style.boxShadow];
    });
    expect(colors).toEqual(['rgb(0, 0, 0)', 'none']);
    await shot(page, 'print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    if (process.env.E2E_SHOTS) writeFileSync(path.join(process.env.E2E_SHOTS, 'summary.pdf'), pdf);
    const pages = (file: Buffer) => file.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length;
    expect(pages(pdf)).toBe(1);
    expect(pages(await page.pdf({ format: 'Letter', printBackground: true }))).toBe(1);
    await page.emulateMedia({ media: 'screen' });
  });

  it('reads on a 360 px phone without sideways scroll', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openSummary();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, '360');
  });

  it("shows each schedule's doses taken on Analytics at 375 and 1280 px, axe clean", async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(appUrl('/analytics?days=30'));
      const card = page.getByRole('region', { name: 'Medications taken' });
      await card.getByText(new RegExp(`^Last 30 days: ${MONTH_DOSES.source}`)).waitFor();
      await card.getByText(/^Last 7 days: \d of [67] doses/).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `analytics-adherence-${width}`);
    }
  });

  it('downloads the daily series of the period as CSV from Analytics, on the phone', async () => {
    await page.goto(appUrl('/analytics?days=30'));
    await page.getByRole('button', { name: 'Export Data' }).click();
    // On the phone the open menu stays on screen.
    await shot(page, 'export-menu-360');
    expect(await scrollsSideways(page)).toBe(false);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Daily series (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe(`health-series-${dayIn(-29)}-to-${dayIn(0)}.csv`);
    const rows = (await download.createReadStream().then((stream) => stream.toArray())).join('').replace('\uFEFF', '').split('\r\n');
    expect(rows[0]).toBe(
      'date,sleep_hours,sleep_quality,activity_minutes,mood,stress,energy,symptom_severity,weight_kg,entries,' +
        'energy_kcal,protein_g,carbs_g,fat_g,fiber_g,sugars_g,sodium_mg,caffeine_mg,alcohol_g,food_entries,food_entries_without_numbers',
    );
    expect(rows).toHaveLength(32);
    // Today has nothing logged: every series is an empty cell, never 0.
    expect(rows[30]).toBe(`${dayIn(0)},,,,,,,,,0,,,,,,,,,,0,0`);
  });
});
