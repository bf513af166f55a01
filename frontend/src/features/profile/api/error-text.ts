// Reads user-facing text out of an API error's body: {message}, {detail} or {field: ["..."]} (DESIGN.md errors).
import { ApiError, firstFieldError } from '@/lib/api-error';

const bodyOf = (error: unknown) => (error instanceof ApiError ? error.body : undefined);

/** The first of the named fields that carries text; a list field gives its first message. */
export function errorField(error: unknown, keys: string[]): string | undefined {
  const body = bodyOf(error);
  for (const key of keys) {
    const text = firstFieldError(body, key);
    if (text) return text;
  }
  return undefined;
}

/** The first message of a validation body such as {"email": ["..."]}, whatever the field. */
export function anyFieldError(error: unknown): string | undefined {
  const body = bodyOf(error);
  if (typeof body !== 'object' || body === null) return undefined;
  return errorField(error, Object.keys(body));
}
