// The e-mails of an e-mail change (S43), as text and as simple HTML: the link to the new address (or, when that
// address already has an account, a note saying so: the profile answers both alike), and the two notes to the old
// address, when the change is asked for and when it is made. The old address sees the new one only partly hidden.
import { PRODUCT_NAME } from '../../shared/brand';
import { escapeHtml } from '../../shared/escape-html';

type Mail = { subject: string; text: string; html: string };

/** "robin.lee@example.com" → "r***@example.com": enough for the owner to recognise, little for someone reading along. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('\n');

export function confirmEmailChangeMail(name: string, link: string, hours: number): Mail {
  const subject = `Confirm your new e-mail address for ${PRODUCT_NAME}`;
  const text = [
    `Hello ${name},`,
    '',
    `You asked to use this address for your ${PRODUCT_NAME} account. Open this link to make the change.`,
    `It works once and expires after ${hours} hours; until then your account keeps its current address:`,
    '',
    link,
    '',
    "If you didn't ask for this, you can ignore this e-mail: nothing changes.",
  ].join('\n');
  const html = paragraphs([
    `Hello ${escapeHtml(name)},`,
    `You asked to use this address for your ${PRODUCT_NAME} account.`,
    `<a href="${escapeHtml(link)}">Use this e-mail address</a>. The link works once and expires after ${hours} hours; until then your account keeps its current address.`,
    "If you didn't ask for this, you can ignore this e-mail: nothing changes.",
  ]);
  return { subject, text, html };
}

export function addressInUseMail(): Mail {
  const subject = `Someone asked to move a ${PRODUCT_NAME} account to this address`;
  const text = [
    'Hello,',
    '',
    `Someone asked to use this e-mail address for their ${PRODUCT_NAME} account, but it already belongs to an account.`,
    'Nothing was changed. An address can belong to one account only: to move it, first change the e-mail of the account that has it.',
  ].join('\n');
  const html = paragraphs([
    'Hello,',
    `Someone asked to use this e-mail address for their ${PRODUCT_NAME} account, but it already belongs to an account.`,
    'Nothing was changed. An address can belong to one account only: to move it, first change the e-mail of the account that has it.',
  ]);
  return { subject, text, html };
}

const notYou = "If it wasn't you, change your password now and sign out of all devices on your profile page.";

export function emailChangeRequestedMail(name: string, newEmail: string): Mail {
  const subject = `Your ${PRODUCT_NAME} e-mail address is about to change`;
  const body = `Someone (hopefully you) asked to change your account's e-mail address to ${maskedEmail(newEmail)}. It changes only when the link we sent there is opened; until then this address stays.`;
  const text = [`Hello ${name},`, '', body, '', notYou].join('\n');
  return { subject, text, html: paragraphs([`Hello ${escapeHtml(name)},`, escapeHtml(body), notYou]) };
}

export function emailChangedMail(name: string, newEmail: string): Mail {
  const subject = `Your ${PRODUCT_NAME} e-mail address was changed`;
  const body = `Your account's e-mail address was changed to ${maskedEmail(newEmail)}. Mail from us, password resets included, now goes there.`;
  const text = [`Hello ${name},`, '', body, '', notYou].join('\n');
  return { subject, text, html: paragraphs([`Hello ${escapeHtml(name)},`, escapeHtml(body), notYou]) };
}
