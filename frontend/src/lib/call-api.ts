// The typed way to call the API: an operation of the generated contract (`callApi(authOps.signIn, ...)` with
// `import * as authOps from '@/lib/operations/auth.generated'`, its group's module), with its path parameters, query
// and body checked by tsc, through the one API client (its retries, refresh and error texts).
import { api, type RequestOptions } from './api-client';
import type { Operations } from './api-contract.generated';
import type { Operation } from './operation';

export type OperationName = keyof Operations;
export type { Operation } from './operation';
export type AnswerOf<K extends OperationName> = Operations[K]['response'];
export type BodyOf<K extends OperationName> = Operations[K]['body'];
export type QueryOf<K extends OperationName> = Operations[K]['query'];

type Part<Name extends string, T> = [T] extends [never] ? { [P in Name]?: never } : { [P in Name]: T };
/** What a call of the operation needs: only the parts it has, each typed. */
export type CallInput<K extends OperationName> = Part<'params', Operations[K]['params']> &
  Part<'body', Operations[K]['body']> & { query?: Operations[K]['query'] extends never ? never : Partial<Operations[K]['query']> };

/** The path with its parameters filled in (each encoded; a greedy `{name+}` keeps its slashes). */
export function pathOf(operation: Operation, params: Record<string, string> = {}, query: object = {}): string {
  const filled = operation.path.replace(/\{(\w+)(\+?)\}/g, (_, key: string, greedy: string) => {
    const value = params[key] ?? '';
    return greedy ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

export function callApi<K extends OperationName>(
  operation: Operation<K>,
  input: CallInput<K> = {} as CallInput<K>,
  opts?: RequestOptions,
): Promise<AnswerOf<K>> {
  const { params, body, query } = input as { params?: Record<string, string>; body?: unknown; query?: object };
  const path = pathOf(operation, params, query);
  const method = operation.method;
  if (method === 'GET') return api.get<AnswerOf<K>>(path, opts);
  if (method === 'DELETE') return api.delete<AnswerOf<K>>(path, opts, body);
  if (method === 'PUT') return api.put<AnswerOf<K>>(path, body, opts);
  return api.post<AnswerOf<K>>(path, body, opts);
}
