// Turns failed account calls into the texts of docs/PRODUCT.md §8 (login, register, forgot, reset).
import { ApiError, fieldErrorText, firstFieldError } from '@/lib/api-error';
import { AUTH_TEXT } from '../auth-texts';

/** The register form's labels of the fields the API names: its errors read 'Password: …', never 'password: …'. */
export const REGISTER_FIELD_LABELS = {
  username: 'Username',
  email: 'Email',
  first_name: 'First Name',
  password: 'Password',
  password2: 'Confirm Password',
} as const;

const bodyOf = (error: unknown) => (error instanceof ApiError ? error.body : undefined);

/** The server's detail (bad credentials, too many attempts), else the docs/PRODUCT.md fallback. */
export function loginErrorText(error: unknown): string {
  return firstFieldError(bodyOf(error), 'detail') ?? AUTH_TEXT.loginFailed;
}

/** A string body as is; an object body as 'First field's label: first message'; else the fallback. */
export function registerErrorText(error: unknown): string {
  const body = bodyOf(error);
  const status = error instanceof ApiError ? error.status : undefined;
  if (typeof body === 'string' && body.trim() && (status ?? 0) < 500) return body;
  return firstFieldError(body, 'detail') ?? fieldErrorText(body, REGISTER_FIELD_LABELS) ?? AUTH_TEXT.registerFailed;
}

/** The first email error, else the error field, else the fallback. */
export function forgotErrorText(error: unknown): string {
  const body = bodyOf(error);
  return firstFieldError(body, 'email') ?? firstFieldError(body, 'error') ?? AUTH_TEXT.forgotFailed;
}

/** The error field, else the first password error (the form has only the password to name), else the fallback. */
export function resetErrorText(error: unknown): string {
  const body = bodyOf(error);
  return firstFieldError(body, 'error') ?? firstFieldError(body, 'password') ?? AUTH_TEXT.resetFailed;
}
