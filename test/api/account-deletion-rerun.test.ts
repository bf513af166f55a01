// R11: an account deletion that fails half-way ends with nothing left once it is finished. The tombstone refuses the
// person's tokens at once (S48), so the rerun is not a second DELETE: their next sign-in with the right password
// finishes it (and fails as for an unknown name); a wrong password finishes nothing.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { createEntry } from './support/entries';
import { request, runtimeState } from './support/runtime';

const partitionOf = async (userId: string) =>
  (
    await table().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      }),
    )
  ).Items ?? [];

describe('account deletion interrupted, then rerun', () => {
  it('refuses the tokens at once, and the next sign-in with the right password finishes it with no item left', async () => {
    const account = await signedInAccount();
    await createEntry(account.access, 'sleep');
    await request('POST', '/api/ai/chat/', { token: account.access, body: { query: 'Hello', timezone: 'UTC' } });
    const userId = decodeJwt(account.access).sub as string;
    Object.assign(process.env, {
      TABLE_NAME,
      AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const [{ deleteEverythingOf }, { getUser }] = await Promise.all([
      import('../../functions/domain/delete-everything'),
      import('../../functions/data/users'),
    ]);
    // The storage step fails every time: the table rows before it are gone, the profile after it is not.
    const failingBucket = {
      storage: {
        deletePrefix: async () => {
          throw new Error('S3 unavailable');
        },
      },
      prefixOf: (id: string) => `images/${id}/`,
    };
    const user = (await getUser(userId))!;
    await expect(deleteEverythingOf(user, { objects: [failingBucket as never] })).rejects.toThrow('S3 unavailable');
    expect((await request('GET', '/api/auth/me/', { token: account.access })).status).toBe(401);
    expect((await request('POST', '/api/auth/token/refresh/', { body: { refresh: account.refresh } })).status).toBe(401);

    const signIn = (password: string) => request('POST', '/api/auth/token/', { body: { username: account.username, password } });
    expect((await signIn('not the password')).status).toBe(401);
    const profile = await table().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }));
    expect(profile.Item?.deleting_since).toEqual(expect.any(Number));

    expect((await signIn(account.password)).status).toBe(401);
    expect(await partitionOf(userId)).toEqual([]);
    const claim = await table().send(
      new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USERNAME#${account.username.toLowerCase()}`, SK: 'CLAIM' } }),
    );
    expect(claim.Item).toBeUndefined();
  });
});
