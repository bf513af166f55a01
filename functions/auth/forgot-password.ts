// Forgot password: the same answer, at the same time, whether or not the e-mail is known; at most 3 mails an hour per
// account. The mail is sent before answering (a Lambda may be frozen once it answers, so "send after" needs a queue),
// so every answer waits until ANSWER_FLOOR_MS after the request began: a known address (a mail, ~90 ms locally) and
// an unknown one (one read, ~10 ms) both answer at the floor (issue 21, S46).
import { apiMessages } from '../../shared/messages';
import { config } from '../platform/config';
import { logError } from '../platform/log';
import { countHit } from '../data/rate-limits';
import { findUserIdByEmail, getUser } from '../data/users';
import type { MailSender } from '../providers/mail/mail-port';
import { atFloor } from './answer-floor';
import { resetEmail } from './reset-email';
import { encodeUid, makeResetToken } from './reset-tokens';

export const RESET_MAILS_PER_HOUR = 3;
/**
 * Well above an SES send (tens of ms, a few hundred on a cold start): a send slower than this answers late, and is
 * logged as `forgot-floor-exceeded` so the floor can be raised.
 */
export const ANSWER_FLOOR_MS = 1000;

/** Mails a reset link to `email` if it is an account's; the same answer either way, never before `floorMs`. */
export async function forgotPassword(
  mail: MailSender,
  email: string,
  requestId: string,
  floorMs = ANSWER_FLOOR_MS,
): Promise<{ message: string }> {
  const started = Date.now();
  await atFloor(() => mailResetLink(mail, email, requestId), { started, floorMs, requestId, event: 'forgot-floor-exceeded' });
  return { message: apiMessages.resetEmailSent };
}

async function mailResetLink(mail: MailSender, email: string, requestId: string): Promise<void> {
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user || (await countHit(`reset-mail:${user.userId}`, 60 * 60 * 1000)) > RESET_MAILS_PER_HOUR) return;
  // The link is built from configuration only: a forged Host header cannot redirect it (S18).
  const link = `${config().APP_URL.replace(/\/$/, '')}/reset-password/${encodeUid(user.userId)}/${await makeResetToken(user)}`;
  try {
    await mail.send({ to: user.email, ...resetEmail(user.first_name || user.username, link) });
  } catch (error) {
    logError({ requestId, event: 'reset-mail-failed', error: (error as Error).name });
  }
}
