// Sessions per device in Chromium (issue 11): one account signed in on a phone and a laptop (two browser contexts).
// Logout on the phone leaves the laptop signed in and loading its data; Sign out of all devices on the laptop's
// profile ends both (the phone is sent to sign in on its next call); deleting the account asks for the password and
// ends on the visitor's navigation. E2E_SHOTS=dir saves screenshots of the profile and the deletion page.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiMessages } from '../../shared/messages';
import { registerAccount, signIn, type TestAccount } from '../api/support/accounts';
import { request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { step } from './support/step';

const ZONE = 'Europe/Berlin';
const storedTokens = (page: Page) =>
  page.evaluate(() => ({ access: localStorage.getItem('token') ?? '', refresh: localStorage.getItem('refreshToken') ?? '' }));
const me = (token: string) => request('GET', '/api/auth/me/', { token });

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `sessions-${name}.png`), fullPage: true });
}

/** Opens the dashboard and waits until its data came in: the greeting and an answered API call. */
async function dashboardLoads(page: Page, firstName: string) {
  const answered = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 200);
  await page.goto(appUrl('/dashboard'));
  await page.getByRole('heading', { name: `Welcome, ${firstName}` }).waitFor();
  await answered;
  expect(page.url()).toContain('/dashboard');
}

async function signInThroughForm(page: Page, account: TestAccount) {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The dashboard, or the page the person was on when the session ended.
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('sessions journey', () => {
  let browser: Browser;
  let laptop: Page;
  let phone: Page;
  let account: TestAccount;

  beforeAll(async () => {
    account = await registerAccount();
    browser = await launchBrowser();
    ({ page: laptop } = await newPage(browser, { width: 1280, height: 800 }));
    ({ page: phone } = await newPage(browser, { width: 375, height: 800 }));
    await signInPage(laptop, await signIn(account.username, account.password), ZONE);
    await signInPage(phone, await signIn(account.username, account.password), ZONE);
  });
  afterAll(async () => browser?.close());

  it('logout on the phone, Sign out of all devices on the laptop, then deleting the account', async () => {
    await step('logout on the phone signs the phone out only: the laptop still loads its dashboard', async () => {
      await dashboardLoads(phone, account.first_name);
      await dashboardLoads(laptop, account.first_name);
      const phoneTokens = await storedTokens(phone);

      await phone.getByRole('button', { name: 'Open menu' }).click();
      await phone.locator('#app-menu').getByRole('button', { name: 'Logout' }).click();
      await phone.waitForURL('**/login');
      // The phone's tokens are refused at once, even if someone had copied them.
      expect((await me(phoneTokens.access)).status).toBe(401);

      await dashboardLoads(laptop, account.first_name);
      expect((await me((await storedTokens(laptop)).access)).status).toBe(200);
    });

    await step("Sign out of all devices on the laptop's profile ends both: the phone is sent to sign in on its next call", async () => {
      await signInThroughForm(phone, account);
      await laptop.goto(appUrl('/user'));
      const devices = laptop.getByRole('region', { name: 'Devices' });
      await devices.getByText('Logout signs out this device only.', { exact: false }).waitFor();
      await shot(laptop, 'profile-1280');
      expect(await axeViolations(laptop, 'section[aria-labelledby="devices-title"]')).toEqual([]);

      await devices.getByRole('button', { name: 'Sign out of all devices' }).click();
      // Asked first (issue 23): one click must not sign every device out.
      const ask = laptop.getByRole('alertdialog', { name: 'Sign out of all devices?' });
      await ask.waitFor();
      expect(await axeViolations(laptop, '.confirm-dialog')).toEqual([]);
      await ask.getByRole('button', { name: 'Sign out everywhere' }).click();
      await laptop.waitForURL('**/login');
      expect(await laptop.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // The phone still shows its dashboard; its next call finds the session over.
      await phone.getByRole('button', { name: 'Open menu' }).click();
      await phone.locator('#app-menu').getByRole('link', { name: 'Logs' }).click();
      await phone.waitForURL('**/login');
      await phone.getByText('Your session has expired. Please log in again.').waitFor();
    });

    await step('deleting the account asks for the password, then ends on the visitor navigation', async () => {
      await signInThroughForm(phone, account);
      expect(phone.url()).toContain('/logs');
      await phone.goto(appUrl('/user'));
      await phone.getByRole('button', { name: 'Sign out of all devices' }).waitFor();
      await shot(phone, 'profile-375');
      await phone.getByRole('link', { name: 'Delete Account' }).click();
      await phone.waitForURL('**/account/delete');
      await phone.getByRole('heading', { name: 'Sorry to see you leave' }).waitFor();
      const confirm = phone.getByRole('button', { name: 'Confirm Delete' });
      expect(await confirm.isDisabled()).toBe(true);

      await phone.getByLabel('Password', { exact: true }).fill('not my password');
      await confirm.click();
      await phone.getByText(apiMessages.deletePasswordWrong).waitFor();
      await shot(phone, 'delete-wrong-password-375');
      expect(await axeViolations(phone, 'main')).toEqual([]);
      expect((await me((await storedTokens(phone)).access)).status).toBe(200);

      await phone.getByLabel('Password', { exact: true }).fill(account.password);
      await confirm.click();
      await phone.getByRole('heading', { name: 'Account Deleted' }).waitFor();
      await phone.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await phone.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
      expect(await phone.getByRole('button', { name: 'Logout' }).count()).toBe(0);
      expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await shot(phone, 'deleted-375');

      await expect(signIn(account.username, account.password)).rejects.toThrow(/401/);
      expect([...pageErrorsOf(phone), ...pageErrorsOf(laptop)]).toEqual([]);
    });
  });
});
