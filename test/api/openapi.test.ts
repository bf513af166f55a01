// GET /api/openapi.json: a valid OpenAPI 3.1 document generated from the route table, covering every route with
// its schemas; GET /api/docs/ shows it as a page. (Every API test's answers are checked against it: support/contract-check.ts.)
import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument, openApiPath } from '../../functions/docs/openapi';
import { routes } from '../../shared/routes';
import { apiUrl, request } from './support/runtime';

/** Routes that take no body, and say so here rather than by forgetting a schema. */
const NO_BODY = new Set([
  'logOutEverywhere',
  'localCheckoutPay',
  'localCheckoutCancel',
  'openBillingPortal',
  'localBillingCancel',
  'localBillingResume',
  'confirmImport',
  'resendVerification',
  'stopExperiment',
]);

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const response = await request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is the document the route table builds now (served from the file npm run generate:client writes)', async () => {
    const { body } = await request('GET', '/api/openapi.json');
    expect(body).toEqual(openApiDocument());
    expect(body.components.schemas.Measures).toBeDefined();
  });

  it('covers every route with its operation, and every route names its schemas', async () => {
    const { body } = await request('GET', '/api/openapi.json');
    for (const route of routes) {
      const operation = body.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect([route.name, operation?.operationId]).toEqual([route.name, route.name]);
      expect([route.name, Object.keys(route.responses).length > 0]).toEqual([route.name, true]);
      const sendsBody = route.method === 'POST' || route.method === 'PUT';
      expect([route.name, sendsBody && !NO_BODY.has(route.name) ? Boolean(route.request) : true]).toEqual([route.name, true]);
    }
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
  });

  it('is shown as a readable page at /api/docs', async () => {
    const response = await fetch(apiUrl('/api/docs'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const route of routes) expect(html).toContain(`id="${route.name}"`);
    expect(html).toContain('id="schema-Measures"');
  });
});
