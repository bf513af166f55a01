// Sessions per device (issue 11, S13): logout ends this device's session only, at once; sign-out-everywhere, a
// password change and a reset end them all; deleting the account needs the password.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessages } from '../../shared/messages';
import { decodeJwt, registerAccount, signIn, table, TABLE_NAME, type TestAccount } from './support/accounts';
import { request } from './support/runtime';

type Tokens = { access: string; refresh: string };
const me = (token: string) => request('GET', '/api/auth/me/', { token });
const refresh = (token: string) => request('POST', '/api/auth/token/refresh/', { body: { refresh: token } });
const userIdOf = (tokens: Tokens) => decodeJwt(tokens.access).sub as string;
const userItem = async (userId: string) =>
  (await table().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }))).Item;

/** One account signed in on two devices (a phone and a laptop). */
async function twoDevices(): Promise<{ account: TestAccount; phone: Tokens; laptop: Tokens }> {
  const account = await registerAccount();
  return { account, phone: await signIn(account.username, account.password), laptop: await signIn(account.username, account.password) };
}

async function expectRefused(tokens: Tokens) {
  expect((await me(tokens.access)).status).toBe(401);
  expect((await refresh(tokens.refresh)).status).toBe(401);
}

async function expectWorking(tokens: Tokens) {
  expect((await me(tokens.access)).status).toBe(200);
  const rotated = await refresh(tokens.refresh);
  expect(rotated.status).toBe(200);
  expect((await me(rotated.body.access)).status).toBe(200);
}

describe('logout ends this device only', () => {
  it('with the refresh token, as the web app sends it: the phone is refused at once, the laptop keeps working', async () => {
    const { phone, laptop } = await twoDevices();
    const response = await request('POST', '/api/auth/logout/', { body: { refresh: phone.refresh } });
    expect(response).toMatchObject({ status: 200, body: { message: apiMessages.loggedOut } });
    await expectRefused(phone);
    await expectWorking(laptop);
  });

  it('with only the access token: that session ends, the other stays', async () => {
    const { phone, laptop } = await twoDevices();
    expect((await request('POST', '/api/auth/logout/', { token: phone.access })).status).toBe(200);
    await expectRefused(phone);
    await expectWorking(laptop);
  });

  it('every access token the session was given, before and after a refresh, is refused', async () => {
    const { phone, laptop } = await twoDevices();
    const rotated = (await refresh(phone.refresh)).body as Tokens;
    expect((await request('POST', '/api/auth/logout/', { token: rotated.access, body: { refresh: rotated.refresh } })).status).toBe(200);
    expect((await me(phone.access)).status).toBe(401);
    await expectRefused(rotated);
    await expectWorking(laptop);
  });

  it('forgets ended sessions once their access tokens have expired, so the user record stays small', async () => {
    const { phone, laptop } = await twoDevices();
    const userId = userIdOf(phone);
    await request('POST', '/api/auth/logout/', { body: { refresh: phone.refresh } });
    const phoneFamily = decodeJwt(phone.refresh).fam as string;
    expect(Object.keys((await userItem(userId))!.revoked_families)).toEqual([phoneFamily]);
    // An hour later the phone's last access token has expired: the next logout drops its entry.
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${userId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET revoked_families.#f = :past',
        ExpressionAttributeNames: { '#f': phoneFamily },
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    await request('POST', '/api/auth/logout/', { body: { refresh: laptop.refresh } });
    expect(Object.keys((await userItem(userId))!.revoked_families)).toEqual([decodeJwt(laptop.refresh).fam]);
    // Its refresh tokens were deleted at logout, so the session stays ended.
    expect((await refresh(phone.refresh)).status).toBe(401);
  });

  it('a replayed refresh token revokes its family: the access tokens it was given are refused too (S12)', async () => {
    const { phone, laptop } = await twoDevices();
    const rotated = (await refresh(phone.refresh)).body as Tokens;
    const { jti } = decodeJwt(phone.refresh) as { jti: string };
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${userIdOf(phone)}`, SK: `REFRESH#${jti}` },
        UpdateExpression: 'SET usedAtMs = :old',
        ExpressionAttributeValues: { ':old': Date.now() - 11_000 },
      }),
    );
    expect((await refresh(phone.refresh)).status).toBe(401);
    await expectRefused(rotated);
    await expectWorking(laptop);
  });
});

describe('POST /api/auth/logout/all/ (Sign out of all devices)', () => {
  it('ends every session at once, this one included; signing in again works', async () => {
    const { account, phone, laptop } = await twoDevices();
    const response = await request('POST', '/api/auth/logout/all/', { token: laptop.access });
    expect(response).toMatchObject({ status: 200, body: { message: apiMessages.signedOutEverywhere } });
    await expectRefused(phone);
    await expectRefused(laptop);
    await expectWorking(await signIn(account.username, account.password));
  });

  it('needs a signed-in caller', async () => {
    expect((await request('POST', '/api/auth/logout/all/')).status).toBe(401);
  });
});

describe('a password change ends every session', () => {
  it('both devices are refused; the pair the change answers works', async () => {
    const { account, phone, laptop } = await twoDevices();
    const response = await request('POST', '/api/auth/password/change/', {
      token: phone.access,
      body: { current_password: account.password, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' },
    });
    expect(response.status).toBe(200);
    await expectRefused(phone);
    await expectRefused(laptop);
    await expectWorking(response.body);
  });
});

describe('DELETE /api/auth/account/delete/ asks for the password', () => {
  const remove = (token: string, body?: unknown) => request('DELETE', '/api/auth/account/delete/', { token, body });

  it('without a password or with a wrong one: 400 with a clear message, and nothing is deleted', async () => {
    const { account, phone } = await twoDevices();
    expect(await remove(phone.access)).toMatchObject({ status: 400, body: { password: [apiMessages.deletePasswordRequired] } });
    expect(await remove(phone.access, {})).toMatchObject({ status: 400, body: { password: [apiMessages.deletePasswordRequired] } });
    expect(await remove(phone.access, { password: 'not my password' })).toMatchObject({
      status: 400,
      body: { password: [apiMessages.deletePasswordWrong] },
    });
    await expectWorking(phone);
    await expect(signIn(account.username, account.password)).resolves.toHaveProperty('access');
  });

  it('with the right password: deleted, every session ends, the login fails', async () => {
    const { account, phone, laptop } = await twoDevices();
    expect(await remove(phone.access, { password: account.password })).toMatchObject({
      status: 200,
      body: { message: apiMessages.accountDeleted },
    });
    await expectRefused(phone);
    await expectRefused(laptop);
    await expect(signIn(account.username, account.password)).rejects.toThrow(/401/);
  });
});
