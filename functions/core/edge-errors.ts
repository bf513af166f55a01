// The refusals only the HTTP edge makes, before any use case runs: a method the path does not take, a body too large
// or of a type the route does not read. core/error-status.ts gives them their statuses with the domain's errors.

export class MethodNotAllowed extends Error {
  constructor(
    readonly method: string,
    readonly allowed: string[],
  ) {
    super(`Method "${method}" not allowed.`);
    this.name = 'MethodNotAllowed';
  }
}

export class PayloadTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`Request body is larger than ${Math.round(limitBytes / 1024)} KB.`);
    this.name = 'PayloadTooLarge';
  }
}

export class UnsupportedMediaType extends Error {
  constructor(readonly contentType: string) {
    super(`Unsupported media type "${contentType}" in request.`);
    this.name = 'UnsupportedMediaType';
  }
}
