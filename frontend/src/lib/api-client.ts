// The one API client (docs/PRODUCT.md §4, §8): bearer token, timeout, retries, one shared refresh on 401, docs/PRODUCT.md §8 texts.
import { API_PREFIX } from '@/config/constants';
import * as authOps from './operations/auth.generated';
import type { BlobResponse } from './blob-response';
import { API_ERROR_TEXT, ApiError, httpErrorText } from './api-error';
import { fetchWithRetries } from './http-transport';
import { goToLogin } from './navigation';
import { renewSession } from './token-refresh';
import { clearAccessToken, getAccessToken, getRefreshToken } from './token-storage';

export { ApiError, fieldErrorText } from './api-error';
export type { BlobResponse };

export type RequestOptions = {
  /** Per attempt; 60 s unless given. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** false: no bearer token and no refresh on 401. */
  auth?: boolean;
  /** 'blob' resolves to a BlobResponse. */
  responseType?: 'json' | 'blob';
  /** Retries of network failures and 502/503/504; 3 unless given. */
  retries?: number;
  headers?: Record<string, string>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Login and refresh answer 401 for bad credentials: their detail must reach the user, never a refresh. */
const TOKEN_PATHS: readonly string[] = [authOps.signIn.path, authOps.refreshTokens.path];

function send(method: Method, path: string, body: unknown, opts: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const init: RequestInit = { method, headers, body: payload };
  return fetchWithRetries({ url: `${API_PREFIX}${path}`, init, timeoutMs: opts.timeoutMs, signal: opts.signal }, opts.retries);
}

/** After a 401: the token to replay with, or the session ends and the 401 stands. */
async function tokenAfterUnauthorized(sentToken: string | null): Promise<string> {
  const current = getAccessToken();
  if (current && current !== sentToken) return current; // another call already renewed it
  if (!getRefreshToken()) {
    clearAccessToken();
    goToLogin();
    throw new ApiError(API_ERROR_TEXT.unauthorized, { status: 401 });
  }
  try {
    return await renewSession();
  } catch {
    throw new ApiError(API_ERROR_TEXT.unauthorized, { status: 401 });
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const withAuth = opts.auth !== false;
  const sentToken = withAuth ? getAccessToken() : null;
  let response = await send(method, path, body, opts, sentToken);
  if (response.status === 401 && withAuth && !TOKEN_PATHS.includes(path)) {
    response = await send(method, path, body, opts, await tokenAfterUnauthorized(sentToken));
  }
  if (!response.ok) {
    const errorBody = await readBody(response).catch(() => undefined);
    throw new ApiError(httpErrorText(response.status, errorBody), { status: response.status, body: errorBody });
  }
  if (opts.responseType === 'blob') return { blob: await response.blob(), headers: response.headers } as T;
  return (await readBody(response)) as T;
}

export const api = {
  get: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  /** A body is rare on DELETE but allowed: account deletion sends the password. */
  delete: <T = unknown>(path: string, opts?: RequestOptions, body?: unknown) => request<T>('DELETE', path, body, opts),
};
