// A request without a body and a request whose body is the JSON `null` are not the same (functions/core/http-handler.ts):
// where a route's every field is optional (its `whenEmpty`), no body at all is accepted as before, but `null` is a body
// that is not an object, refused with a 400 in the error shapes of docs/PRODUCT.md "Error shapes", before the action runs.
import { apiMessages } from '../../shared/messages';
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
