// How api tests reach the local runtime that global-setup started: its URLs, an HTTP helper, sent mail.
import { readFileSync } from 'node:fs';
import { sendFrom } from '../../support/sign-up';
import { checkAnswer } from './contract-check';

export { freshLoopbackAddress } from '../../support/sign-up';

export const runtimeStateEnv = 'HEALTH_TRACKER_API_RUNTIME';

/**
 * The scrypt cost (log2 N) the suite's runtime hashes new passwords with (TEST_SCRYPT_COST_LOG2, docs/LOCAL.md "Tests and other tools"):
 * ~1 ms a sign-up instead of ~0.35 s (seconds on a loaded machine). test/unit/password-cost.test.ts proves the
 * production cost is used without it and that the cloud bundle refuses it.
 */
export const TEST_SCRYPT_COST_LOG2 = 10;

export interface RuntimeState {
  url: string;
  mailUrl: string;
  endpoints: { dynamodb: string; s3: string; ses: string };
  /** The runtime process, leader of its own process group. */
  pid: number;
  /** Temp dir holding the data dir, the log and this state. */
  dir: string;
  logFile: string;
}

let state: RuntimeState | undefined;
let pointedAt: RuntimeState | undefined;

/** Points this file's helpers at another runtime (a test's own: own-runtime.ts), or back at the suite's (undefined). */
export function useRuntime(other: RuntimeState | undefined): void {
  pointedAt = other;
}

export function runtimeState(): RuntimeState {
  if (pointedAt) return pointedAt;
  if (state) return state;
  const file = process.env[runtimeStateEnv];
  if (!file) throw new Error(`${runtimeStateEnv} is not set: run the api tests through jest (--selectProjects api).`);
  state = JSON.parse(readFileSync(file, 'utf8')) as RuntimeState;
  return state;
}

/** `apiUrl('/api/auth/me/')` → http://localhost:<port>/api/auth/me/ (any path of the app works). */
export function apiUrl(path: string): string {
  return `${runtimeState().url}${path}`;
}

/** aws-ses-v2-local's page; its JSON store is at `${mailUrl()}store`. */
export function mailUrl(): string {
  return runtimeState().mailUrl;
}

// Tests read bodies freely (`res.body.access`); a schema parse is the place for strictness.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response says JSON, otherwise the text. */
  body: T;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (with whatever content-type `headers` gives). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  /** Access token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  /**
   * The loopback address to send from (Linux routes all of 127.0.0.0/8 to lo): the runtime sees it as the caller's,
   * as API Gateway sees a client's, so per-address throttles count it apart (registerAccount uses a fresh one each).
   */
  from?: string;
}

export async function request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = options.from
    ? await sendFrom(options.from, method, apiUrl(path), headers, body)
    : await fetch(apiUrl(path), { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  const isJson = /\bjson\b/.test(response.headers.get('content-type') ?? '');
  const parsed = isJson && text ? JSON.parse(text) : text;
  checkAnswer(method, apiUrl(path), response.status, parsed, isJson && text !== '', body !== undefined);
  return { status: response.status, headers: response.headers, body: parsed };
}

/** One e-mail as aws-ses-v2-local stores it (GET /store). */
export interface SentMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** Epoch seconds. */
  at: number;
}

/**
 * Every e-mail sent to an address (To, Cc or Bcc), oldest first; tests share the store, so use unique addresses.
 * `mailPage`: another runtime's mail page (an own runtime's, test/api/support/own-runtime.ts).
 */
export async function mailsTo(address: string, mailPage = mailUrl()): Promise<SentMail[]> {
  const response = await fetch(`${mailPage}store`);
  const { emails } = (await response.json()) as { emails: SentMail[] };
  const wanted = address.toLowerCase();
  const addressed = (mail: SentMail) =>
    [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc].some((to) => to.toLowerCase().includes(wanted));
  return emails.filter(addressed);
}

export async function latestMailTo(address: string): Promise<SentMail | undefined> {
  return (await mailsTo(address)).at(-1);
}
