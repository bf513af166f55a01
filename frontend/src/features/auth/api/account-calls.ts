// The account calls of the sign-in screens (docs/PRODUCT.md §7): register, forgot password, reset password; and the
// verification link's call (issue 21).
import { callApi, type BodyOf } from '@/lib/call-api';
import * as authOps from '@/lib/operations/auth.generated';

/** Public calls: no bearer token, and a 401 here is the server's answer, not a lost session. */
const anonymous = { auth: false } as const;

export function registerAccount(payload: BodyOf<'register'>) {
  return callApi(authOps.register, { body: payload }, anonymous);
}

export function requestPasswordReset(email: string) {
  return callApi(authOps.forgotPassword, { body: { email } }, anonymous);
}

export function resetPassword(uidb64: string, token: string, password: string, password2: string) {
  return callApi(authOps.resetPassword, { params: { uidb64, token }, body: { password, password2 } }, anonymous);
}

/** Spends the mailed link's token (/verify-email/:token): anyone holding the link may, signed in or not. */
export function verifyEmailToken(token: string) {
  return callApi(authOps.verifyEmail, { body: { token } }, anonymous);
}
