// One error hierarchy: use cases throw these, one middleware turns them into JSON responses (docs/PRODUCT.md "Error shapes").

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = new.target.name;
  }

  toJSON(): Record<string, unknown> {
    return this.body;
  }
}

/** `{"field": ["message"]}` with the first offending field first. */
export class ValidationError extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(400, fields);
  }

  static field(name: string, message: string): ValidationError {
    return new ValidationError({ [name]: [message] });
  }
}

export class BadRequest extends HttpError {
  constructor(detail: string, key: 'detail' | 'error' = 'detail') {
    super(400, { [key]: detail });
  }
}

export class Unauthorized extends HttpError {
  constructor(detail = 'Authentication credentials were not provided.') {
    super(401, { detail }, { 'WWW-Authenticate': 'Bearer realm="api"' });
  }
}

export class Forbidden extends HttpError {
  constructor(detail = 'You do not have permission to perform this action.') {
    super(403, { detail });
  }
}

export class NotFound extends HttpError {
  constructor(detail = 'Not found.') {
    super(404, { detail });
  }
}

export class MethodNotAllowed extends HttpError {
  constructor(method: string, allowed: string[]) {
    super(405, { detail: `Method "${method}" not allowed.` }, { Allow: allowed.join(', ') });
  }
}

/** The resource is not in a state that allows the call (an import already running, a step out of order). */
export class Conflict extends HttpError {
  constructor(detail: string) {
    super(409, { detail });
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(limitBytes: number) {
    super(413, { detail: `Request body is larger than ${Math.round(limitBytes / 1024)} KB.` });
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(contentType: string) {
    super(415, { detail: `Unsupported media type "${contentType}" in request.` });
  }
}

export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number, detail = 'Too many attempts. Please try again later.') {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, { detail }, { 'Retry-After': String(seconds) });
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(detail = 'The service is busy. Please try again in a moment.', retryAfterSeconds = 2) {
    super(503, { detail }, { 'Retry-After': String(retryAfterSeconds) });
  }
}
