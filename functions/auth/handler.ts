// The auth group's Lambda: wires each account route to its use case.
import { createApiHandler } from '../core/http-handler';
import { sesMail } from '../providers/mail/ses-mail';
import { changePassword } from './change-password';
import { confirmEmail } from './email-change';
import { deleteAccount } from './delete-account';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout, logoutEverywhere } from './logout';
import { me } from './me';
import { refresh } from './refresh';
import { register } from './register';
import { resetPassword } from './reset-password';
import { updateProfile } from './update-profile';
import { resendVerification, verifyEmail } from './verify-email';

/** One SES client for the group's mails (sign-up, verification, reset, e-mail change). */
const mail = sesMail();

export const actions = {
  'POST /api/auth/token/': login,
  'POST /api/auth/register/': register(mail),
  'POST /api/auth/token/refresh/': refresh,
  'POST /api/auth/logout/': logout,
  'POST /api/auth/logout/all/': logoutEverywhere,
  'GET /api/auth/me/': me,
  'PUT /api/auth/profile/update/': updateProfile(mail),
  'POST /api/auth/password/change/': changePassword,
  'DELETE /api/auth/account/delete/': deleteAccount,
  'POST /api/auth/password/forgot/': forgotPassword(mail),
  'POST /api/auth/password/reset/{uidb64}/{token}/': resetPassword,
  'POST /api/auth/verify-email/': verifyEmail,
  'POST /api/auth/verify-email/resend/': resendVerification(mail),
  'POST /api/auth/confirm-email/': confirmEmail(mail),
};

export const handler = createApiHandler('auth', actions);
