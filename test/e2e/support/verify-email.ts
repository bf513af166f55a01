// A person who registered through the web app follows the link the SES emulator kept, in the browser, as they would
// from their mailbox: the AI waits for it (issue 21, S47).
import type { Page } from 'playwright-core';
import { apiMessages } from '../../../shared/messages';
import { mailsTo } from '../../api/support/runtime';

/** The newest verification link mailed to the address. */
export async function verificationLinkFor(email: string): Promise<string> {
  const links = (await mailsTo(email)).flatMap((mail) => /https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.body.text ?? '') ?? []);
  const link = links.at(-1);
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  return link;
}

/** Opens the mailed link in the page and waits until it says the address is verified. */
export async function followVerificationLink(page: Page, email: string): Promise<void> {
  await page.goto(await verificationLinkFor(email));
  await page.getByText(apiMessages.emailVerified).waitFor();
}
