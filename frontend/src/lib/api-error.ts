// The one error type of every API call, carrying docs/PRODUCT.md §8's generic text plus the status and body for callers.

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

/** docs/PRODUCT.md §8 generic text for an HTTP error status; otherwise the body's error, message or detail. */
export function httpErrorText(status: number, body: unknown): string {
  if (status === 401) return API_ERROR_TEXT.unauthorized;
  if (status === 403) return API_ERROR_TEXT.forbidden;
  if (status === 404) return API_ERROR_TEXT.notFound;
  if (status >= 500) return API_ERROR_TEXT.server;
  const text = ['error', 'message', 'detail'].map((field) => firstFieldError(body, field)).find(Boolean);
  return text ?? `Request failed with status code ${status}`;
}

/** The form's labels of the API's field names (`{ password2: 'Confirm password' }`): what a person reads. */
export type FieldLabels = Readonly<Record<string, string>>;

/** A field as a person reads it: the form's label, else its name in words ('first_name' → 'First name'). */
export function fieldLabel(field: string, labels: FieldLabels = {}): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return labels[field] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Label: message': a field's message named as the form names the field. */
export function labelledFieldError(field: string, message: string, labels: FieldLabels = {}): string {
  return `${fieldLabel(field, labels)}: ${message}`;
}

/**
 * A Django-style validation body (`{"field": ["msg"]}`) as 'Field: msg' for its first field, the field named by its
 * label (issue 23: 'password: …' read as developer text); null if none.
 */
export function fieldErrorText(body: unknown, labels: FieldLabels = {}): string | null {
  if (!isRecord(body)) return null;
  const [field, value] = Object.entries(body)[0] ?? [];
  const message = firstMessage(value);
  if (!field || !message) return null;
  return field === 'non_field_errors' ? message : labelledFieldError(field, message, labels); // a body's error, no field's
}
