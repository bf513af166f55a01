// A request without a body and a request whose body is the JSON `null` are not the same (functions/core/http-handler.ts):
// where a route's every field is optional (its `whenEmpty`), no body at all is accepted as before, but `null` is a body
// that is not an object, refused with a 400 in the error shapes of docs/PRODUCT.md "Error shapes", before the action runs.
// So is every other JSON that is not an object (a list, a number, a string, true), on every route the route table says
// takes a JSON body; a route that takes a form refuses JSON with a 415.
import { apiMessages } from '../../shared/messages';
import { routes, type Route } from '../../shared/routes';
import { signedInAccount } from './support/accounts';
import { uploadImport, waitWhile } from './support/imports';
import { request } from './support/runtime';

const NOT_AN_OBJECT = { non_field_errors: ['Invalid data. Expected a dictionary, but got null.'] };

const me = (access: string) => request('GET', '/api/auth/me/', { token: access });

describe('an empty body and a JSON null body', () => {
  it('POST /api/auth/logout/: null is refused and ends nothing; no body ends the session as before', async () => {
    const { access } = await signedInAccount();
    const refused = await request('POST', '/api/auth/logout/', { token: access, body: null });
    expect(refused).toMatchObject({ status: 400, body: NOT_AN_OBJECT });
    expect((await me(access)).status).toBe(200);

    const empty = await request('POST', '/api/auth/logout/', { token: access, headers: { 'content-type': 'application/json' } });
    expect(empty).toMatchObject({ status: 200, body: { message: apiMessages.loggedOut } });
    expect((await me(access)).status).toBe(401);
  });

  it('POST /api/imports/{id}/preview/: null is refused and starts nothing; no body starts the preview as before', async () => {
    const { access } = await signedInAccount();
    const id = await uploadImport(access, 'csv', Buffer.from('when,what\n2026-03-01 07:30,coffee\n'));
    const preview = (options: { body?: null }) => request('POST', `/api/imports/${id}/preview/`, { token: access, ...options });

    expect(await preview({ body: null })).toMatchObject({ status: 400, body: NOT_AN_OBJECT });
    expect((await request('GET', `/api/imports/${id}/`, { token: access })).body).toMatchObject({ status: 'uploading' });

    expect((await preview({})).status).toBe(202);
    expect((await waitWhile(access, id, 'previewing')).status).not.toBe('uploading');
  });

  it('a route with no empty form names the null it got: PUT /api/auth/profile/update/', async () => {
    const { access } = await signedInAccount();
    const refused = await request('PUT', '/api/auth/profile/update/', { token: access, body: null });
    expect(refused).toMatchObject({ status: 400, body: NOT_AN_OBJECT });
  });

  it('a route with its own refusal answers null in its own shape: POST /api/stripe/verify-session/ answers {"error": …}', async () => {
    const { access } = await signedInAccount();
    const refused = await request('POST', '/api/stripe/verify-session/', { token: access, body: null });
    expect(refused).toMatchObject({ status: 400, body: { error: 'session_id is required' } });
  });
});

/** JSON bodies that are not objects, and the word the refusal names each by (functions/platform/validate.ts). */
const NOT_OBJECTS: [unknown, string][] = [
  [null, 'null'],
  [[], 'list'],
  [[{ raw_text: 'a' }], 'list'],
  [42, 'number'],
  ['text', 'string'],
  [true, 'boolean'],
];

/** The route's path with each parameter filled (an id of the right form that names nothing: the body is refused first). */
const pathOf = (route: Route) =>
  route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => (name === 'id' ? '01JZZZZZZZZZZZZZZZZZZZZZZZ' : 'x'));

const takesJson = routes.filter((route) => route.request && 'json' in route.request);
const takesForm = routes.filter((route) => route.request && 'multipart' in route.request);

describe('every route that takes a JSON object refuses any other JSON with a 400, never a 500', () => {
  let access = '';
  beforeAll(async () => {
    access = (await signedInAccount()).access;
  });

  it.each(takesJson.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    const token = route.access === 'public' ? undefined : access;
    for (const [body, got] of NOT_OBJECTS) {
      const answer = await request(route.method, pathOf(route), { token, body });
      // Each answer's shape is checked against the error shapes by the request helper (support/contract-check.ts).
      expect([route.name, JSON.stringify(body), answer.status]).toEqual([route.name, JSON.stringify(body), 400]);
      // The router names what it got; a route with its own refusal (payments) or a signature to check says so its way.
      if ('non_field_errors' in answer.body) {
        expect(answer.body).toEqual({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] });
      } else {
        expect(typeof (answer.body.error ?? answer.body.detail)).toBe('string');
      }
    }
  });

  it.each(takesForm.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s takes a form: JSON is a 415',
    async (_, route) => {
      for (const [body] of NOT_OBJECTS) {
        expect((await request(route.method, pathOf(route), { token: access, body })).status).toBe(415);
      }
    },
  );

  it('covers the routes the table says take a body', () => {
    expect(takesJson.length).toBeGreaterThan(30);
    expect(takesForm.map((route) => route.name).sort()).toEqual(['processPhotoInput', 'savePhotoItems']);
  });
});
