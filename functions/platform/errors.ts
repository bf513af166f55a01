// The domain's errors: what went wrong, in the words of the rule that refused, with no HTTP in them. Use cases, domain,
// data and providers throw these; the import job and the CLIs read them as they are (imports/job/stored-entry.ts), and
// at the HTTP edge one table turns each into its status, headers and JSON shape (core/error-status.ts,
// docs/PRODUCT.md "Error shapes").

export type FieldErrors = Record<string, string[]>;

/** Any refusal the domain names: a message a person can act on, and what the answer adds to it (a code, a plan). */
export abstract class DomainError extends Error {
  constructor(
    readonly detail: string,
    /** More fields of the answer beside the message (`code`, `plan`, `renews_on`, `current`, …). */
    readonly extra: Record<string, unknown> = {},
    /** The name the message goes under: `detail`, or `error` for the few answers that have always used it. */
    readonly messageKey: 'detail' | 'error' = 'detail',
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

/** Fields that are not valid: `{"field": ["message"]}`, the first offending field first. */
export class InvalidFields extends DomainError {
  constructor(readonly fields: FieldErrors) {
    super(Object.entries(fields).map(([field, [message]]) => `${field}: ${message}`)[0] ?? 'Invalid data.');
  }

  static field(name: string, message: string): InvalidFields {
    return new InvalidFields({ [name]: [message] });
  }

  /** The first offending field and its first message: what one line of a list of problems says. */
  get first(): [field: string, message: string] {
    const [field, messages] = Object.entries(this.fields)[0] ?? ['non_field_errors', [this.detail]];
    return [field, messages[0]];
  }
}

/** The input as a whole cannot be used (no text and no photo, an unreadable form, a bad signature). */
export class Invalid extends DomainError {
  constructor(detail: string, messageKey: 'detail' | 'error' = 'detail', extra: Record<string, unknown> = {}) {
    super(detail, extra, messageKey);
  }
}

/** No caller, or a caller whose token no longer counts. */
export class NotSignedIn extends DomainError {
  constructor(detail = 'Authentication credentials were not provided.', extra: Record<string, unknown> = {}) {
    super(detail, extra);
  }
}

/** The caller may not do this (not staff, a plan's allowance used up, an unverified email). */
export class NotAllowed extends DomainError {
  constructor(detail = 'You do not have permission to perform this action.', extra: Record<string, unknown> = {}) {
    super(detail, extra);
  }
}

export class NotFound extends DomainError {
  constructor(detail = 'Not found.') {
    super(detail);
  }
}

/** The thing is not in a state that allows the call (an import already running, a step out of order, work in progress). */
export class Conflict extends DomainError {
  constructor(
    detail: string,
    options: { extra?: Record<string, unknown>; messageKey?: 'detail' | 'error'; retryAfterSeconds?: number } = {},
  ) {
    super(detail, options.extra, options.messageKey);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly retryAfterSeconds?: number;
}

/** A stale version (R02: no silent lost update): the entry as it is now goes with it (domain/entry-conflict.ts). */
export class EntryConflict extends DomainError {
  constructor(detail: string, current: unknown) {
    super(detail, { current });
  }
}

/** The same key was used for another request (an Idempotency-Key sent again with other content). */
export class KeyReused extends DomainError {}

/** Too many calls in a window; try again after that many seconds. */
export class TooMany extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, detail = 'Too many attempts. Please try again later.') {
    super(detail);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Something we depend on is busy (worth trying again after that many seconds) or not set up (null: not soon). */
export class Unavailable extends DomainError {
  constructor(
    detail = 'The service is busy. Please try again in a moment.',
    readonly retryAfterSeconds: number | null = 2,
    messageKey: 'detail' | 'error' = 'detail',
  ) {
    super(detail, {}, messageKey);
  }
}

/** A provider took longer than its budget (the AI's model call). */
export class TimedOut extends DomainError {}
