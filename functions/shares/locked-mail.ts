// The e-mail to a link's owner when wrong passcodes locked it (docs/SHARING.md "Security"): which link, that nobody can
// open it any more, and what to do. Sent once, by the try that locked it.
import { paths } from '../../shared/app-paths';
import { PRODUCT_NAME } from '../../shared/brand';
import type { StoredShare } from '../data/shares';
import { getUser } from '../data/users';
import type { MailSender } from '../providers/mail/mail-port';
import { escapeHtml } from '../../shared/escape-html';

export function lockedMail(name: string, label: string, settingsUrl: string) {
  const subject = `Your ${PRODUCT_NAME} shared link "${label}" was locked`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone entered a wrong passcode 10 times for your shared link "${label}", so it is locked: nobody can open it any more.`,
    'If it was your clinician, make a new link and tell them its passcode again. If not, nothing of yours was shown.',
    '',
    `Your shared links: ${settingsUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone entered a wrong passcode 10 times for your shared link "${escapeHtml(label)}", so it is locked: nobody can open it any more.</p>
<p>If it was your clinician, make a new link and tell them its passcode again. If not, nothing of yours was shown.</p>
<p><a href="${escapeHtml(settingsUrl)}">Your shared links</a></p>`;
  return { subject, text, html };
}

export async function tellOwnerLocked(mail: MailSender, appUrl: string, userId: string, share: StoredShare): Promise<void> {
  const user = await getUser(userId);
  if (!user) return;
  const message = lockedMail(user.first_name || user.username, share.label, `${new URL(appUrl).origin}${paths.settings}`);
  await mail.send({ to: user.email, ...message });
}
