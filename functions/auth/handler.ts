// The auth group's Lambda: wires each account route to its use case. The router parses each request with the route's
// schema; tsc checks every action against the group's contract (shared/contracts/auth.ts, a type-only import). What a
// use case needs of the HTTP request (the client's address, the device cookie, the bearer token) is read here and
// handed over as plain values, and the HTTP-only parts of an answer (its cookie, Clear-Site-Data) are added here.
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { bearerToken } from '../core/authenticate';
import type { authContract } from '../../shared/contracts/auth';
import {
  confirmEmailRequest,
  deleteAccountRequest,
  forgotPasswordRequest,
  logoutRequest,
  passwordChangeRequest,
  profileUpdateRequest,
  refreshRequest,
  registerRequest,
  resetPasswordRequest,
  tokenRequest,
  verifyEmailRequest,
} from '../../shared/schemas/auth';
import { sesMail } from '../providers/mail/ses-mail';
import { changePassword } from './change-password';
import { clientAddress } from './client-address';
import { confirmEmail } from './email-change';
import { deleteAccount } from './delete-account';
import { deviceCookieTokens } from './device-tokens';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout, logoutEverywhere } from './logout';
import { presentUser } from './present-user';
import { register } from './register';
import { resetPassword } from './reset-password';
import { rotateSession } from './sessions';
import { updateProfile } from './update-profile';
import { resendVerification, verifyEmail } from './verify-email';

/** One SES client for the group's mails (sign-up, verification, reset, e-mail change). */
const mail = sesMail();

/**
 * Both logouts tell the browser to drop its HTTP cache of this origin, so a shared computer keeps no photo or answer
 * of the person's (ASVS 14.3.1). Not "storage" or "cookies": the page clears its own storage, and what marks a device
 * that signed in before (S45) is meant to outlive a logout.
 */
const CLEAR_SITE_DATA = { 'Clear-Site-Data': '"cache"' };

export const actions: RouteActions<typeof authContract> = {
  'POST /api/auth/token/': {
    json: tokenRequest,
    run: async ({ body, event, headers, requestId }) => {
      const signedIn = await login(body, {
        address: clientAddress(event),
        deviceTokens: deviceCookieTokens(event.cookies, headers.cookie),
        requestId,
      });
      return { statusCode: 200, body: signedIn.tokens, headers: { 'Set-Cookie': signedIn.deviceCookie } };
    },
  },
  'POST /api/auth/register/': {
    json: registerRequest,
    run: async ({ body, event, requestId }) => ({ statusCode: 201, body: await register(mail, body, clientAddress(event), requestId) }),
  },
  'POST /api/auth/token/refresh/': {
    json: refreshRequest,
    run: async ({ body }) => ({ statusCode: 200, body: await rotateSession(body.refresh) }),
  },
  'POST /api/auth/logout/': {
    json: logoutRequest,
    // No body: only the access token names the session.
    whenEmpty: {},
    run: async ({ body, headers }) => ({
      statusCode: 200,
      headers: CLEAR_SITE_DATA,
      body: await logout(bearerToken(headers), body.refresh),
    }),
  },
  'POST /api/auth/logout/all/': {
    run: async ({ user }) => ({ statusCode: 200, headers: CLEAR_SITE_DATA, body: await logoutEverywhere(user.userId) }),
  },
  'GET /api/auth/me/': { run: async ({ user }) => ({ statusCode: 200, body: presentUser(user) }) },
  'PUT /api/auth/profile/update/': {
    json: profileUpdateRequest,
    run: async ({ user, body, requestId }) => ({ statusCode: 200, body: await updateProfile(mail, user, body, requestId) }),
  },
  'POST /api/auth/password/change/': {
    json: passwordChangeRequest,
    run: async ({ user, body }) => ({ statusCode: 200, body: await changePassword(user, body) }),
  },
  'DELETE /api/auth/account/delete/': {
    json: deleteAccountRequest,
    // No body at all says the same as an empty one: the password is missing.
    whenEmpty: {},
    run: async ({ user, body }) => ({ statusCode: 200, body: await deleteAccount(user, body.password) }),
  },
  'POST /api/auth/password/forgot/': {
    json: forgotPasswordRequest,
    run: async ({ body, requestId }) => ({ statusCode: 200, body: await forgotPassword(mail, body.email, requestId) }),
  },
  'POST /api/auth/password/reset/{uidb64}/{token}/': {
    json: resetPasswordRequest,
    run: async ({ params, body }) => ({ statusCode: 200, body: await resetPassword(params.uidb64, params.token, body) }),
  },
  'POST /api/auth/verify-email/': {
    json: verifyEmailRequest,
    run: async ({ body }) => ({ statusCode: 200, body: await verifyEmail(body.token) }),
  },
  'POST /api/auth/verify-email/resend/': {
    run: async ({ user, requestId }) => ({ statusCode: 200, body: await resendVerification(mail, user, requestId) }),
  },
  'POST /api/auth/confirm-email/': {
    json: confirmEmailRequest,
    run: async ({ body, requestId }) => ({ statusCode: 200, body: await confirmEmail(mail, body.token, requestId) }),
  },
};

export const handler = createApiHandler('auth', actions);
