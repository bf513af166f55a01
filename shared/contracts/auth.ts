// The auth group's contracts: each account route's request and answer schemas.
import {
  confirmEmailRequest,
  currentUserResponse,
  deleteAccountRequest,
  forgotPasswordRequest,
  logoutRequest,
  messageResponse,
  passwordChangeRequest,
  passwordChangeResponse,
  profileUpdateRequest,
  profileUpdateResponse,
  refreshRequest,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  tokenRequest,
  tokenResponse,
  verifyEmailRequest,
} from '../schemas/auth';
import type { GroupContract } from './contract';

const message = { 200: messageResponse };

export const authContract = {
  'POST /api/auth/token/': { request: { json: tokenRequest }, responses: { 200: tokenResponse }, refusals: [401] },
  'POST /api/auth/register/': { request: { json: registerRequest }, responses: { 201: registerResponse } },
  'POST /api/auth/token/refresh/': { request: { json: refreshRequest }, responses: { 200: tokenResponse }, refusals: [401] },
  'POST /api/auth/logout/': { request: { json: logoutRequest }, responses: message },
  'POST /api/auth/logout/all/': { responses: message },
  'GET /api/auth/me/': { responses: { 200: currentUserResponse } },
  'PUT /api/auth/profile/update/': { request: { json: profileUpdateRequest }, responses: { 200: profileUpdateResponse } },
  'POST /api/auth/password/change/': { request: { json: passwordChangeRequest }, responses: { 200: passwordChangeResponse } },
  'DELETE /api/auth/account/delete/': { request: { json: deleteAccountRequest }, responses: message },
  'POST /api/auth/password/forgot/': { request: { json: forgotPasswordRequest }, responses: message },
  'POST /api/auth/password/reset/{uidb64}/{token}/': { request: { json: resetPasswordRequest }, responses: message },
  'POST /api/auth/verify-email/': { request: { json: verifyEmailRequest }, responses: message },
  'POST /api/auth/verify-email/resend/': { responses: message },
  'POST /api/auth/confirm-email/': { request: { json: confirmEmailRequest }, responses: message },
} satisfies GroupContract;
