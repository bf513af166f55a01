// The sign-up e-mails, as text and as simple HTML: the verification link, and the note to an address's owner that
// someone tried to register with it (registration answers a taken address as it answers a new one: register.ts).
import { PRODUCT_NAME } from '../../shared/brand';
import { escapeHtml } from '../../shared/escape-html';

type Mail = { subject: string; text: string; html: string };

export function verifyEmail(name: string, link: string): Mail {
  const subject = `Confirm your e-mail address for ${PRODUCT_NAME}`;
  const text = [
    `Hello ${name},`,
    '',
    `Welcome to ${PRODUCT_NAME}. Open this link to confirm this is your e-mail address. Until then, the AI features wait.`,
    'The link works once and expires after 7 days:',
    '',
    link,
    '',
    "If you didn't create an account, you can ignore this e-mail.",
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Welcome to ${PRODUCT_NAME}. Confirm this is your e-mail address; until then, the AI features wait.</p>
<p><a href="${escapeHtml(link)}">Confirm my e-mail address</a>. The link works once and expires after 7 days.</p>
<p>If you didn't create an account, you can ignore this e-mail.</p>`;
  return { subject, text, html };
}

export function registrationAttemptEmail(name: string, signInLink: string, forgotLink: string): Mail {
  const subject = `Someone tried to register with your ${PRODUCT_NAME} address`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone tried to create a new ${PRODUCT_NAME} account with this e-mail address, which already has one. No new account was made.`,
    '',
    `If it was you, sign in: ${signInLink}`,
    `Forgot your password? Reset it: ${forgotLink}`,
    '',
    "If it wasn't you, you can ignore this e-mail: your account is unchanged.",
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone tried to create a new ${PRODUCT_NAME} account with this e-mail address, which already has one. No new account was made.</p>
<p>If it was you, <a href="${escapeHtml(signInLink)}">sign in</a>, or <a href="${escapeHtml(forgotLink)}">reset your password</a> if you forgot it.</p>
<p>If it wasn't you, you can ignore this e-mail: your account is unchanged.</p>`;
  return { subject, text, html };
}
