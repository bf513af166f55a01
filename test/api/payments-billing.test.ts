// Manage billing and the return address, against the local runtime (local provider): the subscription's details,
// the billing route (own subscription only, none → 400), the local billing page (cancel at period end, resume,
// the plan ending at period end with a fixed clock) and checkout returning to the origin the person used.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { request, runtimeState } from './support/runtime';

const form = { rawBody: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const NO_SUBSCRIPTION = 'You have no subscription to manage. Choose a plan on the pricing page first.';

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}

/** The runtime's own origin on 127.0.0.1 instead of localhost: the same app, typed differently. */
const loopbackOrigin = () => runtimeState().url.replace('//localhost:', '//127.0.0.1:');

async function subscribe(token: string, plan: 'basic' | 'pro', origin?: string) {
  const headers = origin ? { origin } : undefined;
  const created = await request('POST', '/api/stripe/create-checkout-session/', { token, body: { plan_type: plan }, headers });
  expect(created.status).toBe(200);
  const url = new URL(created.body.checkout_url);
  const paid = await request('POST', `${url.pathname}pay/`, { ...form, headers: { ...form.headers, ...headers } });
  return { url, paid };
}

const details = async (token: string) => (await request('GET', '/api/stripe/subscription/', { token })).body;

async function openBilling(token: string, origin?: string) {
  const answer = await request('POST', '/api/stripe/billing-portal/', { token, headers: origin ? { origin } : undefined });
  return { ...answer, url: answer.status === 200 ? new URL(answer.body.url) : undefined };
}

describe('checkout returns to the origin the person used', () => {
  it('127.0.0.1 and localhost each come back to themselves; a foreign origin gets the app URL', async () => {
    const local = await newUser();
    const viaLoopback = await subscribe(local.access, 'basic', loopbackOrigin());
    expect(viaLoopback.url.origin).toBe(loopbackOrigin());
    expect(viaLoopback.paid.headers.get('location')).toMatch(
      new RegExp(`^${loopbackOrigin()}/subscription-success\\?session_id=cs_local_`),
    );
    const change = await request('POST', '/api/stripe/create-checkout-session/', {
      token: local.access,
      body: { plan_type: 'pro' },
      headers: { origin: loopbackOrigin() },
    });
    expect(new URL(change.body.checkout_url).origin).toBe(loopbackOrigin());

    const other = await newUser();
    expect((await subscribe(other.access, 'pro', runtimeState().url)).url.origin).toBe(runtimeState().url);

    for (const foreign of ['https://evil.example', 'http://localhost:1', 'null']) {
      const visitor = await newUser();
      const { url, paid } = await subscribe(visitor.access, 'pro', foreign);
      expect(url.origin).toBe(runtimeState().url);
      expect(paid.headers.get('location')).toMatch(new RegExp(`^${runtimeState().url}/subscription-success`));
    }
  });
});

describe('Manage billing', () => {
  it('needs a token, and a subscription of the caller’s own: none is a clear 400', async () => {
    expect((await request('POST', '/api/stripe/billing-portal/')).status).toBe(401);
    expect((await request('GET', '/api/stripe/subscription/')).status).toBe(401);
    const subscriber = await newUser();
    await subscribe(subscriber.access, 'pro');
    const newcomer = await newUser();
    expect(await details(newcomer.access)).toEqual({ plan: null, status: null, renews_at: null, ends_at: null, can_manage_billing: false });
    const refused = await openBilling(newcomer.access);
    expect(refused).toMatchObject({ status: 400, body: { error: NO_SUBSCRIPTION } });
  });

  it('cancels at period end on the local billing page: the plan stays until then, and resume undoes it', async () => {
    const user = await newUser();
    await subscribe(user.access, 'basic');
    const before = await details(user.access);
    expect(before).toMatchObject({ plan: 'basic', status: 'active', ends_at: null, can_manage_billing: true });
    const renewsInDays = (Date.parse(before.renews_at) - Date.now()) / 86_400_000;
    expect(renewsInDays).toBeGreaterThan(29);
    expect(renewsInDays).toBeLessThanOrEqual(30);

    const { url } = await openBilling(user.access, loopbackOrigin());
    expect(url!.origin).toBe(loopbackOrigin());
    expect(url!.pathname).toMatch(/^\/api\/stripe\/local-billing\/bps_local_[0-9A-Z]{26}[0-9a-f]{32}\/$/);
    const page = await request('GET', url!.pathname);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('Local billing');
    expect(page.body).toContain('Basic Plan');
    expect(page.body).toContain('Renews on');
    expect(page.body).not.toMatch(/<script/i);

    const cancelled = await request('POST', `${url!.pathname}cancel/`, form);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(url!.pathname);
    const ending = await details(user.access);
    expect(ending).toMatchObject({ plan: 'basic', status: 'active', renews_at: null, ends_at: before.renews_at });
    expect((await request('GET', '/api/stripe/subscription-status/', { token: user.access })).body.user_groups).toEqual(['regular']);
    expect((await request('GET', url!.pathname)).body).toMatch(/Ends on .*Resume/s);

    expect((await request('POST', `${url!.pathname}resume/`, form)).status).toBe(303);
    expect(await details(user.access)).toMatchObject({ plan: 'basic', renews_at: before.renews_at, ends_at: null });
  });

  it('a billing link is one person’s, and only while it lasts', async () => {
    const owner = await newUser();
    await subscribe(owner.access, 'pro');
    const { url } = await openBilling(owner.access);
    const other = await newUser();
    await subscribe(other.access, 'basic');
    await request('POST', `${url!.pathname}cancel/`, form);
    expect((await details(owner.access)).ends_at).not.toBeNull();
    expect((await details(other.access)).ends_at).toBeNull();

    const id = url!.pathname.split('/').at(-2)!;
    for (const bad of [`bps_local_${'0'.repeat(26)}${'a'.repeat(32)}`, 'nope', id.replace('bps_local_', 'cs_local_')]) {
      expect((await request('GET', `/api/stripe/local-billing/${bad}/`)).status).toBe(404);
      expect((await request('POST', `/api/stripe/local-billing/${bad}/resume/`, form)).status).toBe(404);
    }
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `BILLING#${id}`, SK: 'SESSION' },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await request('GET', url!.pathname)).status).toBe(404);
    expect((await request('POST', `${url!.pathname}resume/`, form)).status).toBe(404);
    expect((await details(owner.access)).ends_at).not.toBeNull();
  });
});

/** The payments use cases in this process, against the runtime's table, as the local stage runs them. */
async function inProcess() {
  Object.assign(process.env, {
    TABLE_NAME,
    APP_URL: runtimeState().url,
    MAIL_FROM: 'test@example.com',
    JWT_SECRET: 'x'.repeat(48),
    STAGE: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  delete process.env.STRIPE_SECRET_KEY;
  const [{ settleLocalPeriodEnd }, { getUser }] = await Promise.all([
    import('../../functions/payments/period-end'),
    import('../../functions/data/users'),
  ]);
  return { settleLocalPeriodEnd, getUser };
}

describe('the period end (fixed clock)', () => {
  it('a plan cancelled at period end is there until its end and gone after it', async () => {
    const user = await newUser();
    await subscribe(user.access, 'pro');
    const { url } = await openBilling(user.access);
    await request('POST', `${url!.pathname}cancel/`, form);
    const endsAt = Date.parse((await details(user.access)).ends_at);
    const { settleLocalPeriodEnd, getUser } = await inProcess();
    const record = (await getUser(user.userId))!;

    expect(await settleLocalPeriodEnd(record, new Date(endsAt - 1000))).toBeUndefined();
    expect((await getUser(user.userId))!.groups).toEqual(['pro']);

    const after = await settleLocalPeriodEnd(record, new Date(endsAt + 1000));
    expect(after!.groups).toEqual([]);
    expect(await details(user.access)).toMatchObject({ plan: null, status: 'canceled', renews_at: null, ends_at: null });
    expect((await request('GET', '/api/ai/trial-status/', { token: user.access })).body).toMatchObject({ is_subscribed: false });
    // The page says so, and Resume cannot bring an ended subscription back.
    expect((await request('GET', url!.pathname)).body).toContain('No active plan');
    await request('POST', `${url!.pathname}resume/`, form);
    expect((await details(user.access)).plan).toBeNull();
  });

  it('over HTTP, the payments routes end a lapsed local plan when read', async () => {
    const user = await newUser();
    await subscribe(user.access, 'basic');
    const { url } = await openBilling(user.access);
    await request('POST', `${url!.pathname}cancel/`, form);
    // The month has gone by: the stored end is in the past.
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${user.userId}`, SK: 'SUBSCRIPTION' },
        UpdateExpression: 'SET cancel_at = :past, current_period_end = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
      }),
    );
    expect((await request('GET', '/api/stripe/subscription-status/', { token: user.access })).body).toEqual({
      is_subscribed: false,
      user_groups: [],
    });
    // A new checkout starts a new subscription as usual.
    const { paid } = await subscribe(user.access, 'pro');
    expect(paid.status).toBe(303);
    expect(await details(user.access)).toMatchObject({ plan: 'pro', status: 'active', ends_at: null });
  });
});
