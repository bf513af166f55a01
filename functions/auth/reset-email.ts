// The password-reset e-mail, as text and as simple HTML.
import { PRODUCT_NAME } from '../../shared/brand';

import { escapeHtml } from '../../shared/escape-html';

export function resetEmail(name: string, link: string): { subject: string; text: string; html: string } {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
    'Open this link to choose a new password. It expires after 24 hours and works once:',
    '',
    link,
    '',
    "If you didn't ask for this, you can ignore this e-mail: your password stays as it is.",
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a>. The link expires after 24 hours and works once.</p>
<p>If you didn't ask for this, you can ignore this e-mail: your password stays as it is.</p>`;
  return { subject, text, html };
}
