// S43 and S45 in Chromium. On the profile a new e-mail asks for the current password, the page says where the link
// went, the old address stays until the link mailed to the new one is opened in the browser, and then the profile shows
// the new one. A browser that signed in through the form holds the HttpOnly device cookie and keeps signing in while
// a stranger's wrong passwords make everyone else wait. E2E_SHOTS=dir saves the profile and the confirm page at
// 360 px and 1280 px.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiMessages } from '../../shared/messages';
import { registerAccount, uniqueName, type TestAccount } from '../api/support/accounts';
import { freshLoopbackAddress, mailsTo, request } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf } from './support/browser';
import { step } from './support/step';

async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SHOTS, `email-change-${name}.png`), fullPage: true });
}

async function signInThroughForm(page: Page, account: TestAccount) {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function confirmLinkFor(email: string): Promise<string> {
  const links = (await mailsTo(email)).flatMap((mail) => /https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail.body.text ?? '') ?? []);
  if (!links.at(-1)) throw new Error(`no confirmation link mailed to ${email}`);
  return links.at(-1)!;
}

describe('e-mail change journey', () => {
  let browser: Browser;
  let desktop: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };
  let account: TestAccount;
  const moved = `${uniqueName('moved')}@example.org`;

  beforeAll(async () => {
    account = await registerAccount();
    browser = await launchBrowser();
    desktop = await newPage(browser, { width: 1280, height: 800 });
    phone = await newPage(browser, { width: 360, height: 780 });
  });
  afterAll(async () => browser?.close());

  it("S43 and S45: the device cookie, a new e-mail confirmed by its link, and signing in again while a stranger's wrong passwords make others wait", async () => {
    await step(
      'S45: signing in through the form leaves an HttpOnly, SameSite=Strict device cookie for the sign-in route only',
      async () => {
        await signInThroughForm(desktop.page, account);
        await signInThroughForm(phone.page, account);
        const [cookie] = (await desktop.context.cookies()).filter((c) => c.name === 'ht_device');
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/token/' });
        expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
        expect(await desktop.page.evaluate(() => document.cookie)).not.toContain('ht_device'); // no script can read it
      },
    );

    await step('S43: a new e-mail asks for the current password and waits for the link; the page says where it went', async () => {
      const { page } = desktop;
      await page.goto(appUrl('/user'));
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Email').fill(moved);
      await page.getByText('We will send a link to the new address. Your e-mail changes when you open it.').waitFor();
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Enter your current password to change your username or e-mail.').waitFor();
      await page.getByLabel('Current Password').fill(account.password);
      await shot(page, 'profile-editing-1280');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Profile updated successfully!').waitFor();
      const note = page.getByText(/We sent a link to/);
      await note.waitFor();
      expect(await note.textContent()).toBe(
        `We sent a link to ${moved}. Your e-mail changes to it when you open that link (within 24 hours); until then we keep using ${account.email}.`,
      );
      const personal = page.getByRole('region', { name: 'Personal Information' });
      await personal.getByText(account.email).waitFor(); // the old address stays
      await shot(page, 'profile-pending-1280');
      expect(await axeViolations(page, 'main')).toEqual([]);

      await phone.page.goto(appUrl('/user'));
      await phone.page.getByText(/We sent a link to/).waitFor();
      await shot(phone.page, 'profile-pending-360');
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    await step('S43: opening the link confirms the new address, once; the profile shows it', async () => {
      const link = await confirmLinkFor(moved);
      await phone.page.goto(link);
      await phone.page.getByText(apiMessages.emailChanged).waitFor();
      await shot(phone.page, 'confirm-360');
      expect(await axeViolations(phone.page, 'main')).toEqual([]);

      await desktop.page.goto(link); // a second use
      await desktop.page.getByText(apiMessages.emailChangeLinkInvalid).waitFor();
      await shot(desktop.page, 'confirm-used-1280');
      await desktop.page.getByRole('link', { name: 'Go to your profile' }).click();
      const personal = desktop.page.getByRole('region', { name: 'Personal Information' });
      await personal.getByText(moved).waitFor();
      expect(await desktop.page.getByText(/We sent a link to/).count()).toBe(0);
      expect((await mailsTo(account.email)).map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([expect.stringMatching(/about to change/), expect.stringMatching(/was changed/)]),
      );
    });

    await step("S45: while a stranger's wrong passwords make others wait, this browser signs in again", async () => {
      const from = freshLoopbackAddress();
      for (let i = 0; i < 6; i++) {
        await request('POST', '/api/auth/token/', { body: { username: account.username, password: `stranger ${i}` }, from });
      }
      const elsewhere = await request('POST', '/api/auth/token/', { body: { username: account.username, password: account.password } });
      expect(elsewhere.status).toBe(429);

      const { page } = desktop;
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.waitForURL('**/login');
      await signInThroughForm(page, account);
      expect(new URL(page.url()).pathname).not.toBe('/login');
      expect([...pageErrorsOf(desktop.page), ...pageErrorsOf(phone.page)]).toEqual([]);
    });
  });
});
