// A revoked token's request writes nothing and reads nothing back (S13, issue 12): lists start alongside the token's
// user read (functions/core/run-for-caller.ts), so their answer must still be dropped for the 401; writes wait for it.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, registerAccount, signIn, table, TABLE_NAME } from './support/accounts';
import { createEntry, entryBody } from './support/entries';
import { request, type ApiResponse } from './support/runtime';

type Tokens = { access: string; refresh: string };

/** Every item of the user's partition: what a refused request must leave exactly as it was. */
async function itemsOf(tokens: Tokens) {
  const pk = `USER#${decodeJwt(tokens.access).sub as string}`;
  const { Items } = await table().send(
    new QueryCommand({ TableName: TABLE_NAME, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return Items ?? [];
}

/** One account on two devices with a sleep entry; `end` then revokes the phone's token one of the S13 ways. */
async function revokedPhone(end: (phone: Tokens, laptop: Tokens, password: string) => Promise<ApiResponse>) {
  const account = await registerAccount();
  const phone = await signIn(account.username, account.password);
  const laptop = await signIn(account.username, account.password);
  const entry = await createEntry(phone.access, 'sleep', { details: 'a secret night' });
  expect((await end(phone, laptop, account.password)).status).toBe(200);
  return { phone, laptop, entry };
}

const ways: [string, (phone: Tokens, laptop: Tokens, password: string) => Promise<ApiResponse>][] = [
  ['logout of that session', (phone) => request('POST', '/api/auth/logout/', { body: { refresh: phone.refresh } })],
  ['sign out of all devices', (_phone, laptop) => request('POST', '/api/auth/logout/all/', { token: laptop.access })],
  [
    'a password change on the other device',
    (_phone, laptop, password) =>
      request('POST', '/api/auth/password/change/', {
        token: laptop.access,
        body: { current_password: password, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' },
      }),
  ],
];

describe.each(ways)('after %s, the phone’s access token', (_way, end) => {
  it('reads nothing back: every list answers 401 with the error body only', async () => {
    const { phone } = await revokedPhone(end);
    for (const path of ['/api/sleep/', '/api/sleep/?limit=50', '/api/user-inputs/', '/api/auth/me/']) {
      const response = await request('GET', path, { token: phone.access });
      expect(response.status).toBe(401);
      expect(JSON.stringify(response.body)).not.toContain('a secret night');
      expect(response.body).toEqual({ detail: expect.any(String) });
    }
  });

  it('writes nothing: create, update and delete answer 401 and the table is unchanged', async () => {
    const { phone, laptop, entry } = await revokedPhone(end);
    const before = await itemsOf(laptop);
    const calls = [
      request('POST', '/api/sleep/', { token: phone.access, body: entryBody('sleep', { user_input_log: entry.user_input_log }) }),
      request('PUT', `/api/sleep/${entry.id}/`, { token: phone.access, body: entryBody('sleep', { details: 'changed', version: 1 }) }),
      request('DELETE', `/api/sleep/${entry.id}/`, { token: phone.access }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
    expect(await itemsOf(laptop)).toEqual(before);
  });
});

it('a deleted account’s token reads nothing: its lists answer 401', async () => {
  const account = await registerAccount();
  const tokens = await signIn(account.username, account.password);
  await createEntry(tokens.access, 'sleep');
  expect(
    (await request('DELETE', '/api/auth/account/delete/', { token: tokens.access, body: { password: account.password } })).status,
  ).toBe(200);
  for (const path of ['/api/sleep/', '/api/user-inputs/', '/api/auth/me/']) {
    expect((await request('GET', path, { token: tokens.access })).status).toBe(401);
  }
});

it('a list with a token still valid answers at once, as before', async () => {
  const account = await registerAccount();
  const tokens = await signIn(account.username, account.password);
  const entry = await createEntry(tokens.access, 'sleep');
  const response = await request('GET', '/api/sleep/', { token: tokens.access });
  expect(response.status).toBe(200);
  expect(response.body.map((e: { id: string }) => e.id)).toEqual([entry.id]);
});
