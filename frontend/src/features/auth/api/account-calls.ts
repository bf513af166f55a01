// The account calls of the sign-in screens (SPEC.md §7): register, forgot password, reset password.
import type { RegisterRequest } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

type Message = { message?: string };

/** Public calls: no bearer token, and a 401 here is the server's answer, not a lost session. */
const anonymous = { auth: false } as const;

export function registerAccount(payload: RegisterRequest): Promise<unknown> {
  return api.post('/auth/register/', payload, anonymous);
}

export function requestPasswordReset(email: string): Promise<Message | undefined> {
  return api.post<Message | undefined>('/auth/password/forgot/', { email }, anonymous);
}

export function resetPassword(uidb64: string, token: string, password: string, password2: string): Promise<Message | undefined> {
  const path = `/auth/password/reset/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}/`;
  return api.post<Message | undefined>(path, { password, password2 }, anonymous);
}
