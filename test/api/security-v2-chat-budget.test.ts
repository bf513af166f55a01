// One chat credit buys a bounded input (issue 21; ASVS 5.0 V2.4 anti-automation, API4:2023 unrestricted resource
// consumption): a request bringing 20 history messages of 8,000 characters is charged 1 credit, and the model reads
// only the newest messages within functions/ai/chat-history.ts's budget. The local provider counts its input tokens
// as characters / 4, so the month's usage row shows what the model read.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { chatBody } from './support/chat';
import { request } from './support/runtime';

it('a chat with 20 history messages of 8,000 characters costs 1 credit and reads at most ~4,000 tokens of history', async () => {
  const { access } = await signedInAccount();
  const history = Array.from({ length: 20 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'x'.repeat(8000) }));
  const answer = await request('POST', '/api/ai/chat/', { token: access, body: chatBody('How did I sleep?', { history }) });
  expect(answer.status).toBe(200);
  expect((await request('GET', '/api/ai/trial-status/', { token: access })).body.credits_used).toBe(1);
  const month = new Date().toISOString().slice(0, 7);
  const { Item } = await table().send(
    new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${decodeJwt(access).sub}`, SK: `USAGE#${month}` }, ConsistentRead: true }),
  );
  // 160,000 characters (40,000 tokens) before; now the budget's 16,000 characters and the short query.
  expect(Item?.input_tokens).toBeGreaterThan(0);
  expect(Item?.input_tokens).toBeLessThanOrEqual(4_100);
});
