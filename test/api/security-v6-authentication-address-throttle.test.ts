// ASVS V6.3 (S45) per client address: one address that fails many sign-ins, across any usernames, is slowed down
// (growing waits), while other addresses and a browser holding the account's device token sign in as before. On a
// runtime of its own with SIGN_IN_ADDRESS_FREE_FAILURES=3, since the suite's runtime allows 100 per address.
import { mkdtemp, readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hashedAccount } from '../../functions/auth/sign-in-log';
import { apiMessages } from '../../shared/messages';
import { uniqueName } from './support/accounts';
import { startOwnRuntime, type OwnRuntime } from './support/own-runtime';
import { TEST_SCRYPT_COST_LOG2 } from './support/runtime';

let runtime: OwnRuntime;
let logFile: string;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tend-address-throttle-'));
  logFile = path.join(dir, 'runtime.log');
  // The suite's cheap password hashes (docs/LOCAL.md "Tests and other tools"): the limits count tries, not their time.
  const env = { SIGN_IN_ADDRESS_FREE_FAILURES: '3', LOCAL_RUNTIME_QUIET: '0', TEST_SCRYPT_COST_LOG2: String(TEST_SCRYPT_COST_LOG2) };
  runtime = await startOwnRuntime(path.join(dir, 'data'), logFile, env);
}, 90_000);

afterAll(async () => {
  await runtime?.stop('SIGTERM');
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A JSON POST from a chosen loopback address (the runtime sees it as the caller's, as API Gateway's sourceIp). */
function post(from: string, route: string, body: unknown, cookie?: string): Promise<Answer> {
  const url = new URL(route, runtime.url);
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) };
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers, localAddress: from },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: raw ? JSON.parse(raw) : {} });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

const login = (from: string, username: string, password: string, cookie?: string) =>
  post(from, '/api/auth/token/', { username, password }, cookie);

it('S45: an address failing across many usernames is slowed down; other addresses and known devices are not', async () => {
  const [owner, stranger, elsewhere] = ['127.3.0.1', '127.3.0.2', '127.3.0.3'];
  const account = { username: uniqueName('owner'), password: 'quiet meadow lantern 42' };
  const registered = await post(owner, '/api/auth/register/', {
    ...account,
    password2: account.password,
    email: `${account.username}@example.com`,
  });
  expect(registered.status).toBe(201);
  const first = await login(owner, account.username, account.password);
  expect(first.status).toBe(200);
  const cookie = [first.headers['set-cookie'] ?? []].flat()[0].split(';')[0];

  // Three failures, each for another username: no username reaches its own limit, the address does.
  for (let i = 0; i < 3; i++) expect((await login(stranger, uniqueName('sprayed'), 'Summer2026!')).status).toBe(401);
  const slowed = await login(stranger, uniqueName('sprayed'), 'Summer2026!');
  expect(slowed.status).toBe(429);
  expect(slowed.body).toEqual({ detail: apiMessages.loginLocked });
  expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(10);
  expect((await login(stranger, account.username, account.password)).status).toBe(429); // even the right password waits there

  expect((await login(stranger, account.username, account.password, cookie)).status).toBe(200); // a known device signs in
  expect((await login(elsewhere, account.username, account.password)).status).toBe(200); // another address is not slowed

  const lines = (await readFile(logFile, 'utf8'))
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const throttled = lines.filter((line) => line.event === 'sign-in-failed' && line.reason === 'throttled' && line.scope === 'address');
  expect(throttled.map((line) => line.account)).toContain(hashedAccount(account.username));
}, 90_000);
