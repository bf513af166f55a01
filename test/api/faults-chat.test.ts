// R01 and R06 (docs/FAULTS.md) for the chat: an answer whose session or messages the table refuses is a 503 with
// Retry-After, its credit given back, and nothing half-written: an exchange is its question and its answer, both or
// neither, and a new session exists only with its first exchange. Faults come from local/fault-proxy.ts (docs/FAULTS.md).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ProxiedCall } from '../../local/fault-proxy';
import { decodeJwt, signedInAccount, table, TABLE_NAME, uniqueName } from './support/accounts';
import { startFaultRuntime, sortKeysOf, type FaultRuntime } from './support/faults';
import { request } from './support/runtime';

let faults: FaultRuntime;
beforeAll(async () => {
  faults = await startFaultRuntime();
});
afterAll(() => faults?.stop());

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}

const chat = (token: string, query: string, sessionId: string | null = null) =>
  request('POST', '/api/ai/chat/', { token, body: { query, session_id: sessionId, timezone: 'America/New_York' } });
const creditsUsed = async (token: string) => (await request('GET', '/api/ai/trial-status/', { token })).body.credits_used;
const sessionsOf = async (userId: string) => (await sortKeysOf(userId)).filter((key) => key.startsWith('CHAT#'));

/** A session's stored messages, read from dynalite itself. */
async function messagesOf(sessionId: string) {
  const page = await table().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `CHAT#${sessionId}` },
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map((item) => item.role as string);
}

/** The id of the new session the handler tried to write for this user (from the proxy's record of calls). */
function triedSessionId(userId: string): string {
  const put = faults.dynamodb.calls.find(
    (call) => call.operation === 'PutItem' && call.body.includes(`USER#${userId}`) && call.body.includes('"CHAT#'),
  );
  return /"CHAT#([0-9A-Z]{26})"/.exec(put?.body ?? '')?.[1] ?? '';
}

/** the 503 of docs/PRODUCT.md "Error shapes": a detail to show and a Retry-After in seconds. */
function expectBusy(response: { status: number; headers: Headers; body: unknown }) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.body).toEqual({ detail: expect.any(String) });
}

it.concurrent(
  'R01, R06: a new chat whose session write is throttled always: 503, the credit back, no session; it works afterwards',
  async () => {
    const user = await newUser();
    const fault = faults.dynamodb.inject({
      operation: 'PutItem',
      match: (call) => call.body.includes(`USER#${user.userId}`) && call.body.includes('"CHAT#'),
      fault: { kind: 'throttle' },
    });
    expectBusy(await chat(user.access, 'How did I sleep this week?'));
    fault.remove();
    expect(await creditsUsed(user.access)).toBe(0);
    expect(await sessionsOf(user.userId)).toEqual([]);
    expect(triedSessionId(user.userId)).toMatch(/^[0-9A-Z]{26}$/);
    expect(await messagesOf(triedSessionId(user.userId))).toEqual([]);

    const answered = await chat(user.access, 'How did I sleep this week?');
    expect(answered.status).toBe(200);
    expect(await creditsUsed(user.access)).toBe(1);
    expect(await messagesOf(answered.body.session_id)).toEqual(['user', 'assistant']);
  },
);

it.concurrent(
  'R01, R06: a new chat whose answer the table never takes (its question written): 503, the credit back, nothing left',
  async () => {
    const user = await newUser();
    const query = `What did I eat, ${uniqueName('q')}?`;
    // The first message write takes the question only; every retry of the answer is left unprocessed.
    const question = faults.dynamodb.inject({
      operation: 'BatchWriteItem',
      match: query,
      fault: { kind: 'unprocessed', processed: 1 },
      times: 1,
    });
    const answer = faults.dynamodb.inject({
      operation: 'BatchWriteItem',
      match: (call: ProxiedCall) =>
        question.hits === 1 && call.body.includes('PutRequest') && call.body.includes(`CHAT#${triedSessionId(user.userId)}`),
      fault: { kind: 'unprocessed' },
    });
    expectBusy(await chat(user.access, query));
    answer.remove();
    expect(answer.hits).toBe(7); // the retries of batch.ts's 8 attempts
    expect(await creditsUsed(user.access)).toBe(0);
    expect(await sessionsOf(user.userId)).toEqual([]);
    expect(triedSessionId(user.userId)).toMatch(/^[0-9A-Z]{26}$/);
    expect(await messagesOf(triedSessionId(user.userId))).toEqual([]);
  },
);

it.concurrent(
  'R01, R06: a chat in a session whose messages are throttled always: 503, the credit back, the session as it was',
  async () => {
    const user = await newUser();
    const first = await chat(user.access, 'How did I sleep this week?');
    expect(first.status).toBe(200);
    const sessionId: string = first.body.session_id;
    const fault = faults.dynamodb.inject({
      operation: 'BatchWriteItem',
      match: (call) => call.body.includes(`CHAT#${sessionId}`) && call.body.includes('PutRequest'),
      fault: { kind: 'throttle' },
    });
    expectBusy(await chat(user.access, 'And last week?', sessionId));
    fault.remove();
    expect(await creditsUsed(user.access)).toBe(1);
    expect(await sessionsOf(user.userId)).toEqual([`CHAT#${sessionId}`]);
    expect(await messagesOf(sessionId)).toEqual(['user', 'assistant']);
  },
);
