// The refusals and headers the OpenAPI document lists per operation (functions/docs/openapi-responses.ts, docs/API.md):
// derived from each route's shape, plus its contract's own; every API test's 4xx is then checked against them.
import { openApiDocument, openApiPath } from '../../functions/docs/openapi';
import { refusalsOf } from '../../functions/docs/openapi-responses';
import { routes } from '../../shared/routes';

const route = (name: string) => routes.find((candidate) => candidate.name === name)!;
const operation = (name: string) => {
  const { path, method } = route(name);
  return openApiDocument().paths[openApiPath(path)][method.toLowerCase()] as {
    parameters: { name: string; in: string; required: boolean }[];
    responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }>;
  };
};

describe('the refusals of each operation', () => {
  it('come from the route: a body, who may call it, an Idempotency-Key, and its contract', () => {
    expect(refusalsOf(route('saveItems'))).toEqual([400, 401, 404, 409, 413, 415, 422, 429, 503]);
    expect(refusalsOf(route('usageReport'))).toEqual([401, 403, 429, 503]);
    expect(refusalsOf(route('updateSleep'))).toEqual([400, 401, 404, 409, 413, 415, 429, 503]);
    expect(refusalsOf(route('processInput'))).toEqual([400, 401, 403, 409, 413, 415, 422, 429, 503, 504]);
    expect(refusalsOf(route('stripeWebhook'))).toEqual([400, 409, 413, 415, 429, 503]);
  });

  it('a public GET of built data can only be throttled', () => {
    for (const name of ['openApiDocument', 'apiDocs', 'timezoneMappings']) expect(refusalsOf(route(name))).toEqual([429]);
  });

  it('every operation lists a 4xx and refers each refusal to its shared response', () => {
    const { responses } = openApiDocument().components;
    for (const { name } of routes) {
      const listed = Object.entries(operation(name).responses).filter(([status]) => /^4/.test(status));
      expect([name, listed.length > 0]).toEqual([name, true]);
      for (const [, answer] of listed) expect(responses[answer.$ref!.split('/').pop()!]).toBeDefined();
    }
  });
});

describe('the headers of each operation', () => {
  it('Location on a 303, X-Next-Cursor on a paged list, ETag and If-None-Match on the zone mappings', () => {
    expect(operation('exportBackup').responses['303'].headers).toHaveProperty('Location');
    expect(operation('listSleep').responses['200'].headers).toHaveProperty('X-Next-Cursor');
    expect(operation('timezoneMappings').responses['304'].headers).toHaveProperty('ETag');
    expect(operation('timezoneMappings').parameters).toContainEqual(expect.objectContaining({ name: 'If-None-Match', in: 'header' }));
  });

  it('Stripe-Signature is required on the webhook; Retry-After goes with 429 and 503', () => {
    expect(operation('stripeWebhook').parameters).toContainEqual(expect.objectContaining({ name: 'Stripe-Signature', required: true }));
    const { responses } = openApiDocument().components;
    expect(responses.TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(responses.ServiceUnavailable.headers).toHaveProperty('Retry-After');
  });
});
