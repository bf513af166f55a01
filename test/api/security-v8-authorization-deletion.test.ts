// S48 (ASVS V8 authorization, V14 data protection): account deletion leaves nothing of the person, in the table or
// either bucket, although writes race it (entries, photos, import uploads from several loops) and although Stripe
// sends its events for them afterwards. The scan reads every row and object: keys and attributes, inside the person's
// partition and out of it (checkout, billing, customer rows).
import { decodeJwt, signedInAccount } from './support/accounts';
import { objectsNaming, rowsNaming } from './support/leftovers';
import { entryBody } from './support/entries';
import { postForm, jpegWithLocation } from './support/photos';
import { request } from './support/runtime';
import { sendStripeEvent, stripeSubscription } from './support/stripe-webhook';

const form = { rawBody: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

async function writeSleep(token: string): Promise<number> {
  const input = await request('POST', '/api/user-inputs/', { token, body: { raw_text: 'Slept', timezone: 'UTC' } });
  if (input.status !== 201) return input.status;
  const entry = await request('POST', '/api/sleep/', { token, body: entryBody('sleep', { user_input_log: input.body.id }) });
  return entry.status;
}

async function savePhoto(token: string, n: number): Promise<number> {
  const items = JSON.stringify([{ category: 'food_drinks', details: `Soup ${n}`, calculated_time: '2026-11-21T12:30:00', notes: '' }]);
  const photo = { bytes: jpegWithLocation(), name: `soup-${n}.jpg`, type: 'image/jpeg' };
  return (await postForm('/api/structured-data/save-with-image/', token, { raw_text: `soup ${n}`, items, timezone: 'UTC' }, photo)).status;
}

async function uploadForImport(token: string, n: number): Promise<number> {
  const csv = Buffer.from(`date,weight_kg\n2026-11-0${(n % 9) + 1},70\n`);
  const created = await request('POST', '/api/imports/', {
    token,
    body: { kind: 'csv', file_name: `w${n}.csv`, size: csv.length, timezone: 'UTC' },
  });
  if (created.status !== 201) return created.status;
  await fetch(created.body.upload.url, { method: 'PUT', headers: created.body.upload.headers, body: new Uint8Array(csv) });
  return 201;
}

/** Writes until the API refuses the token (401), counting what it took; other refusals (429) keep it going. */
async function keepWriting(write: (n: number) => Promise<number>, started: () => void): Promise<number> {
  let saved = 0;
  const until = Date.now() + 90_000;
  for (let n = 0; Date.now() < until; n++) {
    const status = await write(n);
    if (status === 401) return saved;
    if (status === 201) saved += 1;
    if (saved === 1) started();
  }
  throw new Error('the writes were never refused');
}

describe('S48: account deletion leaves nothing of the person', () => {
  it('S48: writes racing the deletion, and a webhook after it, leave no row and no object naming the person', async () => {
    const account = await signedInAccount();
    const userId = decodeJwt(account.access).sub as string;
    const token = account.access;

    // Rows kept outside the partition: a paid local checkout (subscription), an open one, a billing page session.
    const paid = await request('POST', '/api/stripe/create-checkout-session/', { token, body: { plan_type: 'basic' } });
    const paidId = new URL(paid.body.checkout_url).pathname.split('/').at(-2)!;
    expect((await request('POST', `/api/stripe/local-checkout/${paidId}/pay/`, form)).status).toBe(303);
    const open = await request('POST', '/api/stripe/create-checkout-session/', { token, body: { plan_type: 'pro' } });
    expect(open.status).toBe(200);
    const billing = await request('POST', '/api/stripe/billing-portal/', { token });
    expect(billing.status).toBe(200);
    const billingId = new URL(billing.body.url).pathname.split('/').at(-2)!;
    expect((await sendStripeEvent('customer.subscription.updated', stripeSubscription(userId, 'active'))).status).toBe(200);

    // Loops writing entries, photos and import uploads; the deletion starts once each has saved something.
    const writers = [
      ...Array.from({ length: 6 }, () => writeSleep.bind(null, token)),
      ...Array.from({ length: 2 }, () => (n: number) => savePhoto(token, n)),
      (n: number) => uploadForImport(token, n),
    ];
    let running = 0;
    let allStarted!: () => void;
    const started = new Promise<void>((resolve) => (allStarted = resolve));
    const loops = writers.map((write) =>
      keepWriting(write, () => {
        running += 1;
        if (running === writers.length) allStarted();
      }),
    );
    await started;
    const deleted = await request('DELETE', '/api/auth/account/delete/', { token, body: { password: account.password } });
    expect(deleted.status).toBe(200);
    const written = await Promise.all(loops);
    expect(written.every((count) => count > 0)).toBe(true);

    // What Stripe sends after the deletion: the subscription ended, and a late update.
    expect((await sendStripeEvent('customer.subscription.deleted', stripeSubscription(userId, 'canceled'))).status).toBe(200);
    expect((await sendStripeEvent('customer.subscription.updated', stripeSubscription(userId, 'active'))).status).toBe(200);

    const needles = [
      userId,
      `cus_test_${userId}`,
      paidId,
      billingId,
      account.email.toLowerCase(),
      `USERNAME#${account.username.toLowerCase()}`,
    ];
    expect(await rowsNaming(needles)).toEqual([]);
    expect(await objectsNaming(userId)).toEqual([]);
    expect((await request('GET', '/api/auth/me/', { token })).status).toBe(401);
  }, 180_000);
});
