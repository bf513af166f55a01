// The whole account experience in Chromium, as a person walks it: register → login → the mailed verification link →
// profile in both unit systems → change password → logout → forgot password → the mail in the SES emulator → reset →
// login with the new password → delete the account → that login now fails.
import type { Browser, Page } from 'playwright-core';
import { apiMessages } from '../../shared/messages';
import { mailsTo, request, runtimeState } from '../api/support/runtime';
import { appUrl, launchBrowser, newPage, pageErrorsOf } from './support/browser';
import { followVerificationLink } from './support/verify-email';
import { step } from './support/step';

const stamp = `${process.pid}${Date.now().toString(36)}`;
const person = { username: `journey_${stamp}`, email: `journey_${stamp}@example.com`, firstName: 'Juniper' };
const passwords = { first: 'lantern meadow river 1', changed: 'copper kettle morning 2', reset: 'violet harbor evening 3' };

async function signIn(page: Page, password: string) {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The reset mails among the person's mails (sign-up mailed a verification link first). */
const resetMails = async () => (await mailsTo(person.email)).filter((mail) => mail.subject.startsWith('Reset your'));

async function storedProfile(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return (await request('GET', '/api/auth/me/', { token: token! })).body.profile;
}

describe('account journey', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
  });
  afterAll(async () => browser?.close());

  it('registers, verifies the address, edits the profile, changes, forgets and resets the password, and deletes the account', async () => {
    await step('registers, then signs in to the dashboard', async () => {
      await page.goto(appUrl('/login?view=register'));
      await page.getByLabel('Username').fill(person.username);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('First Name (optional)').fill(person.firstName);
      await page.getByLabel('Password', { exact: true }).fill(passwords.first);
      await page.getByLabel('Confirm Password').fill(passwords.first);
      await page.getByRole('checkbox').check();
      // The alert is accepted the moment it opens: a listener that leaves it open blocks the page, and when the
      // registration answers before the click settles, the click waits on the dialog and the dialog on the click.
      const alert = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await page.getByRole('button', { name: /create account/i }).click();
      expect(await alert).toBe('Registration successful! Please login with your new account.');

      await page.getByText(`We sent a link to ${person.email}`).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(passwords.first);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
    });

    await step('is asked on the dashboard to confirm the e-mail address, follows the mailed link, and the notice goes', async () => {
      const notice = page.getByRole('heading', { name: 'Confirm your e-mail address to use the AI' });
      await notice.waitFor();
      await followVerificationLink(page, person.email);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
      expect(await notice.count()).toBe(0);
    });

    await step('edits the profile in metric, then in imperial units', async () => {
      await page
        .getByRole('link', { name: /profile/i })
        .first()
        .click();
      await page.waitForURL('**/user');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Height (cm)').fill('180');
      await page.getByLabel('Weight (kg)').fill('70');
      await page.getByLabel('Birth Year').fill('1992');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Profile updated successfully!').waitFor();
      expect(await storedProfile(page)).toMatchObject({
        height_cm: 180,
        weight_kg: 70,
        height_ft_in: { feet: 5, inches: 11 },
        weight_lbs: 154,
        birth_year: 1992,
      });

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('radio', { name: 'ft/in' }).check();
      expect(await page.getByLabel('Feet').inputValue()).toBe('5');
      expect(await page.getByLabel('Inches').inputValue()).toBe('11');
      await page.getByLabel('Feet').fill('6');
      await page.getByLabel('Inches').fill('0');
      await page.getByRole('radio', { name: 'lbs' }).check();
      expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('154');
      await page.getByLabel('Weight (lbs)').fill('160');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Profile updated successfully!').waitFor();
      expect(await storedProfile(page)).toMatchObject({ height_cm: 182.9, weight_kg: 72.6 });
    });

    await step('changes the password and stays signed in', async () => {
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByLabel('Current Password').fill(passwords.first);
      await page.getByLabel('New Password', { exact: true }).fill(passwords.changed);
      await page.getByLabel('Confirm New Password').fill(passwords.changed);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('Password changed successfully!').waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    });

    await step('logs out, asks for a reset link, and finds it in the SES emulator', async () => {
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email').fill(person.email);
      await page.getByRole('button', { name: /send/i }).click();
      await page.getByText('Check Your Email').waitFor();

      await page.goto(runtimeState().mailUrl);
      await page.getByText(person.email).first().waitFor();
      expect(await resetMails()).toHaveLength(1);
    });

    await step('resets the password from the mailed link and signs in with it', async () => {
      const [mail] = await resetMails();
      const link = /http:\/\/\S+\/reset-password\/\S+/.exec(mail.body.text ?? '')![0];
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill(passwords.reset);
      await page.getByLabel('Confirm New Password').fill(passwords.reset);
      await page.getByRole('button', { name: /reset password/i }).click();
      await page.waitForURL(appUrl('/'), { timeout: 10_000 });

      await signIn(page, passwords.changed);
      await page.getByText(apiMessages.loginFailed).waitFor();
      await signIn(page, passwords.reset);
      await page.waitForURL('**/dashboard');
    });

    await step('deletes the account, after which the login fails', async () => {
      await page.goto(appUrl('/user'));
      await page.getByRole('link', { name: 'Delete Account' }).click();
      await page.waitForURL('**/account/delete');
      await page.getByText('Sorry to see you leave').waitFor();
      await page.getByLabel('Password', { exact: true }).fill(passwords.reset);
      await page.getByRole('button', { name: 'Confirm Delete' }).click();
      await page.getByText('Account Deleted').waitFor();

      await signIn(page, passwords.reset);
      await page.getByText(apiMessages.loginFailed).waitFor();
      expect(page.url()).toContain('/login');
      expect(pageErrorsOf(page)).toEqual([]);
    });
  });
});
