// Credits and images (docs/PRODUCT.md "Plans and credits"), trial status and the staff usage report, against the
// runtime's own DynamoDB emulator: S41 (one credit, twenty concurrent calls) and S22 (staff only).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, makeStaff, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { request, runtimeState } from './support/runtime';

/** The charge use case, run in this process against the runtime's table. */
async function chargeModule() {
  Object.assign(process.env, {
    TABLE_NAME,
    AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const [{ chargeAi }, { getUser }] = await Promise.all([import('../../functions/domain/charge'), import('../../functions/data/users')]);
  return { chargeAi, getUser };
}

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}

describe('GET /api/ai/trial-status/', () => {
  it('answers every field of a fresh trial', async () => {
    const { access } = await signedInAccount();
    const status = await request('GET', '/api/ai/trial-status/', { token: access });
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      is_trial_user: true,
      credits_used: 0,
      credits_limit: 100,
      credits_remaining: 100,
      usage_progress_percentage: 0,
      images_used: 0,
      images_limit: 5,
      images_progress_percentage: 0,
      can_use_ai: true,
      can_upload_images: true,
      is_subscribed: false,
      is_trial_expired: false,
      days_remaining: 30,
      time_remaining_formatted: expect.stringMatching(/^(29|30) days?, \d+ hours?$/),
      trial_end_date: expect.any(String),
      plan: 'trial',
      images_remaining: 5,
      period_end: expect.any(String),
    });
    expect(status.body.period_end).toBe(status.body.trial_end_date);
  });

  it('shows an expired trial as unable to use AI', async () => {
    const user = await newUser();
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${user.userId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET date_joined = :old',
        ExpressionAttributeValues: { ':old': '2026-01-01T00:00:00.000Z' },
      }),
    );
    const status = (await request('GET', '/api/ai/trial-status/', { token: user.access })).body;
    expect(status).toMatchObject({
      is_trial_expired: true,
      can_use_ai: false,
      can_upload_images: false,
      days_remaining: 0,
      time_remaining_formatted: 'Expired',
    });
  });
});

describe('charging', () => {
  it('S41: with 1 credit left, exactly one of 20 concurrent calls goes through and the balance never goes negative', async () => {
    const user = await newUser();
    const { chargeAi, getUser } = await chargeModule();
    const record = (await getUser(user.userId))!;
    for (let i = 0; i < 99; i++) await chargeAi(record, { credits: 1, images: 0 });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => chargeAi(record, { credits: 1, images: 0 })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refusals.map((r) => r.reason.name)).toEqual(Array(19).fill('NotAllowed'));
    expect(refusals[0].reason.extra.code).toBe('creditsExhausted');
    const status = (await request('GET', '/api/ai/trial-status/', { token: user.access })).body;
    expect(status).toMatchObject({ credits_used: 100, credits_remaining: 0, can_use_ai: false, usage_progress_percentage: 100 });
  });

  it('gives the credit back when the call fails, and refuses images past the limit while text still works', async () => {
    const user = await newUser();
    const { chargeAi, getUser } = await chargeModule();
    const record = (await getUser(user.userId))!;
    const charge = await chargeAi(record, { credits: 2, images: 1 });
    await charge.refund();
    expect((await request('GET', '/api/ai/trial-status/', { token: user.access })).body).toMatchObject({ credits_used: 0, images_used: 0 });
    for (let i = 0; i < 5; i++) await chargeAi(record, { credits: 1, images: 1 });
    await expect(chargeAi(record, { credits: 1, images: 1 })).rejects.toMatchObject({
      name: 'NotAllowed',
      extra: { code: 'imagesExhausted' },
    });
    await expect(chargeAi(record, { credits: 1, images: 0 })).resolves.toBeDefined();
    const status = (await request('GET', '/api/ai/trial-status/', { token: user.access })).body;
    expect(status).toMatchObject({
      credits_used: 6,
      images_used: 5,
      can_use_ai: true,
      can_upload_images: false,
      images_progress_percentage: 100,
    });
  });
});

describe('GET /api/ai/usage-report/', () => {
  it('S22: refuses non-staff with 403 and shows staff the rows per user and month', async () => {
    const [member, staff] = [await newUser(), await newUser()];
    expect((await request('GET', '/api/ai/usage-report/', { token: member.access })).status).toBe(403);
    await makeStaff(staff.access);
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${member.userId}`, SK: 'USAGE#2026-11' },
        UpdateExpression: 'ADD input_tokens :in, output_tokens :out, images :img SET #u = :user, #m = :month, GSI1PK = :pk, GSI1SK = :sk',
        ExpressionAttributeNames: { '#u': 'user', '#m': 'month' },
        ExpressionAttributeValues: {
          ':in': 120,
          ':out': 45,
          ':img': 1,
          ':user': member.username,
          ':month': '2026-11',
          ':pk': 'USAGE',
          ':sk': `2026-11#${member.username}`,
        },
      }),
    );
    const report = await request('GET', '/api/ai/usage-report/', { token: staff.access });
    expect(report.status).toBe(200);
    expect(report.body).toContainEqual({ user: member.username, month: '2026-11', input_tokens: 120, output_tokens: 45, images: 1 });
  });
});
