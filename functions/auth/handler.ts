// The auth group's Lambda: wires each account route to its use case.
import { createApiHandler } from '../core/http-handler';
import { sesMail } from '../providers/mail/ses-mail';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout, logoutEverywhere } from './logout';
import { me } from './me';
import { refresh } from './refresh';
import { register } from './register';
import { resetPassword } from './reset-password';
import { updateProfile } from './update-profile';

export const actions = {
  'POST /api/auth/token/': login,
  'POST /api/auth/register/': register,
  'POST /api/auth/token/refresh/': refresh,
  'POST /api/auth/logout/': logout,
  'POST /api/auth/logout/all/': logoutEverywhere,
  'GET /api/auth/me/': me,
  'PUT /api/auth/profile/update/': updateProfile,
  'POST /api/auth/password/change/': changePassword,
  'DELETE /api/auth/account/delete/': deleteAccount,
  'POST /api/auth/password/forgot/': forgotPassword(sesMail()),
  'POST /api/auth/password/reset/{uidb64}/{token}/': resetPassword,
};

export const handler = createApiHandler('auth', actions);
