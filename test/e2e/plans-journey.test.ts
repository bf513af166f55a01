// Plans a person controls, in Chromium, on http://127.0.0.1 (the runtime's APP_URL says localhost): checkout comes
// back to the origin the person used; /pricing marks the plan; a plan change shows what changes and asks first; Manage
// billing opens the local billing page, where Cancel at period end keeps the plan until its end, after which it is
// gone. E2E_SHOTS=dir saves screenshots of Settings' plan section and /pricing at 375 px and 1280 px.
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from '../api/support/accounts';
import { runtimeState } from '../api/support/runtime';
import { axeViolations, launchBrowser, newPage, pageErrorsOf } from './support/browser';
import { step } from './support/step';

const origin = () => runtimeState().url.replace('//localhost:', '//127.0.0.1:');
const at = (route: string) => `${origin()}${route}`;

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `plans-${name}.png`), fullPage: true });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('plans journey', () => {
  let browser: Browser;
  let page: Page;
  let userId: string;

  beforeAll(async () => {
    const account = await signedInAccount();
    userId = decodeJwt(account.access).sub as string;
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await page.goto(at('/'));
    await page.evaluate(
      ({ access, refresh }) => {
        localStorage.setItem('token', access);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('timeZone', 'Europe/Berlin');
      },
      { access: account.access, refresh: account.refresh },
    );
  });
  afterAll(async () => browser?.close());

  it('checkout comes back to 127.0.0.1, /pricing marks the plan, a downgrade asks first, Cancel at period end keeps the plan until its end, then it is gone', async () => {
    await step('marks the Free Trial on /pricing, and a paid checkout comes back to 127.0.0.1 naming the plan', async () => {
      await page.goto(at('/pricing'));
      const trial = page.getByRole('listitem', { name: 'Free Trial' });
      await trial.getByText('Current plan', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Choose Pro' }).click();
      await page.getByText('Local test checkout').first().waitFor();
      expect(new URL(page.url()).origin).toBe(origin());
      await page.getByRole('button', { name: 'Pay (test)' }).click();
      await page.getByRole('heading', { name: 'You’re subscribed to the Pro Plan' }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).origin).toBe(origin());
    });

    await step('on /pricing, Pro is marked; choosing Basic shows what changes and changes nothing until confirmed', async () => {
      await page.goto(at('/pricing'));
      const pro = page.getByRole('listitem', { name: 'Pro' });
      await pro.getByText('Current plan', { exact: true }).waitFor();
      expect(await pro.getByRole('button', { name: 'Your current plan' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Choose Basic' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch to the Basic Plan?' });
      await dialog.waitFor();
      expect(await dialog.getByRole('row', { name: /Price/ }).innerText()).toMatch(/\$9\.9\/month\s+\$5\.9\/month/);
      expect(await dialog.innerText()).toContain('monthly limits reset immediately and the billing cycle starts at the change');
      expect(await axeViolations(page, '.dialog')).toEqual([]);
      await shot(page, 'pricing-dialog-1280');
      await dialog.getByRole('button', { name: 'Keep Pro Plan' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.goto(at('/settings'));
      await page.getByText('Pro Plan').first().waitFor();
    });

    await step('in Settings, Downgrade to Basic asks, then the plan changes at once', async () => {
      await page.getByRole('button', { name: 'Downgrade to Basic' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch to the Basic Plan?' });
      expect(await dialog.getByRole('row', { name: /AI credits/ }).innerText()).toMatch(/5,000 a month\s+1,000 a month/);
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, 'settings-dialog-375');
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole('button', { name: 'Switch to Basic Plan' }).click();
      await page.getByRole('heading', { name: 'You’re subscribed to the Basic Plan' }).waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Go to Settings' }).click();
      await page.getByText('Basic Plan').first().waitFor();
      await page.getByText(/^Renews on /).waitFor();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await scrollsSideways(page)).toBe(false);
        await shot(page, `settings-${width}`);
        await page.goto(at('/pricing'));
        await page.getByRole('listitem', { name: 'Basic' }).getByText('Current plan', { exact: true }).waitFor();
        expect(await scrollsSideways(page)).toBe(false);
        await shot(page, `pricing-${width}`);
        await page.goto(at('/settings'));
        await page.getByText(/^Renews on /).waitFor();
      }
    });

    await step('Manage billing: Cancel at period end on the local billing page keeps the plan until its end', async () => {
      await page.getByRole('button', { name: 'Manage billing' }).click();
      await page.getByText('Local billing').first().waitFor();
      expect(new URL(page.url()).origin).toBe(origin());
      await page.getByText(/Renews on/).waitFor();
      await page.getByRole('button', { name: 'Cancel at period end' }).click();
      await page
        .getByText(/Ends on/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Resume' }).waitFor();
      await page.getByRole('link', { name: 'Back to Settings' }).click();
      await page.getByText(/^Ends on /).waitFor();
      expect(await page.getByText('Basic Plan').first().isVisible()).toBe(true);
      expect(await page.getByText(/You keep the Basic Plan until then/).isVisible()).toBe(true);
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, 'settings-ending-375');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await step('after the period end the plan is gone', async () => {
      // The month has gone by: the subscription's end is in the past.
      const past = Math.floor(Date.now() / 1000) - 60;
      await table().send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { PK: `USER#${userId}`, SK: 'SUBSCRIPTION' },
          UpdateExpression: 'SET cancel_at = :past, current_period_end = :past',
          ExpressionAttributeValues: { ':past': past },
        }),
      );
      await page.reload();
      await page.getByText('Free Trial').first().waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Upgrade' }).waitFor();
      expect(await page.getByText(/^Ends on |^Renews on /).count()).toBe(0);
      expect(pageErrorsOf(page)).toEqual([]);
    });
  });
});
