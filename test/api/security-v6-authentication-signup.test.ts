// S47 (ASVS 5.0 V2.4.1 anti-automation, V6.3.x, V6.4.x): sign-ups are throttled per client address, and the trial's
// AI credits and images wait for a verified e-mail address, verified through the mail the SES emulator keeps (no back
// door). The sign-ups here come from loopback addresses of their own (test/api/support/runtime.ts).
import { createHmac } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessages } from '../../shared/messages';
import {
  decodeJwt,
  GOOD_PASSWORD,
  registerAccount,
  signedInAccount,
  signIn,
  signingSecret,
  table,
  TABLE_NAME,
  uniqueName,
  verificationTokenFor,
} from './support/accounts';
import { chatBody } from './support/chat';
import { createEntry } from './support/entries';
import { jpegWithLocation, postForm } from './support/photos';
import { freshLoopbackAddress, mailsTo, request } from './support/runtime';

const ZONE = 'America/New_York';
const signUp = (from: string, headers: Record<string, string> = {}) => {
  const username = uniqueName('s47');
  const body = { username, email: `${username}@example.com`, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, first_name: 'Ada' };
  return request('POST', '/api/auth/register/', { body, from, headers });
};
const verify = (token: string) => request('POST', '/api/auth/verify-email/', { body: { token } });
const processInput = (token: string) =>
  request('POST', '/api/ai/process-input/', { token, body: { text: 'two eggs and coffee at 8', timezone: ZONE } });
const chat = (token: string) => request('POST', '/api/ai/chat/', { token, body: chatBody('How did I sleep?') });
const me = async (token: string) => (await request('GET', '/api/auth/me/', { token })).body;

describe('S47: sign-ups from one address', () => {
  it('S47: 50 sign-ups at once from one address: 10 are served, the rest answer 429 with Retry-After and a clear message', async () => {
    const address = freshLoopbackAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => signUp(address)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.body).toEqual({ detail: apiMessages.registrationThrottled });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
    // Another address is not affected.
    expect((await signUp(freshLoopbackAddress())).status).toBe(201);
  }, 120_000);

  it('S47: a forged X-Forwarded-For does not make an address look new', async () => {
    const address = freshLoopbackAddress();
    for (let i = 0; i < 10; i += 1) expect((await signUp(address, { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(201);
    expect((await signUp(address, { 'x-forwarded-for': '198.51.100.77' })).status).toBe(429);
  }, 120_000);
});

describe('S47: the AI waits for a verified e-mail address', () => {
  it('S47: right after sign-up the account works but every AI call (text, chat, photo, report) answers 403 with a way to resend; the mailed link opens it', async () => {
    const account = await signedInAccount({}, { verify: false });
    expect(await me(account.access)).toMatchObject({ email_verified: false });
    // The account itself works: entries are written by hand.
    expect(await createEntry(account.access, 'food-drinks')).toHaveProperty('id');
    const items = JSON.stringify([{ category: 'food_drinks', details: 'Soup', calculated_time: '2026-11-21T12:30:00', notes: '' }]);
    const photo = { bytes: jpegWithLocation(), name: 'soup.jpg', type: 'image/jpeg' };
    const photoSave = await postForm(
      '/api/structured-data/save-with-image/',
      account.access,
      { raw_text: 'soup', items, timezone: 'UTC' },
      photo,
    );
    const report = await request('POST', '/api/insights/reports/', { token: account.access, body: { timezone: 'UTC' } });
    for (const refused of [await processInput(account.access), await chat(account.access), photoSave, report]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        detail: apiMessages.emailUnverified,
        code: 'emailUnverified',
        resend: '/api/auth/verify-email/resend/',
      });
    }
    const trial = (await request('GET', '/api/ai/trial-status/', { token: account.access })).body;
    expect([trial.credits_used, trial.images_used]).toEqual([0, 0]);

    const [mail] = (await mailsTo(account.email)).filter((m) => /verify-email/.test(m.body.text ?? ''));
    expect(mail.body.text).toMatch(/\/verify-email\/[A-Za-z0-9_-]+\s/);
    const opened = await verify(await verificationTokenFor(account.email));
    expect(opened).toMatchObject({ status: 200, body: { message: apiMessages.emailVerified } });
    expect(await me(account.access)).toMatchObject({ email_verified: true });
    expect((await processInput(account.access)).status).toBe(200);
  });

  it("S47: a link works once; a forged, tampered, expired or another account's link answers 400 with a clear message", async () => {
    const [alice, bob] = await Promise.all([registerAccount({}, { verify: false }), registerAccount({}, { verify: false })]);
    const [aliceToken, bobToken] = await Promise.all([verificationTokenFor(alice.email), verificationTokenFor(bob.email)]);
    const [aliceId, bobId] = [aliceToken.slice(0, 26), bobToken.slice(0, 26)];
    const invalid = { status: 400, body: { error: apiMessages.verifyLinkInvalid } };

    expect(await verify('not-a-token')).toMatchObject(invalid);
    expect(await verify(`${bobId}${aliceToken.slice(26)}`)).toMatchObject(invalid);
    expect(await verify(aliceToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toMatchObject(invalid);

    // A link this server signed 7 days and a millisecond ago (made here with the local signing secret).
    const issued = Date.now() - 7 * 24 * 60 * 60 * 1000 - 1;
    const key = createHmac('sha256', signingSecret()).update('email-verification').digest();
    const old = createHmac('sha256', key).update(`${aliceId}\n${alice.email.toLowerCase()}\n${issued}`).digest('base64url');
    expect(await verify(`${aliceId}-${issued.toString(36)}-${old}`)).toMatchObject({
      status: 400,
      body: { error: apiMessages.verifyLinkExpired },
    });

    expect((await verify(aliceToken)).status).toBe(200);
    expect(await verify(aliceToken)).toMatchObject({ status: 400, body: { error: apiMessages.verifyLinkUsed } });
    // Bob is untouched by all of it.
    const { access } = await signIn(bob.username, bob.password);
    expect(await me(access)).toMatchObject({ email_verified: false });
  });

  it('S47: resend mails a new link, at most 3 an hour; a verified account is told so', async () => {
    const account = await signedInAccount({}, { verify: false });
    const resend = () => request('POST', '/api/auth/verify-email/resend/', { token: account.access });
    const answers = await Promise.all(Array.from({ length: 5 }, resend));
    expect(answers.filter((a) => a.status === 200).map((a) => a.body)).toEqual(Array(3).fill({ message: apiMessages.verificationSent }));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0].body).toEqual({ detail: apiMessages.verificationThrottled });
    expect(refused[0].headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await mailsTo(account.email)).filter((m) => /verify-email/.test(m.body.text ?? ''))).toHaveLength(4);

    // Any of the mailed links opens it (the newest here); afterwards resend says it is done.
    expect((await verify(await verificationTokenFor(account.email))).status).toBe(200);
    expect(await resend()).toMatchObject({ status: 200, body: { message: apiMessages.alreadyVerified } });
    expect((await request('POST', '/api/auth/verify-email/resend/')).status).toBe(401);
  });

  it('S47: an account from before verification (no attribute) counts as verified', async () => {
    const account = await signedInAccount({}, { verify: false });
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${decodeJwt(account.access).sub}`, SK: 'PROFILE' },
        UpdateExpression: 'REMOVE email_verified',
      }),
    );
    expect(await me(account.access)).toMatchObject({ email_verified: true });
    expect((await processInput(account.access)).status).toBe(200);
  });
});
