// Payments against the local runtime (local provider): checkout, verify-session (S36), status, and the signed
// webhook: S34 (bad signatures), S35 (duplicates, out of order), R07/R08 (failure then retry, concurrent copies),
// and the checkout → plan → invoice.paid monthly reset story.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { localStripeWebhookSecret } from '../../local/environment';
import { startFakeStripe, subscriptionObject } from '../unit/support/fake-stripe';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { request, runtimeState } from './support/runtime';
import { stripeEvent as event, stripeSubscription as subscription } from './support/stripe-webhook';

const stripe = new Stripe('sk_test_offline');

async function newUser() {
  const account = await signedInAccount();
  return { ...account, userId: decodeJwt(account.access).sub as string };
}

/** Use cases run in this process against the runtime's table. */
async function inProcess() {
  Object.assign(process.env, {
    TABLE_NAME,
    AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const [{ processEvent, applyEvent }, { chargeAi }, { getUser }, { closePaymentsOnDeletion }, { StripePayments }] = await Promise.all([
    import('../../functions/payments/webhook'),
    import('../../functions/domain/charge'),
    import('../../functions/data/users'),
    import('../../functions/domain/cancel-on-deletion'),
    import('../../functions/providers/payments/stripe-payments'),
  ]);
  return { processEvent, applyEvent, chargeAi, getUser, closePaymentsOnDeletion, StripePayments };
}

const groupsOf = async (token: string) =>
  (await request('GET', '/api/stripe/subscription-status/', { token })).body.user_groups as string[];

function post(payload: string, header?: string) {
  return request('POST', '/api/stripe/webhook/', {
    rawBody: payload,
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
  });
}

function sendSigned(body: object, secret = localStripeWebhookSecret, timestamp?: number) {
  const payload = JSON.stringify(body, null, 2);
  return post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
}

async function checkout(token: string, plan: 'basic' | 'pro') {
  const created = await request('POST', '/api/stripe/create-checkout-session/', { token, body: { plan_type: plan } });
  expect(created.status).toBe(200);
  const url = new URL(created.body.checkout_url);
  const sessionId = url.pathname.split('/').at(-2)!;
  return { url, sessionId };
}

const pay = (sessionId: string) =>
  request('POST', `/api/stripe/local-checkout/${sessionId}/pay/`, {
    rawBody: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('checkout with the local provider', () => {
  it('needs a token and a basic or pro plan', async () => {
    expect((await request('POST', '/api/stripe/create-checkout-session/', { body: { plan_type: 'pro' } })).status).toBe(401);
    const { access } = await newUser();
    for (const plan_type of ['trial', 'gold', undefined, 3]) {
      const res = await request('POST', '/api/stripe/create-checkout-session/', { token: access, body: { plan_type } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('pays on the local test checkout page, then verify-session and subscription-status show the plan', async () => {
    const user = await newUser();
    expect(await request('GET', '/api/stripe/subscription-status/', { token: user.access })).toMatchObject({
      status: 200,
      body: { is_subscribed: false, user_groups: [] },
    });
    const { url, sessionId } = await checkout(user.access, 'basic');
    expect(url.origin).toBe(runtimeState().url);
    expect(sessionId).toMatch(/^cs_local_[0-9A-Z]{26}[0-9a-f]{32}$/);
    const page = await request('GET', url.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('Local test checkout');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`action="/api/stripe/local-checkout/${sessionId}/pay/"`);

    const paid = await pay(sessionId);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${runtimeState().url}/subscription-success?session_id=${sessionId}`);
    const verified = await request('POST', '/api/stripe/verify-session/', { token: user.access, body: { session_id: sessionId } });
    expect(verified).toMatchObject({ status: 200, body: { status: 'complete', plan: 'basic', is_subscribed: true } });
    expect(await request('GET', '/api/stripe/subscription-status/', { token: user.access })).toMatchObject({
      body: { is_subscribed: true, user_groups: ['regular'] },
    });
    // Single use: paying again changes nothing and goes back to pricing.
    expect((await pay(sessionId)).headers.get('location')).toBe(`${runtimeState().url}/pricing`);
  });

  it('cancel returns to pricing with no plan', async () => {
    const user = await newUser();
    const { sessionId } = await checkout(user.access, 'pro');
    const cancelled = await request('POST', `/api/stripe/local-checkout/${sessionId}/cancel/`, {
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${runtimeState().url}/pricing`);
    expect((await pay(sessionId)).headers.get('location')).toBe(`${runtimeState().url}/pricing`);
    expect(await groupsOf(user.access)).toEqual([]);
  });

  it("S36: verify-session grants nothing for someone else's session or an unpaid one", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { sessionId } = await checkout(owner.access, 'pro');
    const unpaid = await request('POST', '/api/stripe/verify-session/', { token: owner.access, body: { session_id: sessionId } });
    expect(unpaid).toMatchObject({ status: 200, body: { status: 'open', is_subscribed: false } });
    expect((await request('POST', '/api/stripe/verify-session/', { token: other.access, body: { session_id: sessionId } })).status).toBe(
      404,
    );
    await pay(sessionId);
    expect((await request('POST', '/api/stripe/verify-session/', { token: other.access, body: { session_id: sessionId } })).status).toBe(
      404,
    );
    expect(await groupsOf(other.access)).toEqual([]);
    expect(
      (await request('POST', '/api/stripe/verify-session/', { token: owner.access, body: { session_id: 'cs_local_nope' } })).status,
    ).toBe(404);
    expect((await request('POST', '/api/stripe/verify-session/', { token: owner.access, body: {} })).status).toBe(400);
    expect((await request('GET', '/api/stripe/local-checkout/cs_local_nope/')).status).toBe(404);
  });

  it('a subscriber changes plan at once, with limits restarting now', async () => {
    const user = await newUser();
    await pay((await checkout(user.access, 'basic')).sessionId);
    const upgrade = await request('POST', '/api/stripe/create-checkout-session/', { token: user.access, body: { plan_type: 'pro' } });
    expect(upgrade.status).toBe(200);
    const back = new URL(upgrade.body.checkout_url);
    expect(back.pathname).toBe('/subscription-success');
    expect(await groupsOf(user.access)).toEqual(['pro']);
    const verified = await request('POST', '/api/stripe/verify-session/', {
      token: user.access,
      body: { session_id: back.searchParams.get('session_id') },
    });
    expect(verified.body).toMatchObject({ status: 'complete', plan: 'pro', is_subscribed: true });
    expect((await request('POST', '/api/stripe/create-checkout-session/', { token: user.access, body: { plan_type: 'pro' } })).status).toBe(
      400,
    );
    await request('POST', '/api/stripe/create-checkout-session/', { token: user.access, body: { plan_type: 'basic' } });
    expect(await groupsOf(user.access)).toEqual(['regular']);
  });
});

describe('POST /api/stripe/webhook/', () => {
  it('S34: no, forged or 6-minute-old signature, or a re-serialised body → 400 and no state change', async () => {
    const user = await newUser();
    const body = event('customer.subscription.created', subscription(user.userId, 'active'));
    const payload = JSON.stringify(body, null, 2);
    expect((await post(payload)).status).toBe(400);
    expect((await sendSigned(body, 'whsec_forged')).status).toBe(400);
    expect((await sendSigned(body, localStripeWebhookSecret, Math.floor(Date.now() / 1000) - 360)).status).toBe(400);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: localStripeWebhookSecret });
    expect((await post(JSON.stringify(body), header)).status).toBe(400);
    expect(await groupsOf(user.access)).toEqual([]);
    // The same event, correctly signed, is applied: the failures above left no trace.
    expect(await post(payload, header)).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(await groupsOf(user.access)).toEqual(['pro']);
  });

  it('S35: the same event twice is applied once', async () => {
    const user = await newUser();
    const body = event('customer.subscription.updated', subscription(user.userId, 'active', 'price_local_basic'));
    expect((await sendSigned(body)).body).toEqual({ received: true, duplicate: false });
    expect((await sendSigned(body)).body).toEqual({ received: true, duplicate: true });
    expect(await groupsOf(user.access)).toEqual(['regular']);
  });

  it('S35: subscription.updated older than subscription.deleted leaves the subscription deleted', async () => {
    const user = await newUser();
    const t = Math.floor(Date.now() / 1000);
    await sendSigned(event('customer.subscription.created', subscription(user.userId, 'active'), t - 20));
    expect(await groupsOf(user.access)).toEqual(['pro']);
    await sendSigned(event('customer.subscription.deleted', subscription(user.userId, 'canceled'), t - 5));
    expect(await groupsOf(user.access)).toEqual([]);
    expect((await sendSigned(event('customer.subscription.updated', subscription(user.userId, 'active'), t - 10))).status).toBe(200);
    expect(await groupsOf(user.access)).toEqual([]);
  });

  it('R08: the same event twice at once is applied exactly once', async () => {
    const user = await newUser();
    const body = event('customer.subscription.created', subscription(user.userId, 'active'));
    const answers = await Promise.all([sendSigned(body), sendSigned(body), sendSigned(body)]);
    const applied = answers.filter((a) => a.status === 200 && a.body.duplicate === false);
    expect(applied).toHaveLength(1);
    // The others are duplicates, or 409 while the first was still running (Stripe retries those).
    for (const other of answers.filter((a) => !applied.includes(a))) expect([200, 409]).toContain(other.status);
    expect((await sendSigned(body)).body.duplicate).toBe(true);
    expect(await groupsOf(user.access)).toEqual(['pro']);
  });

  it('R07: an event whose processing fails is applied exactly once when Stripe retries', async () => {
    const { processEvent } = await inProcess();
    const body = event('customer.subscription.created', subscription('nobody', 'active')) as unknown as Stripe.Event;
    let applied = 0;
    await expect(
      processEvent(body, async () => {
        throw new Error('table unavailable');
      }),
    ).rejects.toThrow('table unavailable');
    await expect(
      processEvent(body, async () => {
        applied += 1;
      }),
    ).resolves.toBe('applied');
    await expect(
      processEvent(body, async () => {
        applied += 1;
      }),
    ).resolves.toBe('duplicate');
    expect(applied).toBe(1);
  });

  it('checkout → plan → invoice.paid resets the monthly limits', async () => {
    const user = await newUser();
    await pay((await checkout(user.access, 'pro')).sessionId);
    // A month and more has passed since the plan started.
    const started = new Date(Date.now() - 40 * 86400_000);
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${user.userId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET plan_started_at = :s',
        ExpressionAttributeValues: { ':s': started.toISOString() },
      }),
    );
    const { chargeAi, getUser } = await inProcess();
    const record = (await getUser(user.userId))!;
    await chargeAi(record, { credits: 40, images: 3 });
    await chargeAi(record, { credits: 2, images: 0 });
    const status = await request('GET', '/api/ai/trial-status/', { token: user.access });
    expect(status.body).toMatchObject({ is_subscribed: true, credits_limit: 5000 });
    expect((await request('GET', '/api/ai/trial-status/', { token: user.access })).body).toMatchObject({
      credits_used: 42,
      images_used: 3,
    });

    const now = Math.floor(Date.now() / 1000);
    const subscriptionId = (await getUser(user.userId))!.stripe_subscription_id;
    const invoice = {
      id: 'in_test',
      object: 'invoice',
      customer: `cus_none_${user.userId}`,
      period_start: now - 1,
      period_end: now,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: { user_id: user.userId } },
      },
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: now, end: now + 30 * 86400 } }] },
    };
    const paidEvent = event('invoice.paid', invoice);
    expect((await sendSigned(paidEvent)).status).toBe(200);
    expect((await request('GET', '/api/ai/trial-status/', { token: user.access })).body).toMatchObject({
      credits_used: 0,
      images_used: 0,
      credits_limit: 5000,
    });
    expect((await sendSigned(paidEvent)).body.duplicate).toBe(true);
  });
});

describe('account deletion', () => {
  it("deletes the person's Stripe customer (which cancels the subscription), then the account goes", async () => {
    const user = await newUser();
    const subscriptionId = `sub_del_${user.userId}`;
    const customerId = `cus_test_${user.userId}`;
    const body = event('customer.subscription.created', { ...subscription(user.userId, 'active'), id: subscriptionId });
    await sendSigned(body);
    expect(await groupsOf(user.access)).toEqual(['pro']);
    const fake = await startFakeStripe();
    try {
      fake.subscriptions.set(subscriptionId, { ...subscriptionObject(subscriptionId, 'price_local_pro'), customer: customerId });
      fake.customers.set(customerId, { id: customerId, object: 'customer' });
      const { closePaymentsOnDeletion, StripePayments, getUser } = await inProcess();
      const stripePayments = new StripePayments(
        {
          mode: 'stripe',
          secretKey: 'sk_test_fake',
          prices: { basic: 'price_local_basic', pro: 'price_local_pro' },
          appUrl: runtimeState().url,
        },
        { host: '127.0.0.1', port: fake.port, protocol: 'http' },
      );
      const record = (await getUser(user.userId))!;
      await closePaymentsOnDeletion(record, stripePayments);
      await closePaymentsOnDeletion(record, stripePayments); // a rerun: Stripe no longer knows the customer, which counts as deleted
      expect(fake.customers.has(customerId)).toBe(false);
      expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
      expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/v1/customers/${customerId}`,
        `/v1/customers/${customerId}`,
      ]);
    } finally {
      await fake.close();
    }
    // The local runtime's deletion (local provider) completes.
    const deleted = await request('DELETE', '/api/auth/account/delete/', { token: user.access, body: { password: user.password } });
    expect(deleted.status).toBe(200);
  });

  it('S48: the subscription.deleted Stripe sends after the deletion is acknowledged and brings nothing back', async () => {
    const user = await newUser();
    const created = event('customer.subscription.created', subscription(user.userId, 'active'));
    expect((await sendSigned(created)).status).toBe(200);
    const deleted = await request('DELETE', '/api/auth/account/delete/', { token: user.access, body: { password: user.password } });
    expect(deleted.status).toBe(200);

    const late = await sendSigned(event('customer.subscription.deleted', subscription(user.userId, 'canceled')));
    expect(late.status).toBe(200);
    const lateUpdate = await sendSigned(event('customer.subscription.updated', subscription(user.userId, 'active')));
    expect(lateUpdate.status).toBe(200);
    const rows = await table().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${user.userId}` },
      }),
    );
    expect(rows.Items).toEqual([]);
    const link = await table().send(
      new GetCommand({ TableName: TABLE_NAME, Key: { PK: `STRIPE_CUSTOMER#cus_test_${user.userId}`, SK: 'USER' } }),
    );
    expect(link.Item).toBeUndefined();
  });

  it('S48: a checkout paid while the account went is acknowledged, writes nothing, and its Stripe customer is deleted', async () => {
    const user = await newUser();
    const deleted = await request('DELETE', '/api/auth/account/delete/', { token: user.access, body: { password: user.password } });
    expect(deleted.status).toBe(200);
    const customerId = `cus_late_${user.userId}`;
    const fake = await startFakeStripe();
    try {
      fake.customers.set(customerId, { id: customerId, object: 'customer' });
      const { processEvent, applyEvent, StripePayments } = await inProcess();
      const settings = {
        mode: 'stripe' as const,
        secretKey: 'sk_test_fake',
        prices: { basic: 'price_local_basic', pro: 'price_local_pro' },
        appUrl: runtimeState().url,
      };
      const stripePayments = new StripePayments(settings, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
      const completed = event('checkout.session.completed', {
        id: `cs_test_late_${user.userId}`,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: user.userId,
        customer: customerId,
        subscription: `sub_late_${user.userId}`,
        metadata: { user_id: user.userId, plan: 'pro' },
      }) as unknown as Stripe.Event;
      expect(
        await processEvent(
          completed,
          applyEvent(settings, async () => stripePayments),
        ),
      ).toBe('applied');
      expect(fake.customers.has(customerId)).toBe(false);
    } finally {
      await fake.close();
    }
    const rows = await table().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${user.userId}` },
      }),
    );
    expect(rows.Items).toEqual([]);
    const link = await table().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `STRIPE_CUSTOMER#${customerId}`, SK: 'USER' } }));
    expect(link.Item).toBeUndefined();
  });
});
