// The reminder e-mail: what a person with no device that takes pushes gets instead (docs/REMINDERS.md "Delivery"). The
// scheduler calls mailReminder with the same payload it would push. No answer links: a mail scanner that follows links
// would press "Taken" for the person, so the e-mail opens the app, where the answer is a tap.
import { PRODUCT_NAME } from '../../../shared/brand';
import type { PushPayload } from '../../../shared/schemas/push';
import { escapeHtml } from '../../../shared/escape-html';
import { config } from '../../platform/config';
import type { MailMessage, MailSender } from '../mail/mail-port';

/** The e-mail of one reminder: its title as the subject, its body and a link to the page a click would open. */
export function reminderMail(to: { email: string; first_name?: string }, payload: PushPayload): MailMessage {
  const link = `${config().APP_URL.replace(/\/$/, '')}${payload.url}`;
  const greeting = to.first_name ? `Hello ${to.first_name},` : 'Hello,';
  const action = payload.actions?.length ? `Open ${PRODUCT_NAME} to log it or skip it:` : `Open ${PRODUCT_NAME}:`;
  const footer = `You get this e-mail because no device of yours takes ${PRODUCT_NAME}'s notifications. Turn them on in Settings, or change the reminder there.`;
  const text = [greeting, '', payload.title, payload.body, '', action, link, '', footer].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(payload.title)}</strong><br>${escapeHtml(payload.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action.replace(/:$/, ''))}</a></p>
<p>${escapeHtml(footer)}</p>`;
  return { to: to.email, subject: `${payload.title}: ${payload.body}`.slice(0, 200), text, html };
}

/** Sends the reminder e-mail through the mail provider (SES, the local emulator locally). */
export async function mailReminder(mail: MailSender, to: { email: string; first_name?: string }, payload: PushPayload): Promise<void> {
  await mail.send(reminderMail(to, payload));
}
