// Sign-in over HTTP: no truncation (S02), no account enumeration (S05), per-account throttling (S06; growing waits and
// device tokens: security-v6-authentication-throttle.test.ts).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashedAccount } from '../../functions/auth/sign-in-log';
import { apiMessages } from '../../shared/messages';
import { registerAccount, table, TABLE_NAME, uniqueName } from './support/accounts';
import { onProductionCostRuntime } from './support/production-cost';
import { request } from './support/runtime';

const login = (username: string, password: string) => request('POST', '/api/auth/token/', { body: { username, password } });

describe('POST /api/auth/token/', () => {
  it('answers access and refresh tokens for the right password', async () => {
    const account = await registerAccount();
    const response = await login(account.username, account.password);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('S02: an 80-byte password is not truncated to 72', async () => {
    const password = 'correct horse battery staple '.repeat(3).slice(0, 72) + 'endingAA';
    const account = await registerAccount({ password });
    expect((await login(account.username, password)).status).toBe(200);
    expect((await login(account.username, password.slice(0, 72) + 'otherTail')).status).toBe(401);
  });

  // Issue 21 (S45) replaced the 15-minute lock with waits that grow: after 5 failures the next try waits 30 s, then
  // 1, 2, 4, 8 and at most 15 minutes, so a stranger's guesses slow the username down instead of locking its owner out.
  it('S06: after 5 failures answers 429 with Retry-After, and a right password works after the cool-down', async () => {
    const account = await registerAccount();
    for (let i = 0; i < 5; i++) expect((await login(account.username, 'not the password')).status).toBe(401);
    for (let i = 0; i < 3; i++) {
      const locked = await login(account.username, i === 2 ? account.password : 'not the password');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(25);
      expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      expect(locked.body).toEqual({ detail: apiMessages.loginLocked });
    }
    // The cool-down passes: move the last try 30 seconds into the past.
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `RATE#login:${hashedAccount(account.username)}`, SK: 'WINDOW' },
        UpdateExpression: 'SET lastAtMs = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 30_000 - 1 },
      }),
    );
    expect((await login(account.username, account.password)).status).toBe(200);
  });

  it('accepts the username in any case', async () => {
    const account = await registerAccount();
    expect((await login(account.username.toUpperCase(), account.password)).status).toBe(200);
  });
});

describe("POST /api/auth/token/ at production's hash cost", () => {
  // The suite's runtime hashes cheaply, where an unknown user that skipped the hash would not show: production's cost.
  onProductionCostRuntime();

  it('S05: a wrong password and an unknown user get the same status and body, in similar time', async () => {
    const account = await registerAccount();
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 8; i++) {
      for (const [kind, username] of [
        ['known', account.username],
        ['unknown', uniqueName('ghost')],
      ] as const) {
        const started = performance.now();
        const response = await login(username, `wrong password ${i}`);
        timings[kind].push(performance.now() - started);
        expect(response.status).toBe(401);
        bodies.add(JSON.stringify(response.body));
        // Keep the known account under the lock-out threshold: only timing and answers are measured here.
        if (kind === 'known' && i % 4 === 3) {
          await table().send(
            new UpdateCommand({
              TableName: TABLE_NAME,
              Key: { PK: `RATE#login:${hashedAccount(account.username)}`, SK: 'WINDOW' },
              UpdateExpression: 'SET hits = :zero',
              ExpressionAttributeValues: { ':zero': 0 },
            }),
          );
        }
      }
    }
    expect([...bodies]).toEqual([JSON.stringify({ detail: apiMessages.loginFailed })]);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const ratio = median(timings.known) / median(timings.unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
