// E-mail verification in Chromium (issue 21, S47): right after sign-up the dashboard says why the AI waits and the AI
// input says so too; Resend mails a new link; the mailed link's page verifies, after which the notice is gone and the
// AI answers. A spent or broken link's page says so. SCREENSHOT_DIR=<dir> saves the states at 360 px and 1280 px.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiMessages } from '../../shared/messages';
import { signedInAccount } from '../api/support/accounts';
import { mailsTo } from '../api/support/runtime';
import { appUrl, axeViolations, launchBrowser, newPage, pageErrorsOf, signInPage } from './support/browser';
import { followVerificationLink, verificationLinkFor } from './support/verify-email';
import { step } from './support/step';

const ZONE = 'America/New_York';
const NOTICE = 'Confirm your e-mail address to use the AI';

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const [label, width] of [
    ['360', 360],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('e-mail verification', () => {
  let browser: Browser;
  let page: Page;
  let account: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    account = await signedInAccount({}, { verify: false });
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signInPage(page, account, ZONE);
  });
  afterAll(async () => browser?.close());

  it('S47: the AI waits for the mailed link, Resend mails a new one, the link verifies, and a spent or broken link says so', async () => {
    await step('S47: the dashboard says why the AI waits; the AI input says it too; Resend mails a new link', async () => {
      await page.goto(appUrl('/dashboard'));
      await page.getByRole('heading', { name: NOTICE }).waitFor();
      await page.getByText(`We sent a link to ${account.email}`).waitFor();
      await shot(page, 'notice');
      expect(await axeViolations(page, '.unverified-notice')).toEqual([]);

      await page.getByLabel('What happened?').fill('two eggs and coffee at 7am');
      await page.getByRole('button', { name: 'Process Information' }).click();
      await page.getByText(apiMessages.emailUnverified).first().waitFor();

      await page.getByRole('button', { name: 'Resend link' }).click();
      await page.getByText(apiMessages.verificationSent).waitFor();
      await shot(page, 'notice-resent');
      expect((await mailsTo(account.email)).filter((mail) => /verify-email/.test(mail.body.text ?? ''))).toHaveLength(2);
    });

    await step('S47: the mailed link verifies; the notice goes and the AI answers', async () => {
      await followVerificationLink(page, account.email);
      await shot(page, 'verify-success');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByLabel('What happened?').fill('two eggs and coffee at 7am');
      await page.getByRole('button', { name: 'Process Information' }).click();
      await page.getByRole('button', { name: 'Confirm & Save' }).waitFor();
      expect(await page.getByRole('heading', { name: NOTICE }).count()).toBe(0);
    });

    await step('a spent link and a broken one each say so, with the way on', async () => {
      await page.goto(await verificationLinkFor(account.email));
      await page.getByText(apiMessages.verifyLinkUsed).waitFor();
      await shot(page, 'verify-used');
      await page.goto(appUrl('/verify-email/not-a-real-link'));
      await page.getByText(apiMessages.verifyLinkInvalid).waitFor();
      await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
      await shot(page, 'verify-invalid');
      expect(pageErrorsOf(page)).toEqual([]);
    });
  });
});
