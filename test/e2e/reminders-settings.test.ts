// Settings → Reminders in Chromium (issue 26): a medication seeded through the API shows its adherence and refill
// warning; a check-in is added through the form (a bad time first refused by its field, the entry types that count
// as logged ticked and stored), then deleted. At 375 px and
// 1280 px, axe clean, no sideways scroll. E2E_SHOTS=dir saves screenshots.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signedInAccount } from '../api/support/accounts';
import { medicationBody } from '../api/support/reminders';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const ZONE = 'Europe/London';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

async function shot(part: ReturnType<Page['getByRole']>, name: string) {
  if (process.env.E2E_SHOTS) await part.screenshot({ path: path.join(process.env.E2E_SHOTS, `reminders-${name}.png`) });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

it('lists a medication with adherence and its refill warning, adds a check-in through the form and deletes it', async () => {
  const browser = await launchBrowser();
  try {
    const account = await signedInAccount();
    const seeded = await request('POST', '/api/reminders/', {
      token: account.access,
      body: medicationBody({ timezone: ZONE, times: ['08:00', '21:30'], stock_count: 6 }),
    });
    expect(seeded.status).toBe(201);
    const { page, context } = await newPage(browser, PHONE);
    await signInPage(page, account, ZONE);
    await page.goto(appUrl('/settings'));
    const section = page.getByRole('region', { name: 'Reminders' });
    await section.getByText('Magnesium 400 mg').waitFor();
    await section.getByText(/^Refill soon: the stock lasts 3 days/).waitFor();
    await section.getByText(/doses taken in the last 7 days/).waitFor();

    await section.getByRole('button', { name: 'Add a check-in' }).click();
    await section.getByLabel('Label').fill('Evening check-in');
    await section.getByLabel('Times').fill('9pm');
    const counted = section.getByRole('group', { name: 'What counts as logged' });
    await counted.getByRole('checkbox', { name: 'Mood & Stress' }).check();
    await counted.getByRole('checkbox', { name: 'Sleep' }).check();
    await section.getByRole('button', { name: 'Save reminder' }).click();
    await section.getByText('Times: use 24-hour HH:MM, such as 21:30.').waitFor();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await scrollsSideways(page)).toBe(false);
      await shot(section, `form-${size.width}`);
      expect(await axeViolations(page)).toEqual([]);
    }
    await section.getByLabel('Times').fill('21:30');
    await section.getByRole('button', { name: 'Save reminder' }).click();
    await section.getByText('Reminder saved.').waitFor();
    await section.getByText('21:30 · every day', { exact: true }).waitFor();
    const stored = (await request('GET', '/api/reminders/', { token: account.access })).body as { kind: string }[];
    expect(stored.find((reminder) => reminder.kind === 'log-prompt')).toMatchObject({ counted_types: ['sleep', 'mood-stress'] });
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await scrollsSideways(page)).toBe(false);
      await shot(section, `list-${size.width}`);
      expect(await axeViolations(page)).toEqual([]);
    }

    await section.getByRole('button', { name: 'Delete Evening check-in…' }).click();
    await section.getByRole('button', { name: 'Delete Evening check-in' }).click();
    await section.getByText('Reminder deleted.').waitFor();
    expect(await section.getByRole('listitem').filter({ hasText: 'Evening check-in' }).count()).toBe(0);
    expect(pageErrorsOf(page)).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
