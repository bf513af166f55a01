// R11: an account deletion that fails half-way can be run again by the same person and ends with nothing left.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { createEntry } from './support/logs';
import { request, runtimeState } from './support/runtime';

describe('account deletion interrupted, then rerun', () => {
  it('leaves the person able to sign in and finish it, with no item left', async () => {
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
    // The storage step fails: the table rows before it are gone, the profile after it is not.
    const failingBucket = {
      storage: {
        deletePrefix: async () => {
          throw new Error('S3 unavailable');
        },
      },
      prefixOf: (id: string) => `images/${id}/`,
    };
    await expect(deleteEverythingOf((await getUser(userId))!, [failingBucket as never])).rejects.toThrow('S3 unavailable');
    expect((await request('GET', '/api/auth/me/', { token: account.access })).status).toBe(200);

    expect(
      (await request('DELETE', '/api/auth/account/delete/', { token: account.access, body: { password: account.password } })).status,
    ).toBe(200);
    const rows = await table().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      }),
    );
    expect(rows.Items).toEqual([]);
    expect((await request('GET', '/api/auth/me/', { token: account.access })).status).toBe(401);
  });
});
