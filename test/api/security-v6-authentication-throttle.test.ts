// ASVS V6.3 (brute force) over HTTP: every password guess is counted before its hash, so concurrent guesses get no
// more hashes than the limit (S44); a stranger's guesses slow the username down but do not lock its owner out of a
// browser that signed in before (S45); every failed sign-in is logged with a hashed account key and nothing else
// that names the person (V16). Per-address limits: security-v6-authentication-address-throttle.test.ts.
import { readFileSync } from 'node:fs';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashedAccount } from '../../functions/auth/sign-in-log';
import { apiMessages } from '../../shared/messages';
import { registerAccount, signedInAccount, table, TABLE_NAME, uniqueName } from './support/accounts';
import { freshLoopbackAddress, request, runtimeState, type ApiResponse } from './support/runtime';

// Each test file's guesses come from an address of their own, so they never count against 127.0.0.1's, which the
// rest of the suite signs in from (the per-address limit: security-v6-authentication-address-throttle.test.ts).
const from = freshLoopbackAddress();
const login = (username: string, password: string, cookie?: string) =>
  request('POST', '/api/auth/token/', { body: { username, password }, headers: cookie ? { cookie } : {}, from });

/** The device cookie a sign-in set, as the browser sends it back (`ht_device=...`). */
function deviceCookie(response: ApiResponse): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ht_device='));
  if (!set) throw new Error(`no device cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  return set.split(';')[0];
}

const statuses = (answers: ApiResponse[]) => answers.map((answer) => answer.status).sort();
const count = (answers: ApiResponse[], status: number) => answers.filter((answer) => answer.status === status).length;

/** Moves the username's last counted try into the past, as if that much time had gone by. */
async function timePasses(username: string, ms: number): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `RATE#login:${hashedAccount(username)}`, SK: 'WINDOW' },
      UpdateExpression: 'SET lastAtMs = lastAtMs - :ms',
      ExpressionAttributeValues: { ':ms': ms },
    }),
  );
}

describe('S44: concurrent wrong passwords reach the hash at most 5 times', () => {
  it('S44: 20 concurrent wrong sign-ins: at most 5 answer 401, the rest 429', async () => {
    const account = await registerAccount();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(account.username, `wrong guess ${i}`)));
    expect(count(answers, 401)).toBeGreaterThan(0);
    expect(count(answers, 401)).toBeLessThanOrEqual(5);
    expect(count(answers, 401) + count(answers, 429)).toBe(20);
  });

  it('S44: 20 concurrent wrong password changes: at most 5 answer 400, the rest 429', async () => {
    const account = await signedInAccount();
    const body = (i: number) => ({
      current_password: `wrong guess ${i}`,
      new_password: 'a fine new phrase 7',
      confirm_password: 'a fine new phrase 7',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => request('POST', '/api/auth/password/change/', { token: account.access, body: body(i) })),
    );
    expect(count(answers, 400)).toBeGreaterThan(0);
    expect(count(answers, 400)).toBeLessThanOrEqual(5);
    expect(count(answers, 400) + count(answers, 429)).toBe(20);
  });

  it('S44: 20 concurrent wrong account deletions: at most 5 answer 400, the rest 429, and the account stays', async () => {
    const account = await signedInAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request('DELETE', '/api/auth/account/delete/', { token: account.access, body: { password: `wrong guess ${i}` } }),
      ),
    );
    expect(count(answers, 400)).toBeGreaterThan(0);
    expect(count(answers, 400)).toBeLessThanOrEqual(5);
    expect(count(answers, 400) + count(answers, 429)).toBe(20);
    expect((await request('GET', '/api/auth/me/', { token: account.access })).status).toBe(200);
  });

  it('S44: 20 concurrent username changes with wrong passwords: at most 5 answer 400, the rest 429', async () => {
    const account = await signedInAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request('PUT', '/api/auth/profile/update/', {
          token: account.access,
          body: { username: `${account.username}_new`, current_password: `wrong guess ${i}` },
        }),
      ),
    );
    expect(statuses(answers).filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(count(answers, 400)).toBeGreaterThan(0);
    expect(count(answers, 400)).toBeLessThanOrEqual(5);
  });
});

describe('S45: wrong passwords from a stranger slow the username down but do not lock its owner out', () => {
  it('S45: the owner on a browser that signed in before still signs in; a new browser waits', async () => {
    const account = await registerAccount();
    const first = await login(account.username, account.password);
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);

    for (let i = 0; i < 5; i++) expect((await login(account.username, `stranger guess ${i}`)).status).toBe(401);
    const stranger = await login(account.username, 'stranger guess 5');
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ detail: apiMessages.loginLocked });

    const owner = await login(account.username, account.password, cookie);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect((await login(account.username, account.password)).status).toBe(429); // a browser without the token waits
  });

  it('S45: the waits grow: 30 s after the 5th failure, 60 s after the 6th', async () => {
    const account = await registerAccount();
    for (let i = 0; i < 5; i++) expect((await login(account.username, `guess ${i}`)).status).toBe(401);
    const firstWait = await login(account.username, 'guess 5');
    expect(firstWait.status).toBe(429);
    expect(Number(firstWait.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(Number(firstWait.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    await timePasses(account.username, 30_001);
    // The count is kept under the name's hash: the table holds no typed username.
    const item = (pk: string) => table().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: pk, SK: 'WINDOW' } }));
    expect((await item(`RATE#login:${hashedAccount(account.username)}`)).Item).toBeDefined();
    expect((await item(`RATE#login:${account.username.toLowerCase()}`)).Item).toBeUndefined();
    expect((await login(account.username, 'guess 6')).status).toBe(401);
    const secondWait = await login(account.username, 'guess 7');
    expect(secondWait.status).toBe(429);
    expect(Number(secondWait.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(secondWait.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await timePasses(account.username, 60_001);
    expect((await login(account.username, account.password)).status).toBe(200); // the right password after the wait
  });

  it('S45: the device cookie is HttpOnly, SameSite=Strict, sent only to the sign-in route, and kept for a year', async () => {
    const account = await registerAccount();
    const set = (await login(account.username, account.password)).headers.getSetCookie().find((c) => c.startsWith('ht_device='))!;
    const attributes = set.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/auth/token/', 'max-age=31536000']));
  });

  it('S45: a device token has its own limit, counts only for its account, and cannot be forged', async () => {
    const [account, other] = [await registerAccount(), await registerAccount()];
    const cookie = deviceCookie(await login(account.username, account.password));
    for (let i = 0; i < 5; i++) expect((await login(account.username, `guess ${i}`, cookie)).status).toBe(401);
    expect((await login(account.username, account.password, cookie)).status).toBe(429); // a stolen token guesses no faster
    expect((await login(account.username, account.password)).status).toBe(200); // its failures were not the username's

    const otherCookie = deviceCookie(await login(other.username, other.password));
    for (let i = 0; i < 5; i++) expect((await login(account.username, `guess ${i}`)).status).toBe(401);
    expect((await login(account.username, account.password, otherCookie)).status).toBe(429); // another account's token
    const [userId, deviceId, issued, signature] = cookie.slice('ht_device='.length).split('.');
    const forged = `ht_device=${userId}.${deviceId}.${issued}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(account.username, account.password, forged)).status).toBe(429);
  });

  it('S45: one browser keeps the tokens of the accounts signed in on it', async () => {
    const [first, second] = [await registerAccount(), await registerAccount()];
    const afterFirst = deviceCookie(await login(first.username, first.password));
    const afterBoth = deviceCookie(await login(second.username, second.password, afterFirst));
    expect(afterBoth.split('~')).toHaveLength(2);
    for (let i = 0; i < 5; i++) expect((await login(first.username, `guess ${i}`)).status).toBe(401);
    expect((await login(first.username, first.password, afterBoth)).status).toBe(200);
  });
});

describe('V16: failed sign-ins are logged with a hashed account key', () => {
  it('writes event sign-in-failed with the account hash, never the username or the password', async () => {
    const account = await registerAccount({ username: uniqueName('logged') });
    const unknown = uniqueName('nobody');
    for (let i = 0; i < 6; i++) await login(account.username, `secret guess ${i}`);
    await login(unknown, 'secret guess for nobody');

    const log = readFileSync(runtimeState().logFile, 'utf8');
    const lines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === 'sign-in-failed');
    const mine = lines.filter((line) => line.account === hashedAccount(account.username));
    expect(hashedAccount(account.username)).toMatch(/^[0-9a-f]{16}$/);
    expect(mine.map((line) => line.reason)).toEqual(['password', 'password', 'password', 'password', 'password', 'throttled']);
    expect(mine[5]).toMatchObject({ level: 'info', scope: 'account', requestId: expect.any(String) });
    expect(lines.filter((line) => line.account === hashedAccount(unknown)).map((line) => line.reason)).toEqual(['password']);
    expect(log).not.toContain(account.username);
    expect(log).not.toContain(unknown);
    expect(log).not.toContain('secret guess');
  });
});
