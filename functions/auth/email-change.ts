// Changing the e-mail address (S43): the profile update asks for the current password, then only records the change
// and mails a single-use link to the new address; the old address stays (sign-in mails, password resets) until the
// link is followed, and is told both when the change is asked for and when it is made. The new address is claimed
// only then, with the same conditional claim as sign-up, so of two accounts racing for it one gets it and the other a
// clear 400. When the address already has an account, the profile answers as for any address and the new address
// gets a note instead of a link: the answer tells the asker nothing about who has an account.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { paths } from '../../shared/app-paths';
import { apiMessages } from '../../shared/messages';
import { Invalid, TooMany } from '../platform/errors';
import { hashedUserId, logError } from '../platform/log';
import { takeAttempt } from '../data/rate-limits';
import {
  claimEmail,
  dropEmailChange,
  findUserIdByEmail,
  getUser,
  releaseEmail,
  switchEmail,
  updateUser,
  type UserRecord,
} from '../data/users';
import type { MailMessage, MailSender } from '../providers/mail/mail-port';
import { addressInUseMail, confirmEmailChangeMail, emailChangedMail, emailChangeRequestedMail } from './email-change-emails';
import { appLink } from './verify-email';

export const EMAIL_CHANGE_LINK_HOURS = 24;
/** Changes asked for per account an hour: each mails two addresses, one of them anyone's. */
export const EMAIL_CHANGES_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** `<user id>-<secret>`: no dot, so the SPA fallback serves the page for it (as the verification link). */
const TOKEN = /^([0-9A-HJKMNP-TV-Z]{26})-([A-Za-z0-9_-]{43})$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const nameOf = (user: UserRecord) => user.first_name || user.username;

async function send(mail: MailSender, message: MailMessage, requestId: string): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    logError({ requestId, event: 'email-change-mail-failed', error: (error as Error).name });
  }
}

/** Counted before any change is made, once the password is confirmed: 429 past EMAIL_CHANGES_PER_HOUR. */
export async function takeEmailChange(user: UserRecord): Promise<void> {
  const attempt = await takeAttempt(`email-change:${hashedUserId(user.userId)}`, EMAIL_CHANGES_PER_HOUR, HOUR_MS);
  if (!attempt.allowed) throw new TooMany(attempt.retryAfterMs / 1000, apiMessages.emailChangeThrottled);
}

/** Records the change (a newer one replaces it, and its link dies) and mails both addresses. */
export async function requestEmailChange(mail: MailSender, user: UserRecord, email: string, requestId: string): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAtMs = Date.now() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS;
  await updateUser(user.userId, { email_change: { email, token_hash: hashOf(secret), expires_at_ms: expiresAtMs } });
  const holder = await findUserIdByEmail(email);
  const link = appLink(paths.confirmEmail.replace(':token', `${user.userId}-${secret}`));
  const toNew = holder && holder !== user.userId ? addressInUseMail() : confirmEmailChangeMail(nameOf(user), link, EMAIL_CHANGE_LINK_HOURS);
  await Promise.all([
    send(mail, { to: email, ...toNew }, requestId),
    send(mail, { to: user.email, ...emailChangeRequestedMail(nameOf(user), email) }, requestId),
  ]);
}

/** POST /api/auth/confirm-email/ {token}: the page of the mailed link spends it. Public: the link may open anywhere. */
export async function confirmEmail(mail: MailSender, token: string, requestId: string): Promise<{ message: string }> {
  const match = TOKEN.exec(token);
  const user = match ? await getUser(match[1]) : undefined;
  const change = user?.email_change;
  const given = Buffer.from(match ? hashOf(match[2]) : '');
  const genuine =
    change !== undefined && given.length === change.token_hash.length && timingSafeEqual(given, Buffer.from(change.token_hash));
  if (!user || !change || !genuine || change.expires_at_ms <= Date.now()) throw new Invalid(apiMessages.emailChangeLinkInvalid, 'error');

  if (!(await claimEmail(change.email, user.userId))) {
    await dropEmailChange(user.userId, change.token_hash);
    throw new Invalid(apiMessages.emailChangeTaken, 'error');
  }
  if (!(await switchEmail(user.userId, user.email, change))) {
    // A second use of the link that lost the race, a newer change, or a deletion: free the claim unless it is in use.
    const now = await getUser(user.userId);
    if (now?.email.toLowerCase() !== change.email.toLowerCase()) await releaseEmail(change.email, user.userId);
    throw new Invalid(apiMessages.emailChangeLinkInvalid, 'error');
  }
  if (user.email.toLowerCase() !== change.email.toLowerCase()) await releaseEmail(user.email, user.userId);
  await send(mail, { to: user.email, ...emailChangedMail(nameOf(user), change.email) }, requestId);
  return { message: apiMessages.emailChanged };
}
