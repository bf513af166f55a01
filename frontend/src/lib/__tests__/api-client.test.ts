// The API client's rules of docs/PRODUCT.md §4 and §8: bearer, shared refresh on 401, session end, docs/PRODUCT.md §8 texts.
import { api, ApiError, fieldErrorText } from '@/lib/api-client';
import { AUTH_FAILED_EVENT } from '@/lib/auth-events';
import { registerNavigator } from '@/lib/navigation';
import { installFetch } from '@/testing/fake-fetch';

const navigate = jest.fn();
let unregister: () => void;
beforeEach(() => {
  navigate.mockReset();
  unregister = registerNavigator(navigate);
});
afterEach(() => unregister());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => error,
  );

test('sends the stored access token as a bearer header under /api', async () => {
  localStorage.setItem('token', 'access-1');
  const { requests } = installFetch(() => ({ status: 200, body: { ok: true } }));
  await expect(api.get('/auth/me/')).resolves.toEqual({ ok: true });
  expect(requests[0].url).toBe('/api/auth/me/');
  expect(requests[0].headers.Authorization).toBe('Bearer access-1');
});

test('auth: false sends no bearer header', async () => {
  localStorage.setItem('token', 'access-1');
  const { requests } = installFetch(() => ({ status: 200, body: {} }));
  await api.post('/auth/password/forgot/', { email: 'a@b.co' }, { auth: false });
  expect(requests[0].headers.Authorization).toBeUndefined();
  expect(requests[0].body).toEqual({ email: 'a@b.co' });
  expect(requests[0].headers['Content-Type']).toBe('application/json');
});

test('three parallel 401s share one refresh, store the rotated tokens and replay each call', async () => {
  localStorage.setItem('token', 'old');
  localStorage.setItem('refreshToken', 'refresh-1');
  const { requests } = installFetch((request) => {
    if (request.url === '/api/auth/token/refresh/') return { status: 200, body: { access: 'new', refresh: 'refresh-2' } };
    return request.headers.Authorization === 'Bearer new' ? { status: 200, body: request.url } : { status: 401, body: {} };
  });
  const results = await Promise.all([api.get('/a/'), api.get('/b/'), api.get('/c/')]);
  expect(results).toEqual(['/api/a/', '/api/b/', '/api/c/']);
  const refreshes = requests.filter((r) => r.url === '/api/auth/token/refresh/');
  expect(refreshes).toHaveLength(1);
  expect(refreshes[0].body).toEqual({ refresh: 'refresh-1' });
  expect(localStorage.getItem('token')).toBe('new');
  expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  expect(navigate).not.toHaveBeenCalled();
});

test('a refresh that gets no answer (offline, or cut short by leaving the page) keeps the session', async () => {
  localStorage.setItem('token', 'old');
  localStorage.setItem('refreshToken', 'refresh-1');
  const onFailed = jest.fn();
  window.addEventListener(AUTH_FAILED_EVENT, onFailed);
  installFetch((request) => {
    if (request.url === '/api/auth/token/refresh/') throw new TypeError('Failed to fetch');
    return { status: 401, body: {} };
  });
  const error = await rejection(api.get('/logs/', { retries: 0 }));
  expect(error).toBeInstanceOf(ApiError);
  expect(localStorage.getItem('token')).toBe('old');
  expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  expect(onFailed).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
  window.removeEventListener(AUTH_FAILED_EVENT, onFailed);
});

test('a failed refresh clears both tokens, fires auth-failed and goes to /login', async () => {
  localStorage.setItem('token', 'old');
  localStorage.setItem('refreshToken', 'stale');
  const onFailed = jest.fn();
  window.addEventListener(AUTH_FAILED_EVENT, onFailed);
  const { requests } = installFetch(() => ({ status: 401, body: { detail: 'Token is invalid' } }));
  const error = await rejection(api.get('/logs/'));
  expect(error).toBeInstanceOf(ApiError);
  expect(error?.status).toBe(401);
  expect(error?.message).toBe('Authentication failed - please login again');
  expect(requests.map((r) => r.url)).toEqual(['/api/logs/', '/api/auth/token/refresh/']);
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
  expect(onFailed).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
  window.removeEventListener(AUTH_FAILED_EVENT, onFailed);
});

test('a 401 without a refresh token clears the access token and goes to /login', async () => {
  localStorage.setItem('token', 'old');
  const { requests } = installFetch(() => ({ status: 401, body: {} }));
  const error = await rejection(api.get('/sleep/'));
  expect(error?.status).toBe(401);
  expect(requests).toHaveLength(1);
  expect(localStorage.getItem('token')).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
});

test('a 401 from the login endpoint keeps the server detail and never refreshes', async () => {
  localStorage.setItem('refreshToken', 'refresh-1');
  const { requests } = installFetch(() => ({ status: 401, body: { detail: 'No active account found with the given credentials' } }));
  const error = await rejection(api.post('/auth/token/', { username: 'a', password: 'b' }, { auth: false }));
  expect(error?.body).toEqual({ detail: 'No active account found with the given credentials' });
  expect(requests).toHaveLength(1);
  expect(navigate).not.toHaveBeenCalled();
});

test('FormData bodies go as multipart (no JSON content type) and blobs come back with headers', async () => {
  const { requests } = installFetch(() => ({
    status: 200,
    body: 'a,b',
    headers: { 'content-disposition': 'attachment; filename="x.csv"' },
  }));
  const form = new FormData();
  form.append('text', 'eggs');
  await api.post('/ai/process-input-with-image/', form);
  expect(requests[0].body).toBe(form);
  expect(requests[0].headers['Content-Type']).toBeUndefined();
  const download = await api.get<{ blob: Blob; headers: Headers }>('/export/csv/', { responseType: 'blob' });
  expect(download.headers.get('content-disposition')).toContain('x.csv');
  expect(download.blob).toBeInstanceOf(Blob);
});

test.each([
  [401, {}, 'Authentication failed - please login again'],
  [403, { detail: 'nope' }, 'Access denied'],
  [404, {}, 'Resource not found'],
  [500, {}, 'Server error - please try again later'],
  [501, { error: 'x' }, 'Server error - please try again later'],
  [400, { error: 'Bad plan' }, 'Bad plan'],
  [409, { message: 'Changed elsewhere' }, 'Changed elsewhere'],
  [429, { detail: 'Too many attempts' }, 'Too many attempts'],
  [400, {}, 'Request failed with status code 400'],
])('status %i gives the docs/PRODUCT.md text', async (status, body, text) => {
  installFetch(() => ({ status, body }));
  const error = await rejection(api.get('/x/', { auth: false }));
  expect(error?.message).toBe(text);
  expect(error?.status).toBe(status);
});

test('no response gives the network text', async () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const error = await rejection(api.get('/x/', { retries: 0 }));
  expect(error?.message).toBe('Network error - unable to reach server');
  expect(error?.status).toBeUndefined();
});

test('fieldErrorText renders the first field of a Django-style body, named as a person reads it', () => {
  expect(fieldErrorText({ username: ['A user with that username already exists.'], email: ['x'] })).toBe(
    'Username: A user with that username already exists.',
  );
  expect(fieldErrorText({ password: 'Too short.' })).toBe('Password: Too short.');
  expect(fieldErrorText({ first_name: ['This field may not be blank.'] })).toBe('First name: This field may not be blank.');
  expect(fieldErrorText({ password2: ['Too short.'] }, { password2: 'Confirm password' })).toBe('Confirm password: Too short.');
  expect(fieldErrorText({ non_field_errors: ['Invalid data.'] })).toBe('Invalid data.');
  expect(fieldErrorText('plain')).toBeNull();
  expect(fieldErrorText({})).toBeNull();
});
