// A throttled chat-message write is retried until every message is stored, and fails loudly when it never is.
import type { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { appendMessages, type StoredMessage } from '../../functions/data/chat-messages';
import { db } from '../../functions/data/client';

const TABLE = 'tend';
const messages: StoredMessage[] = [
  { role: 'user', content: 'How did I sleep this week?' },
  { role: 'assistant', content: 'About 7 hours a night.' },
  { role: 'user', content: 'And last week?' },
];

type Request = NonNullable<BatchWriteCommand['input']['RequestItems']>[string][number];
const requestsOf = (command: unknown) => (command as BatchWriteCommand).input.RequestItems![TABLE];

/** A table that answers each BatchWrite with `leftOf(call, requests)` unprocessed, storing the rest. */
function fakeTable(leftOf: (call: number, requests: Request[]) => Request[]) {
  const stored: Record<string, unknown>[] = [];
  let calls = 0;
  const send = jest.spyOn(db(), 'send').mockImplementation(async (command: unknown) => {
    const requests = requestsOf(command);
    const left = leftOf(++calls, requests);
    stored.push(...requests.filter((r) => !left.includes(r)).map((r) => r.PutRequest!.Item!));
    return { UnprocessedItems: left.length ? { [TABLE]: left } : {} } as never;
  });
  return { stored, send };
}

/** Settles `promise` while fake time runs through the backoff waits. */
async function withTimeRunning<T>(promise: Promise<T>): Promise<T> {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  const outcome = await settled;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

describe('appendMessages under throttling', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = TABLE;
    process.env.AWS_REGION = 'us-east-1';
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('retries unprocessed messages until every one is written, each once and in order', async () => {
    // Throttled outright first, then part of the rest, then everything left.
    const { stored, send } = fakeTable((call, requests) => (call === 1 ? requests : call === 2 ? requests.slice(1) : []));
    await withTimeRunning(appendMessages('s1', messages, Date.UTC(2025, 0, 1)));
    expect(send).toHaveBeenCalledTimes(3);
    const inOrder = [...stored].sort((a, b) => String(a.SK).localeCompare(String(b.SK)));
    expect(inOrder.map(({ role, content }) => ({ role, content }))).toEqual(messages);
    expect(new Set(stored.map((item) => item.SK)).size).toBe(messages.length);
    expect(stored.every((item) => item.PK === 'CHAT#s1')).toBe(true);
  });

  it('surfaces an error when the table keeps the messages unprocessed', async () => {
    const { stored, send } = fakeTable((_call, requests) => requests);
    await expect(withTimeRunning(appendMessages('s1', messages))).rejects.toThrow(/3 of 3 batch writes still unprocessed after 8 attempts/);
    expect(send).toHaveBeenCalledTimes(8);
    expect(stored).toEqual([]);
  });
});
