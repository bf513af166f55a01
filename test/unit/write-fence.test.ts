// S48: the write fence bounds when a write of a request that checked the account before its deletion can land. Within
// WRITE_FENCE_MS of the check a write goes at once; later, it re-checks first and is refused once the account is
// tombstoned, on the table client and on the S3 client alike (their SDK middleware), and deletes always pass.
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inInvocation } from '../../functions/platform/invocation';
import {
  AccountGone,
  armWriteFence,
  fenceWrites,
  LATE_WRITE_MS,
  passWriteFence,
  WRITE_FENCE_MS,
} from '../../functions/platform/write-fence';
import { db } from '../../functions/data/client';

const inRequest = <T>(run: () => Promise<T>) => inInvocation({ group: 'entries', coldStart: false }, run);

describe('S48: the write fence', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'tend';
    process.env.AWS_REGION = 'us-east-1';
    process.env.AWS_ACCESS_KEY_ID = 'unit';
    process.env.AWS_SECRET_ACCESS_KEY = 'unit';
  });
  afterEach(() => jest.restoreAllMocks());

  it('S48: trusts a check for WRITE_FENCE_MS, then checks again before the next write', async () => {
    await inRequest(async () => {
      const recheck = jest.fn(async () => {});
      const checkedAt = Date.now();
      armWriteFence(checkedAt, recheck);
      await passWriteFence(checkedAt + WRITE_FENCE_MS);
      expect(recheck).not.toHaveBeenCalled();
      await passWriteFence(checkedAt + WRITE_FENCE_MS + 1);
      expect(recheck).toHaveBeenCalledTimes(1);
      await passWriteFence(checkedAt + WRITE_FENCE_MS + 2); // the new check is trusted in turn
      expect(recheck).toHaveBeenCalledTimes(1);
    });
  });

  it('S48: the final sweep waits longer than any write may come after a passed check', () => {
    expect(LATE_WRITE_MS).toBeGreaterThan(WRITE_FENCE_MS);
  });

  it('S48: a late table write of a tombstoned account is refused before it is sent; a delete still goes', async () => {
    const sent: string[] = [];
    // Below the fence: the request the SDK would put on the wire.
    db().middlewareStack.add((() => async () => ({ output: { $metadata: {} }, response: {} })) as never, {
      step: 'finalizeRequest',
      priority: 'low',
    });
    await inRequest(async () => {
      armWriteFence(Date.now() - WRITE_FENCE_MS - 1, async () => {
        throw new AccountGone();
      });
      const put = db().send(new PutCommand({ TableName: 'tend', Item: { PK: 'USER#u', SK: 'LOG#sleep#1' } }));
      await expect(put).rejects.toBeInstanceOf(AccountGone);
      await db().send(new DeleteCommand({ TableName: 'tend', Key: { PK: 'USER#u', SK: 'LOG#sleep#1' } }));
      sent.push('delete');
    });
    expect(sent).toEqual(['delete']);
  });

  it('S48: a late object upload of a tombstoned account is refused', async () => {
    const client = fenceWrites(
      new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } }),
      (name) => name === 'PutObjectCommand',
    );
    const wire = jest.fn(async () => ({ output: { $metadata: {} }, response: {} }));
    client.middlewareStack.add((() => wire) as never, { step: 'finalizeRequest', priority: 'low' });
    await inRequest(async () => {
      armWriteFence(Date.now() - WRITE_FENCE_MS - 1, async () => {
        throw new AccountGone();
      });
      await expect(client.send(new PutObjectCommand({ Bucket: 'images', Key: 'images/u/a.jpg', Body: 'x' }))).rejects.toBeInstanceOf(
        AccountGone,
      );
      expect(wire).not.toHaveBeenCalled();
      await client.send(new DeleteObjectsCommand({ Bucket: 'images', Delete: { Objects: [{ Key: 'images/u/a.jpg' }] } })).catch(() => {});
      expect(wire).toHaveBeenCalled();
    });
  });
});
