// Forgot password: the same answer whether or not the e-mail is known; at most 3 mails an hour per account.
import { apiMessages } from '../../shared/messages';
import { forgotPasswordRequest } from '../../shared/schemas/auth';
import { config } from '../core/config';
import type { ApiRequest, ApiResult } from '../core/http-handler';
import { logError } from '../core/log';
import { parseBody } from '../core/validate';
import { countHit } from '../data/rate-limits';
import { findUserIdByEmail, getUser } from '../data/users';
import type { MailSender } from '../providers/mail/mail-port';
import { resetEmail } from './reset-email';
import { encodeUid, makeResetToken } from './reset-tokens';

export const RESET_MAILS_PER_HOUR = 3;

export function forgotPassword(mail: MailSender) {
  return async (request: ApiRequest): Promise<ApiResult> => {
    const { email } = parseBody(forgotPasswordRequest, request.body);
    const userId = await findUserIdByEmail(email);
    const user = userId ? await getUser(userId) : undefined;
    if (user && (await countHit(`reset-mail:${user.userId}`, 60 * 60 * 1000)) <= RESET_MAILS_PER_HOUR) {
      // The link is built from configuration only: a forged Host header cannot redirect it (S18).
      const link = `${config().APP_URL.replace(/\/$/, '')}/reset-password/${encodeUid(user.userId)}/${await makeResetToken(user)}`;
      try {
        await mail.send({ to: user.email, ...resetEmail(user.first_name || user.username, link) });
      } catch (error) {
        logError({ requestId: request.requestId, event: 'reset-mail-failed', error: (error as Error).name });
      }
    }
    return { statusCode: 200, body: { message: apiMessages.resetEmailSent } };
  };
}
