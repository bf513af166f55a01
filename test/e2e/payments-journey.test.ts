// Payments in Chromium with the local provider, as issue 5 tells the story: an anonymous visitor picks Pro,
// signs in, checkout restarts, pays on the local test checkout, sees success, finds the Pro Plan in Settings,
// downgrades to Basic, and the trial panel is gone while the limits follow the plan.
import type { Browser, Page } from 'playwright-core';
import { registerAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, launchBrowser, newPage, pageErrorsOf } from './support/browser';
import { step } from './support/step';

describe('payments journey', () => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    account = await registerAccount();
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
  });
  afterAll(async () => browser?.close());

  it('a visitor picks Pro, signs in, pays on the local checkout, finds the Pro Plan in Settings and downgrades to Basic', async () => {
    await step('sends an anonymous visitor who picks Pro to sign in, then restarts the checkout', async () => {
      await page.goto(appUrl('/pricing'));
      await page.getByRole('button', { name: 'Choose Pro' }).first().click();
      await page.waitForURL('**/login**');
      await page.getByText('Please login to subscribe to a plan').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('pendingSubscriptionPlan'))).toBe('pro');
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Local test checkout').first().waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => sessionStorage.getItem('pendingSubscriptionPlan'))).toBeNull();
    });

    await step('pays on the local checkout and shows success', async () => {
      await page.getByRole('button', { name: 'Pay (test)' }).click();
      await page.waitForURL('**/subscription-success?session_id=*');
      await page.getByRole('heading', { name: 'You’re subscribed' }).waitFor({ timeout: 15_000 });
      await page
        .getByRole('link', { name: 'Go to Settings' })
        .or(page.getByRole('button', { name: 'Go to Settings' }))
        .click();
      await page.waitForURL('**/settings');
      expect(page.url()).not.toContain('subscription_success');
    });

    await step('shows the Pro Plan with Downgrade to Basic, hides the trial panel, and limits follow the plan', async () => {
      await page.getByText('Pro Plan').first().waitFor();
      await page.getByRole('button', { name: 'Downgrade to Basic' }).waitFor();
      expect(await page.getByText('AI Trial Credits').count()).toBe(0);
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      expect((await request('GET', '/api/ai/trial-status/', { token })).body).toMatchObject({
        is_trial_user: false,
        is_subscribed: true,
        credits_limit: 5000,
        images_limit: 100,
      });
      expect((await request('GET', '/api/stripe/subscription-status/', { token })).body).toEqual({
        is_subscribed: true,
        user_groups: ['pro'],
      });
    });

    await step('downgrades to Basic', async () => {
      await page.getByRole('button', { name: 'Downgrade to Basic' }).click();
      // Asked first (what changes), then the plan changes at once on the existing subscription; the return page confirms it.
      await page.getByRole('dialog', { name: 'Switch to the Basic Plan?' }).getByRole('button', { name: 'Switch to Basic Plan' }).click();
      await page.getByRole('heading', { name: 'You’re subscribed' }).waitFor({ timeout: 15_000 });
      await page
        .getByRole('link', { name: 'Go to Settings' })
        .or(page.getByRole('button', { name: 'Go to Settings' }))
        .click();
      await page.getByText('Basic Plan').first().waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Upgrade to Pro' }).waitFor();
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      expect((await request('GET', '/api/ai/trial-status/', { token })).body).toMatchObject({
        is_subscribed: true,
        credits_limit: 1000,
        images_limit: 30,
      });
      expect(pageErrorsOf(page)).toEqual([]);
    });
  });
});
