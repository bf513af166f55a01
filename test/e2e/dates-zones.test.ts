// Dates and zones in Chromium (issue 11, docs/DATES.md): the zone search finds what people type, one date format
// shows the same instant alike on the dashboard, /logs, the review and the chat, and Settings' choice changes them
// all; the zone and format chosen in one browser come back at a fresh sign-in in another. E2E_SHOTS=dir saves
// screenshots of Settings at 375 and 1280 px.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { createEntry } from '../api/support/entries';
import { request } from '../api/support/runtime';
import { todayIn } from '../api/support/chat-diary';
import { addDays } from '../../shared/question-period';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'Asia/Kolkata';

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `dates-${name}.png`), fullPage: true });
}

describe('dates and zones', () => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  // The seeded run: yesterday in Kolkata at 18:59.
  const day = addDays(todayIn(ZONE), -1);
  const [yyyy, mm, dd] = day.split('-');
  const zoneCombobox = () => page.getByRole('combobox', { name: 'Time zone' });
  const optionLabels = () => page.locator('.tz-select-option .tz-select-main > :first-child').allTextContents();
  const optionOffsets = () => page.locator('.tz-select-option .tz-select-offset').allTextContents();

  async function search(query: string): Promise<string[]> {
    await zoneCombobox().fill(query);
    await page.locator('.tz-select-option').first().waitFor();
    return optionLabels();
  }

  /** The run's time on the dashboard (its panel), on /logs, in the chat's answer and under the review's time field. */
  async function expectEverywhere(text: string) {
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('region', { name: 'Physical Activities' }).getByText(text).first().waitFor();

    const chat = page.getByRole('region', { name: 'AI Chat Assistant' });
    await chat.getByRole('textbox', { name: 'Message the assistant' }).fill('When did I last run?');
    await chat.getByRole('button', { name: 'Send' }).click();
    const answer = chat.locator('.chat-message-answer').last();
    await answer.getByText(/The last time was/).waitFor();
    expect(await answer.locator('time').first().textContent()).toBe(text);

    await page.getByLabel('What happened?').fill('ran 5k');
    await page.getByRole('button', { name: 'Process Information' }).click();
    await page.getByRole('button', { name: 'Confirm & Save' }).waitFor();
    await page.getByLabel('Date and time').first().fill(`${day}T18:59`);
    expect(await page.getByTestId('input-value-text').first().textContent()).toBe(`${text} (Asia/Kolkata)`);
    await shot(page, `review-${text.slice(0, 2)}`);

    await page.goto(appUrl('/logs?type=physical-activities'));
    await page.getByRole('tabpanel').getByText(text).first().waitFor();
  }

  beforeAll(async () => {
    account = await signedInAccount();
    await createEntry(account.access, 'physical-activities', {
      details: 'evening run 5 km',
      calculated_timestamp: `${day}T18:59:00+05:30`,
      device_timezone: ZONE,
    });
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signInPage(page, account, 'America/New_York');
  }, 90_000);
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('the zone search finds states, cities, abbreviations and offsets, each option with its UTC offset', async () => {
    await page.goto(appUrl('/settings'));
    await zoneCombobox().click();
    await page.locator('.tz-select-option').nth(20).waitFor();
    expect((await optionOffsets()).every((offset) => /^UTC[+-]\d{1,2}(:\d\d)?$/.test(offset))).toBe(true);

    expect((await search('California'))[0]).toBe('Los Angeles (United States)');
    expect((await search('Mumbai'))[0]).toBe('Kolkata (India)');
    expect((await search('Beijing'))[0]).toBe('Shanghai (China)');
    expect((await search('PST'))[0]).toBe('Los Angeles (United States)');
    expect((await search('CET')).slice(0, 2)).toEqual(['Paris (France)', 'Berlin (Germany)']);
    const india = await search('india');
    expect(india[0]).toBe('Kolkata (India)');
    expect(india.some((label) => label.includes('Indiana'))).toBe(true);

    const gmtPlusOne = await search('GMT+1');
    expect(gmtPlusOne).toContain('Lagos (Nigeria)');
    expect(new Set(await optionOffsets())).toEqual(new Set(['UTC+1']));
    const utcPlusNine = await search('UTC+9');
    expect(utcPlusNine).toEqual(expect.arrayContaining(['Tokyo (Japan)', 'Seoul (South Korea)']));
    expect(new Set(await optionOffsets())).toEqual(new Set(['UTC+9']));

    await search('Mumbai');
    await page.keyboard.press('Enter');
    await page.getByText('Saved to your account: every device you sign in on uses it.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('timeZone'))).toBe(ZONE);
    await page.getByText(/Showing times in Kolkata \(India\), UTC\+5:30\./).waitFor();
  });

  /** The account in Kolkata with a date format, saved as Settings saves them, and the page signed in there. */
  async function inKolkata(format: { date_order: string; clock: string } | Record<string, never> = {}) {
    const saved = await request('PUT', '/api/auth/profile/update/', { token: account.access, body: { time_zone: ZONE, ...format } });
    expect(saved.status).toBe(200);
    await signInPage(page, account, ZONE);
  }

  it('one format shows the same instant alike everywhere, and the Settings choice changes them all', async () => {
    await inKolkata();
    await page.goto(appUrl('/settings'));
    await page.getByRole('combobox', { name: 'Date order' }).selectOption('DMY');
    await page.getByRole('combobox', { name: 'Clock' }).selectOption('24h');
    await page.getByText('Saved to your account: every device you sign in on uses it.').waitFor();
    expect(await page.getByTestId('date-format-now').textContent()).toMatch(/^\d\d\/\d\d\/20\d\d, \d\d:\d\d$/);
    await expectEverywhere(`${dd}/${mm}/${yyyy}, 18:59`);

    await page.goto(appUrl('/settings'));
    await page.getByRole('combobox', { name: 'Date order' }).selectOption('MDY');
    await page.getByRole('combobox', { name: 'Clock' }).selectOption('12h');
    await page.getByText('Saved to your account: every device you sign in on uses it.').waitFor();
    await expectEverywhere(`${mm}/${dd}/${yyyy}, 6:59 PM`);
  });

  it('Settings reads well on a phone and a desktop', async () => {
    for (const [width, name] of [
      [375, '375'],
      [1280, '1280'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(appUrl('/settings'));
      await page.getByRole('heading', { name: 'Date & Time Format' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await shot(page, `settings-${name}`);
      await zoneCombobox().fill('india');
      await shot(page, `settings-search-${name}`);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  it('a fresh sign-in in another browser picks up the zone and the date format', async () => {
    await inKolkata({ date_order: 'MDY', clock: '12h' });
    const { context, page: other } = await newPage(browser);
    try {
      await other.goto(appUrl('/login'));
      await other.getByLabel('Username').fill(account.username);
      await other.getByLabel('Password', { exact: true }).fill(account.password);
      await other.getByRole('button', { name: 'Sign In' }).click();
      await other.waitForURL(/\/dashboard/);
      await other.getByRole('region', { name: 'Physical Activities' }).getByText(`${mm}/${dd}/${yyyy}, 6:59 PM`).first().waitFor();
      expect(await other.evaluate(() => localStorage.getItem('timeZone'))).toBe(ZONE);
      await other.goto(appUrl('/settings'));
      await other.getByText(/Showing times in Kolkata \(India\)/).waitFor();
      expect(await other.getByRole('combobox', { name: 'Date order' }).inputValue()).toBe('MDY');
      expect(pageErrorsOf(other)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
