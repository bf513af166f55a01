// R04: a batch write that returns unprocessed items is retried until every key is done, in chunks of 25.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys } from '../../functions/data/batch';
import { db } from '../../functions/data/client';

const keyOf = (n: number) => ({ PK: `USER#u`, SK: `LOG#sleep#${n}` });

describe('deleteKeys', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'tend';
    process.env.AWS_REGION = 'us-east-1';
  });
  afterEach(() => jest.restoreAllMocks());

  it('retries unprocessed deletes until none are left, and deletes each key once', async () => {
    const deleted: string[] = [];
    let calls = 0;
    jest.spyOn(db(), 'send').mockImplementation(async (command: unknown) => {
      const requests = (command as BatchWriteCommand).input.RequestItems!['tend'];
      calls += 1;
      // The service takes only the first ten of each batch: the rest comes back unprocessed.
      const [taken, left] = [requests.slice(0, 10), requests.slice(10)];
      deleted.push(...taken.map((r) => r.DeleteRequest!.Key!.SK as string));
      return { UnprocessedItems: left.length ? { tend: left } : {} } as never;
    });
    const keys = Array.from({ length: 30 }, (_, n) => keyOf(n));
    await deleteKeys(keys);
    expect(deleted.sort()).toEqual(keys.map((k) => k.SK).sort());
    expect(calls).toBeGreaterThan(2);
    for (const call of (db().send as jest.Mock).mock.calls) {
      expect((call[0] as BatchWriteCommand).input.RequestItems!['tend'].length).toBeLessThanOrEqual(25);
    }
  });

  it('gives up loudly when the table never takes the rest', async () => {
    // The backoff's waits (about 4.5 s in all) pass on jest's clock, not the wall's.
    jest.useFakeTimers();
    try {
      const send = jest
        .spyOn(db(), 'send')
        .mockImplementation(async (command: unknown) => ({ UnprocessedItems: (command as BatchWriteCommand).input.RequestItems }) as never);
      const refused = expect(deleteKeys([keyOf(1)])).rejects.toThrow(/unprocessed/);
      await jest.runAllTimersAsync();
      await refused;
      expect(send).toHaveBeenCalledTimes(8);
    } finally {
      jest.useRealTimers();
    }
  });
});
