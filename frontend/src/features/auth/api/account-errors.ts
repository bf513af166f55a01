// Turns failed account calls into the texts of SPEC.md §8 (login, register, forgot, reset).
import { ApiError, fieldErrorText, firstFieldError } from '@/lib/api-error';
import { AUTH_TEXT } from '../auth-texts';

const bodyOf = (error: unknown) => (error instanceof ApiError ? error.body : undefined);

/** The server's detail (bad credentials, too many attempts), else the SPEC fallback. */
export function loginErrorText(error: unknown): string {
  return firstFieldError(bodyOf(error), 'detail') ?? AUTH_TEXT.loginFailed;
}

/** A string body as is; an object body as 'firstFieldName: first message'; else the fallback. */
export function registerErrorText(error: unknown): string {
  const body = bodyOf(error);
  const status = error instanceof ApiError ? error.status : undefined;
  if (typeof body === 'string' && body.trim() && (status ?? 0) < 500) return body;
  return firstFieldError(body, 'detail') ?? fieldErrorText(body) ?? AUTH_TEXT.registerFailed;
}

/** The first email error, else the error field, else the fallback. */
export function forgotErrorText(error: unknown): string {
  const body = bodyOf(error);
  return firstFieldError(body, 'email') ?? firstFieldError(body, 'error') ?? AUTH_TEXT.forgotFailed;
}

/** The error field, else the first password error, else the fallback. */
export function resetErrorText(error: unknown): string {
  const body = bodyOf(error);
  return firstFieldError(body, 'error') ?? firstFieldError(body, 'password') ?? AUTH_TEXT.resetFailed;
}
