// E-mail verification (issue 21, S47): sign-up mails a link; following it (POST /api/auth/verify-email/) marks the
// address verified, and only then may the trial's credits and images be spent (functions/domain/charge.ts). A
// signed-in person may ask for a new link, at most 3 an hour.
import { apiMessages } from '../../shared/messages';
import { paths } from '../../shared/app-paths';
import { config } from '../platform/config';
import { Invalid, Unavailable, TooMany } from '../platform/errors';
import { logError } from '../platform/log';
import { takeAttempt } from '../data/rate-limits';
import { getUser, markEmailVerified, type UserRecord } from '../data/users';
import type { MailSender } from '../providers/mail/mail-port';
import { verifyEmail as verifyEmailMail } from './signup-emails';
import { makeVerifyToken, userIdOfVerifyToken, verifyTokenState } from './verify-email-tokens';

export const VERIFY_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** A link under the configured APP_URL only: a forged Host header cannot redirect it (as the reset link, S18). */
export const appLink = (path: string) => `${config().APP_URL.replace(/\/$/, '')}${path}`;

/** Mails a fresh link; true when the provider took it (a failure is logged without the address or link). */
export async function sendVerificationMail(
  mail: MailSender,
  user: Pick<UserRecord, 'userId' | 'email' | 'first_name' | 'username'>,
  requestId: string,
) {
  const link = appLink(paths.verifyEmail.replace(':token', await makeVerifyToken(user)));
  try {
    await mail.send({ to: user.email, ...verifyEmailMail(user.first_name || user.username, link) });
    return true;
  } catch (error) {
    logError({ requestId, event: 'verify-mail-failed', error: (error as Error).name });
    return false;
  }
}

/** Whether the account may spend AI credits and images: accounts from before verification carry no flag and may. */
export const isEmailVerified = (user: Pick<UserRecord, 'email_verified'>) => user.email_verified !== false;

/** Marks the address of the link's `token` verified. */
export async function verifyEmail(token: string): Promise<{ message: string }> {
  const userId = userIdOfVerifyToken(token);
  const user = userId ? await getUser(userId) : undefined;
  const state = user ? await verifyTokenState(user, token) : 'invalid';
  if (!user || state === 'invalid') throw new Invalid(apiMessages.verifyLinkInvalid, 'error');
  // Single use: once the address is verified every link to it is spent, however young.
  if (isEmailVerified(user)) throw new Invalid(apiMessages.verifyLinkUsed, 'error');
  if (state === 'expired') throw new Invalid(apiMessages.verifyLinkExpired, 'error');
  // The address changed since the link was made: the link's signature covers the old one, so it is not this one's.
  if (!(await markEmailVerified(user.userId, user.email))) throw new Invalid(apiMessages.verifyLinkInvalid, 'error');
  return { message: apiMessages.emailVerified };
}

export async function resendVerification(mail: MailSender, user: UserRecord, requestId: string): Promise<{ message: string }> {
  if (isEmailVerified(user)) return { message: apiMessages.alreadyVerified };
  // Counted before the mail: concurrent asks cannot send more than 3 (takeAttempt is one conditional write).
  const attempt = await takeAttempt(`verify-mail:${user.userId}`, VERIFY_MAILS_PER_HOUR, HOUR_MS);
  if (!attempt.allowed) throw new TooMany(attempt.retryAfterMs / 1000, apiMessages.verificationThrottled);
  if (!(await sendVerificationMail(mail, user, requestId))) {
    throw new Unavailable('The e-mail could not be sent. Please try again in a moment.', 30);
  }
  return { message: apiMessages.verificationSent };
}
