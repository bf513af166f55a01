// A paying person's usage over HTTP (issue 23): GET /api/ai/trial-status/ answers a Pro account's month (credits and
// photos used of shared/plans.ts's allowance, what is left, the period end, which is when the plan renews), and a used-up
// allowance is refused in words right for the plan: a trial's never says to wait for a next period (it has none).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PLANS } from '../../shared/plans';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { request } from './support/runtime';

const form = { rawBody: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const DAY = 86_400_000;

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}

/** Subscribes through the local checkout, as the pricing page does. */
async function subscribe(token: string, plan: 'basic' | 'pro') {
  const created = await request('POST', '/api/stripe/create-checkout-session/', { token, body: { plan_type: plan } });
  expect(created.status).toBe(200);
  const paid = await request('POST', `${new URL(created.body.checkout_url).pathname}pay/`, form);
  expect(paid.status).toBe(303);
}

const status = async (token: string) => (await request('GET', '/api/ai/trial-status/', { token })).body;
const extract = (token: string, text: string) => request('POST', '/api/ai/process-input/', { token, body: { text, timezone: 'UTC' } });

/** Sets what the person's current period has used (a month of use no test should wait for). */
async function setUsed(userId: string, periodId: string, credits: number) {
  await table().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `USER#${userId}`, SK: `ALLOWANCE#${periodId}` },
      UpdateExpression: 'SET credits_used = :c, images_used = if_not_exists(images_used, :zero)',
      ExpressionAttributeValues: { ':c': credits, ':zero': 0 },
    }),
  );
}

async function planStartedAt(userId: string): Promise<string> {
  const { Item } = await table().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }));
  return Item!.plan_started_at as string;
}

describe('GET /api/ai/trial-status/ for a paying person', () => {
  it("Pro: the month's credits and photos used of 5,000 and 100, what is left, and the renewal date", async () => {
    const user = await newUser();
    await subscribe(user.access, 'pro');
    for (const text of ['ran 5 km in 28 min yesterday at 7am', 'two eggs and a coffee yesterday at 8am']) {
      expect((await extract(user.access, text)).status).toBe(200);
    }
    const body = await status(user.access);
    expect(body).toMatchObject({
      is_trial_user: false,
      is_subscribed: true,
      plan: 'pro',
      credits_used: 2,
      credits_limit: PLANS.pro.credits,
      credits_remaining: PLANS.pro.credits - 2,
      images_used: 0,
      images_limit: PLANS.pro.images,
      images_remaining: PLANS.pro.images,
      can_use_ai: true,
      can_upload_images: true,
      trial_end_date: null,
    });
    // The period ends a month after the plan started: the day the subscription renews.
    const renewsAt = (await request('GET', '/api/stripe/subscription/', { token: user.access })).body.renews_at as string;
    expect(Math.abs(Date.parse(body.period_end) - Date.parse(renewsAt))).toBeLessThan(60_000);
    const days = (Date.parse(body.period_end) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('a trial answers its own period end: the end of the trial', async () => {
    const { access } = await newUser();
    const body = await status(access);
    expect(body).toMatchObject({ plan: 'trial', images_remaining: PLANS.trial.images });
    expect(body.period_end).toBe(body.trial_end_date);
  });
});

describe('out of credits, said right for the plan', () => {
  it("a trial's 403 never says to wait for a next period", async () => {
    const user = await newUser();
    await setUsed(user.userId, 'trial', PLANS.trial.credits);
    const refused = await extract(user.access, 'ran 5 km yesterday at 7am');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'creditsExhausted',
      plan: 'trial',
      renews_on: null,
      detail: "You have used all of your trial's AI credits. Choose a plan to keep going.",
    });
    expect(refused.body.detail).not.toMatch(/period/);
    expect(await status(user.access)).toMatchObject({ can_use_ai: false, credits_remaining: 0, usage_progress_percentage: 100 });
  });

  it("Pro's 403 says the credits come back when the plan renews, and names the date", async () => {
    const user = await newUser();
    await subscribe(user.access, 'pro');
    await setUsed(user.userId, `pro-${(await planStartedAt(user.userId)).slice(0, 10)}`, PLANS.pro.credits);
    const refused = await extract(user.access, 'ran 5 km yesterday at 7am');
    expect(refused.status).toBe(403);
    const { period_end } = await status(user.access);
    expect(refused.body).toMatchObject({
      code: 'creditsExhausted',
      plan: 'pro',
      renews_on: period_end,
      detail: "You have used this period's AI credits; they come back when your plan renews.",
    });
    expect(await status(user.access)).toMatchObject({
      plan: 'pro',
      can_use_ai: false,
      credits_used: PLANS.pro.credits,
      credits_remaining: 0,
    });
  });
});
