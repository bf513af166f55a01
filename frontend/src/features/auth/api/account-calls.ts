// The account calls of the sign-in screens (SPEC.md §7): register, forgot password, reset password.
import { callApi, type BodyOf } from '@/lib/call-api';

/** Public calls: no bearer token, and a 401 here is the server's answer, not a lost session. */
const anonymous = { auth: false } as const;

export function registerAccount(payload: BodyOf<'register'>) {
  return callApi('register', { body: payload }, anonymous);
}

export function requestPasswordReset(email: string) {
  return callApi('forgotPassword', { body: { email } }, anonymous);
}

export function resetPassword(uidb64: string, token: string, password: string, password2: string) {
  return callApi('resetPassword', { params: { uidb64, token }, body: { password, password2 } }, anonymous);
}
