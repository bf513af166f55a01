// S14 for every kind of secret and personal text, and the structured request lines operators read
// (docs/OPERATIONS.md "Logs and metrics"): over HTTP, then the local runtime's log file searched.
import { readFileSync } from 'node:fs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashedUserId } from '../../functions/platform/log';
import { OPS_NAMESPACE } from '../../shared/ops-metrics';
import { decodeJwt, signedInAccount, table, TABLE_NAME, uniqueName } from './support/accounts';
import { createEntry } from './support/entries';
import { request, runtimeState } from './support/runtime';
import { chatBody } from './support/chat';

const logLines = () =>
  readFileSync(runtimeState().logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('operations logs', () => {
  it('S14: no token, password, e-mail address, note or chat text in the log; each request a line with a hashed user id', async () => {
    const username = uniqueName('s14');
    const email = `${username}.private@example.com`;
    const account = await signedInAccount({ username, email, password: 'velvet harbour crane 81' });
    const userId = String(decodeJwt(account.access).sub);
    const newPassword = 'copper orchard whistle 27';
    const changed = await request('POST', '/api/auth/password/change/', {
      token: account.access,
      body: { current_password: account.password, new_password: newPassword, confirm_password: newPassword },
    });
    expect(changed.status).toBe(200);
    const signedIn = await request('POST', '/api/auth/token/', { body: { username, password: newPassword } });
    const access: string = signedIn.body.access;
    const note = `s14 note ${username} about a rash on the left elbow`;
    const details = `s14 details ${username} ate grapefruit`;
    await createEntry(access, 'food-drinks', { details, notes: note });
    const chatText = `s14 chat ${username} what did I eat`;
    const chat = await request('POST', '/api/ai/chat/', { token: access, body: chatBody(chatText) });
    expect(chat.status).toBe(200);
    expect((await request('POST', '/api/auth/password/forgot/', { body: { email } })).status).toBe(200);

    const log = readFileSync(runtimeState().logFile, 'utf8');
    const secrets = [
      account.password,
      newPassword,
      account.access,
      account.refresh,
      access,
      signedIn.body.refresh,
      email,
      note,
      details,
      chatText,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(userId);

    const user = hashedUserId(userId);
    const mine = logLines().filter((line) => line.user === user);
    expect(mine.map((line) => line.route)).toEqual(
      expect.arrayContaining(['POST /api/auth/password/change', 'POST /api/food-drinks', 'POST /api/ai/chat']),
    );
    const chatLine = mine.find((line) => line.route === 'POST /api/ai/chat');
    expect(chatLine).toEqual(
      expect.objectContaining({ level: 'info', group: 'ai', method: 'POST', status: 200, requestId: expect.any(String) }),
    );
    expect(chatLine?.ms).toEqual(expect.any(Number));
    expect(typeof chatLine?.coldStart).toBe('boolean');
    // The same request's metrics line (EMF): Requests and the AI call, by route and app-wide.
    const metrics = logLines().find((line) => line.requestId === chatLine?.requestId && line._aws);
    expect(metrics).toEqual(expect.objectContaining({ Route: 'POST /api/ai/chat', Requests: 1, AiProviderCalls: 1 }));
    expect(JSON.stringify(metrics?._aws)).toContain(`"Namespace":"${OPS_NAMESPACE}"`);
  });

  it('counts an AI call refused for want of credits (a trial that has ended) as a CreditsRefused metric', async () => {
    const account = await signedInAccount();
    const userId = String(decodeJwt(account.access).sub);
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${userId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET date_joined = :old',
        ExpressionAttributeValues: { ':old': '2026-01-01T00:00:00.000Z' },
      }),
    );
    const refused = await request('POST', '/api/ai/chat/', { token: account.access, body: chatBody('How did I sleep?') });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'trialEnded' });
    const requestId = logLines().find((line) => line.user === hashedUserId(userId) && line.route === 'POST /api/ai/chat')?.requestId;
    const metrics = logLines().filter((line) => line._aws && line.requestId === requestId);
    expect(metrics).toEqual([expect.objectContaining({ Route: 'POST /api/ai/chat', Requests: 1, CreditsRefused: 1 })]);
    expect(metrics[0]).not.toHaveProperty('AiProviderCalls');
  });

  it('counts a Stripe webhook that could not be applied (a forged signature) as a WebhookFailures metric', async () => {
    const response = await request('POST', '/api/stripe/webhook/', {
      rawBody: '{"id":"evt_forged"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(response.status).toBe(400);
    const requestId = logLines()
      .filter((line) => line.route === 'POST /api/stripe/webhook' && line.status === 400 && line.error)
      .at(-1)?.requestId;
    const metrics = logLines().filter((line) => line._aws && line.requestId === requestId);
    expect(metrics).toEqual([expect.objectContaining({ Route: 'POST /api/stripe/webhook', Requests: 1, WebhookFailures: 1 })]);
  });
});
