// The one error type of every API call, carrying SPEC.md §8's generic text plus the status and body for callers.

export const API_ERROR_TEXT = {
  unauthorized: 'Authentication failed - please login again',
  forbidden: 'Access denied',
  notFound: 'Resource not found',
  server: 'Server error - please try again later',
  network: 'Network error - unable to reach server',
  unexpected: 'An unexpected error occurred',
} as const;

/** Why no response arrived: a network failure, our timeout, or the caller's abort. */
export type NoResponseReason = 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  readonly status?: number;
  readonly body?: unknown;
  readonly reason?: NoResponseReason;

  constructor(message: string, init: { status?: number; body?: unknown; reason?: NoResponseReason } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.reason = init.reason;
  }

  get isTimeout(): boolean {
    return this.reason === 'timeout';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's first message: the first string of a list (`["msg"]`), or a plain string. */
function firstMessage(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first ? first : null;
}

/** The named field's first message of a body (`{"email": ["msg"]}` → 'msg', `{"error": "x"}` → 'x'). */
export function firstFieldError(body: unknown, field: string): string | null {
  return isRecord(body) ? firstMessage(body[field]) : null;
}

/** SPEC.md §8 generic text for an HTTP error status; otherwise the body's error, message or detail. */
export function httpErrorText(status: number, body: unknown): string {
  if (status === 401) return API_ERROR_TEXT.unauthorized;
  if (status === 403) return API_ERROR_TEXT.forbidden;
  if (status === 404) return API_ERROR_TEXT.notFound;
  if (status >= 500) return API_ERROR_TEXT.server;
  const text = ['error', 'message', 'detail'].map((field) => firstFieldError(body, field)).find(Boolean);
  return text ?? `Request failed with status code ${status}`;
}

/** A Django-style validation body (`{"field": ["msg"]}`) as 'field: msg' for its first field; null if none. */
export function fieldErrorText(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const [field, value] = Object.entries(body)[0] ?? [];
  const message = firstMessage(value);
  return field && message ? `${field}: ${message}` : null;
}
