// Forgot and reset password over HTTP, through the SES emulator's mail store (S14–S19).
import { readFileSync } from 'node:fs';
import { apiMessages } from '../../shared/messages';
import { registerAccount, signIn } from './support/accounts';
import { mailsTo, request, runtimeState } from './support/runtime';

const forgot = (email: string, headers: Record<string, string> = {}) =>
  request('POST', '/api/auth/password/forgot/', { body: { email }, headers });
const reset = (path: string, password: string, password2 = password) =>
  request('POST', `/api/auth/password/reset/${path}/`, { body: { password, password2 } });

/** The reset mails among an address's mails (sign-up also mailed it a verification link). */
const resetMailsTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reset your'));

async function resetLinkFor(email: string): Promise<{ url: string; path: string }> {
  const mail = (await resetMailsTo(email)).at(-1);
  const url = /https?:\/\/\S+\/reset-password\/[^/\s]+\/[^/\s<"]+/.exec(mail?.body.text ?? '')?.[0];
  if (!url) throw new Error(`no reset link mailed to ${email}`);
  return { url, path: url.split('/reset-password/')[1] };
}

describe('forgot password', () => {
  it('S15: known and unknown e-mails get the same status and body; only the known one gets mail', async () => {
    const account = await registerAccount();
    const known = await forgot(account.email);
    const unknown = await forgot(`nobody.${account.username}@example.com`);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: apiMessages.resetEmailSent });
    expect(await resetMailsTo(account.email)).toHaveLength(1);
  });

  it('refuses a malformed e-mail with an email field error', async () => {
    const response = await forgot('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.email).toHaveLength(1);
  });

  it('S18: the link uses the configured app URL, whatever Host or X-Forwarded-Host say', async () => {
    const account = await registerAccount();
    await forgot(account.email, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    const { url } = await resetLinkFor(account.email);
    expect(url.startsWith(`${runtimeState().url}/reset-password/`)).toBe(true);
    expect(url).not.toContain('evil.example');
  });

  it('S19: 30 requests for one account send at most 3 mails an hour, with unchanged answers', async () => {
    const account = await registerAccount();
    const answers = await Promise.all(Array.from({ length: 30 }, () => forgot(account.email)));
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    expect(await resetMailsTo(account.email)).toHaveLength(3);
  });
});

describe('reset password', () => {
  it('sets the new password from the mailed link; the old one stops working', async () => {
    const account = await registerAccount();
    await forgot(account.email);
    const { path } = await resetLinkFor(account.email);
    const response = await reset(path, 'fresh spring morning 7');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: apiMessages.passwordReset });
    await expect(signIn(account.username, account.password)).rejects.toThrow();
    await expect(signIn(account.username, 'fresh spring morning 7')).resolves.toHaveProperty('access');
  });

  it('S13: a reset ends every session: the access and refresh tokens of each device are refused', async () => {
    const account = await registerAccount();
    const devices = [await signIn(account.username, account.password), await signIn(account.username, account.password)];
    await forgot(account.email);
    await reset((await resetLinkFor(account.email)).path, 'fresh spring morning 8');
    for (const tokens of devices) {
      expect((await request('GET', '/api/auth/me/', { token: tokens.access })).status).toBe(401);
      expect((await request('POST', '/api/auth/token/refresh/', { body: { refresh: tokens.refresh } })).status).toBe(401);
    }
  });

  it('S16: a link used twice, a swapped uid, and a link after a password change answer 400', async () => {
    const [alice, bob] = [await registerAccount(), await registerAccount()];
    await forgot(alice.email);
    await forgot(bob.email);
    const aliceLink = (await resetLinkFor(alice.email)).path;
    const bobLink = (await resetLinkFor(bob.email)).path;
    const [bobUid] = bobLink.split('/');
    const swapped = `${bobUid}/${aliceLink.split('/')[1]}`;
    expect((await reset(swapped, 'fresh spring morning 9')).status).toBe(400);
    expect((await reset(aliceLink, 'fresh spring morning 9')).status).toBe(200);
    const again = await reset(aliceLink, 'another spring morning 9');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: apiMessages.resetLinkInvalid });

    const tokens = await signIn(bob.username, bob.password);
    await request('POST', '/api/auth/password/change/', {
      token: tokens.access,
      body: { current_password: bob.password, new_password: 'changed by hand 10', confirm_password: 'changed by hand 10' },
    });
    expect((await reset(bobLink, 'fresh spring morning 10')).status).toBe(400);
  });

  it('S17: a link older than 24 hours answers 400', async () => {
    const account = await registerAccount();
    await forgot(account.email);
    const [uid, token] = (await resetLinkFor(account.email)).path.split('/');
    const [issued, signature] = token.split('-');
    const dayAgo = (parseInt(issued, 36) - 24 * 60 * 60 * 1000 - 1).toString(36);
    expect((await reset(`${uid}/${dayAgo}-${signature}`, 'fresh spring morning 11')).status).toBe(400);
  });

  it('applies the password rules to the new password', async () => {
    const account = await registerAccount();
    await forgot(account.email);
    const { path } = await resetLinkFor(account.email);
    const response = await reset(path, 'short');
    expect(response.status).toBe(400);
    expect(response.body.password).toContain(apiMessages.passwordTooShort);
    expect((await reset(path, 'fresh spring morning 12', 'fresh spring morning 13')).body).toEqual({
      password: [apiMessages.passwordsDontMatch],
    });
  });

  it('S14: no log line holds a password, a token or a reset link; the reset page sends no referrer', async () => {
    const account = await registerAccount();
    const tokens = await signIn(account.username, account.password);
    await forgot(account.email);
    const { path, url } = await resetLinkFor(account.email);
    await reset(path, 'fresh spring morning 14');
    const log = readFileSync(runtimeState().logFile, 'utf8');
    for (const secret of [account.password, 'fresh spring morning 14', tokens.access, tokens.refresh, path.split('/')[1]]) {
      expect(log).not.toContain(secret);
    }
    const page = await fetch(url);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
