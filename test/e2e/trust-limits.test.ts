// Limits a person can see (issue 23), in Chromium at 375 px and 1280 px, axe clean (best practices included) on each:
// a Pro account made through the local checkout sees its month's meters in Settings (used, left, the renewal date; two
// columns on a desktop); the local checkout and billing pages are dressed like the app with their landmarks and write
// dates in the account's format; a trial out of credits sees Process paused on the capture card with the trial's reason
// (never "wait for the next period") and the image meter saying why uploads are paused.
// E2E_SHOTS=dir saves screenshots of each state at both widths.
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Locator, Page } from 'playwright-core';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';

const WIDTHS = [375, 1280] as const;

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `limits-${name}.png`), fullPage: true });
}

/** One part of the page, for a closer look at a phone's width. */
async function partShot(part: Locator, name: string) {
  if (process.env.E2E_SHOTS) await part.screenshot({ path: path.join(process.env.E2E_SHOTS, `limits-${name}.png`) });
}

const axe = (page: Page) => axeViolations(page, undefined, { bestPractice: true });
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** At each width: no sideways scroll, axe clean, a screenshot. */
async function checkWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axe(page)).toEqual([]);
    await shot(page, `${name}-${width}`);
  }
}

describe('limits a person can see', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  afterEach(() => expect(pageErrorsOf(page)).toEqual([]));

  it('Pro through the local checkout: the checkout and billing pages look like the app, and Settings shows the meters', async () => {
    const account = await signedInAccount();
    // Day/month/year on a 24-hour clock in Berlin: the billing page writes its dates this way too.
    const prefs = await request('PUT', '/api/auth/profile/update/', {
      token: account.access,
      body: { time_zone: 'Europe/Berlin', date_order: 'DMY', clock: '24h' },
    });
    expect(prefs.status).toBe(200);
    ({ page } = await newPage(browser));
    await signInPage(page, account, 'Europe/Berlin');

    await page.goto(appUrl('/pricing'));
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await page.getByRole('heading', { level: 1, name: /Pro Plan/ }).waitFor();
    expect(await page.getByRole('main').getByText('Local test checkout').count()).toBe(1);
    expect(await page.getByRole('main').innerText()).toMatch(/5,000 a month/);
    await checkWidths(page, 'checkout');
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.getByRole('heading', { name: 'You’re subscribed to the Pro Plan' }).waitFor({ timeout: 15_000 });

    // Some use: three extractions.
    for (const text of ['ran 5 km in 28 min yesterday at 7am', 'two eggs and coffee yesterday at 8am', 'took magnesium yesterday at 9pm']) {
      expect(
        (await request('POST', '/api/ai/process-input/', { token: account.access, body: { text, timezone: 'Europe/Berlin' } })).status,
      ).toBe(200);
    }

    await page.goto(appUrl('/settings'));
    const usage = page.getByRole('region', { name: 'Pro Plan usage' });
    await usage.waitFor();
    const credits = usage.getByRole('progressbar', { name: 'AI credits this month' });
    expect(await credits.getAttribute('aria-valuetext')).toBe('3 of 5,000 credits used (0%), 4,997 left');
    expect(await usage.innerText()).toMatch(/3 of 5,000 credits used/);
    expect(await usage.innerText()).toMatch(/4,997 left/);
    expect(await usage.innerText()).toMatch(/0 of 100 photos used/);
    const renewal = await usage.getByText(/renew on/).innerText();
    expect(renewal).toMatch(/^Credits and photo uploads renew on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}, starting again from zero\.$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Two columns on a desktop: the long forms (nutrition targets, import) sit beside the plan, not below it.
    const left = await page.getByRole('region', { name: 'Subscription Management' }).boundingBox();
    const right = await page.getByRole('region', { name: 'Nutrition targets' }).boundingBox();
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    await checkWidths(page, 'settings-pro');
    await page.setViewportSize({ width: 375, height: 800 });
    const narrowLeft = await page.getByRole('region', { name: 'Subscription Management' }).boundingBox();
    const narrowRight = await page.getByRole('region', { name: 'Nutrition targets' }).boundingBox();
    expect(narrowRight!.x).toBe(narrowLeft!.x);
    await partShot(usage, 'usage-pro-375');

    // The local billing page: its renewal date in the account's format and zone, like Settings.
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pro Plan' }).waitFor();
    const billing = await page.getByRole('main').innerText();
    expect(billing).toMatch(/Local billing/);
    expect(billing).toMatch(/Renews on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(Europe\/Berlin time\)\./);
    expect(billing).not.toMatch(/AM|PM|UTC/);
    await checkWidths(page, 'billing');
  });

  it("a trial out of credits: Process paused on the capture card with the trial's reason, no 'next period'", async () => {
    const account = await signedInAccount();
    const userId = decodeJwt(account.access).sub as string;
    // The trial's 100 credits are used (a hundred AI calls no test should wait for).
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${userId}`, SK: 'ALLOWANCE#trial' },
        UpdateExpression: 'SET credits_used = :used, images_used = :none',
        ExpressionAttributeValues: { ':used': 100, ':none': 0 },
      }),
    );
    ({ page } = await newPage(browser, { width: 375, height: 800 }));
    await signInPage(page, account, 'America/New_York');
    await page.goto(appUrl('/dashboard'));
    const card = page.getByRole('region', { name: 'Your Data' });
    const reason = "You have used all of your trial's AI credits. Choose a plan to keep going.";
    await card.getByText(reason).waitFor();
    expect(await card.getByRole('button', { name: 'Process Information' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Process Information' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(await card.getByText('AI Features Disabled').isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByText(/next period/).count()).toBe(0);
    // Said before Process, not below the chat: the reason is above the button.
    const said = await card.getByText(reason).boundingBox();
    const process = await card.getByRole('button', { name: 'Process Information' }).boundingBox();
    expect(said!.y).toBeLessThan(process!.y);
    await checkWidths(page, 'capture-out-of-credits');
    await page.setViewportSize({ width: 375, height: 800 });
    await partShot(card, 'capture-card-375');

    // Settings: the image meter says uploads are paused and why, not "0 of 5 images used".
    await page.goto(appUrl('/settings'));
    const trial = page.getByRole('region', { name: 'AI Trial Credits' });
    await trial.getByText('Trial credits exhausted').waitFor();
    expect(await trial.getByText(/of 5 images used/).count()).toBe(0);
    expect(await trial.getByRole('progressbar', { name: 'Image uploads' }).getAttribute('aria-valuetext')).toBe(
      "Paused. Paused with the AI: your trial's AI credits are used up.",
    );
    await checkWidths(page, 'settings-trial-out');
  });
});
