// ASVS V6.3/V6.4 (S43): a bearer token alone cannot take an account over. A username or e-mail change needs the
// current password; a new e-mail switches only once the link mailed to it is followed (until then the old address
// keeps getting the account's mail, password resets included), and the old address is told both when the change is
// asked for and when it is made. Mails are read from the SES emulator, as a person reads them.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessages } from '../../shared/messages';
import { decodeJwt, registerAccount, signedInAccount, signIn, table, TABLE_NAME, uniqueName } from './support/accounts';
import { mailsTo, request } from './support/runtime';

const update = (token: string, body: unknown) => request('PUT', '/api/auth/profile/update/', { token, body });
const me = async (token: string) => (await request('GET', '/api/auth/me/', { token })).body;
const confirm = (token: string) => request('POST', '/api/auth/confirm-email/', { body: { token } });
const forgot = (email: string) => request('POST', '/api/auth/password/forgot/', { body: { email } });
const newAddress = () => `${uniqueName('moved')}@example.org`;

/** The tokens of the confirmation links mailed to the address, oldest first. */
async function confirmTokens(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((mail) => [...(/\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? '') ?? [])].slice(1));
}

describe('S43: changing the username or e-mail', () => {
  it('S43: is refused without the current password, and with a wrong one; nothing changes and nothing is mailed', async () => {
    const account = await signedInAccount();
    const attacker = newAddress();
    for (const body of [{ email: attacker }, { username: `${account.username}_x` }, { email: attacker, current_password: '' }]) {
      expect(await update(account.access, body)).toMatchObject({
        status: 400,
        body: { current_password: [apiMessages.currentPasswordRequired] },
      });
    }
    const wrong = await update(account.access, { email: attacker, username: `${account.username}_x`, current_password: 'not my password' });
    expect(wrong).toMatchObject({ status: 400, body: { current_password: [apiMessages.currentPasswordWrong] } });
    expect(await me(account.access)).toMatchObject({ username: account.username, email: account.email, pending_email: null });
    expect(await mailsTo(attacker)).toEqual([]);
    // The attack: forgot-password to the attacker's address mails nothing.
    expect((await forgot(attacker)).status).toBe(200);
    expect(await mailsTo(attacker)).toEqual([]);
    // Other fields still save without it, and the same username and e-mail in another case are no change.
    const same = await update(account.access, { first_name: 'Kim', username: account.username.toUpperCase(), email: account.email });
    expect(same.status).toBe(200);
  });

  it('S43: a username change with the right password works and frees the old name', async () => {
    const account = await signedInAccount();
    const renamed = `${account.username}_r`;
    const response = await update(account.access, { username: renamed, current_password: account.password });
    expect(response.status).toBe(200);
    expect(response.body.user.username).toBe(renamed);
    await expect(signIn(renamed, account.password)).resolves.toHaveProperty('access');
    await expect(registerAccount({ username: account.username, email: newAddress() })).resolves.toBeDefined();
  });

  it('S43: a new e-mail switches only after its link is followed; the old address is told both times', async () => {
    const account = await signedInAccount();
    const moved = newAddress();
    const response = await update(account.access, { email: moved, current_password: account.password });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(apiMessages.profileUpdated);
    expect(response.body.user).toMatchObject({ email: account.email, pending_email: moved });

    const toOld = await mailsTo(account.email);
    expect(toOld.at(-1)!.subject).toMatch(/about to change/);
    expect(toOld.at(-1)!.body.text).toContain(`${moved[0]}***@example.org`);
    expect(toOld.at(-1)!.body.text).not.toContain(moved);
    const [token] = await confirmTokens(moved);
    expect(token).toMatch(/^[0-9A-Z]{26}-[A-Za-z0-9_-]{43}$/);

    // Until then the old address is the account's: a reset goes there, not to the new one.
    expect((await forgot(moved)).status).toBe(200);
    expect((await mailsTo(moved)).map((mail) => mail.subject)).toHaveLength(1);
    const before = (await mailsTo(account.email)).length;
    expect((await forgot(account.email)).status).toBe(200);
    expect((await mailsTo(account.email)).length).toBe(before + 1);

    const confirmed = await confirm(token);
    expect(confirmed).toMatchObject({ status: 200, body: { message: apiMessages.emailChanged } });
    expect(await me(account.access)).toMatchObject({ email: moved, pending_email: null, email_verified: true });
    expect((await mailsTo(account.email)).at(-1)!.subject).toMatch(/was changed/);
    expect(await confirm(token)).toMatchObject({ status: 400, body: { error: apiMessages.emailChangeLinkInvalid } }); // single use

    expect((await forgot(moved)).status).toBe(200);
    expect((await mailsTo(moved)).at(-1)!.subject).toMatch(/Reset/);
    await expect(registerAccount({ email: account.email })).resolves.toBeDefined(); // the old address is free
  });

  it('S43: two accounts racing for one address: the first to follow its link gets it, the other a clear 400', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const contested = newAddress();
    expect((await update(alice.access, { email: contested, current_password: alice.password })).status).toBe(200);
    expect((await update(bob.access, { email: contested, current_password: bob.password })).status).toBe(200);
    const tokens = await confirmTokens(contested);
    expect(tokens).toHaveLength(2);
    const bobs = tokens.find((token) => token.startsWith(String(decodeJwt(bob.access).sub)))!;
    const alices = tokens.find((token) => token !== bobs)!;
    const [first, second] = await Promise.all([confirm(bobs), confirm(alices)]);
    const answers = [first, second].map((answer) => answer.status).sort();
    expect(answers).toEqual([200, 400]);
    const loser = [first, second].find((answer) => answer.status === 400)!;
    expect(loser.body).toEqual({ error: apiMessages.emailChangeTaken });
    const emails = [(await me(alice.access)).email, (await me(bob.access)).email];
    expect(emails.filter((email) => email === contested)).toHaveLength(1);
  });

  it('S43: an address that has an account gets the same answer, and a note instead of a link', async () => {
    const [alice, bob] = [await signedInAccount(), await registerAccount()];
    const free = await update(alice.access, { email: newAddress(), current_password: alice.password });
    const taken = await update(alice.access, { email: bob.email.toUpperCase(), current_password: alice.password });
    expect(taken.status).toBe(free.status);
    expect(taken.body.message).toBe(free.body.message);
    expect(taken.body.user.pending_email).toBe(bob.email.toUpperCase());
    const note = (await mailsTo(bob.email)).at(-1)!;
    expect(note.subject).toMatch(/already|move/i);
    expect(note.body.text).not.toMatch(/confirm-email/);
    expect((await me(alice.access)).email).toBe(alice.email);
  });

  it('S43: a link dies when a newer change is asked for, and after 24 hours', async () => {
    const account = await signedInAccount();
    const [first, second] = [newAddress(), newAddress()];
    await update(account.access, { email: first, current_password: account.password });
    await update(account.access, { email: second, current_password: account.password });
    expect(await confirm((await confirmTokens(first))[0])).toMatchObject({
      status: 400,
      body: { error: apiMessages.emailChangeLinkInvalid },
    });
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${decodeJwt(account.access).sub}`, SK: 'PROFILE' },
        UpdateExpression: 'SET email_change.expires_at_ms = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    expect(await confirm((await confirmTokens(second))[0])).toMatchObject({
      status: 400,
      body: { error: apiMessages.emailChangeLinkInvalid },
    });
    expect((await me(account.access)).email).toBe(account.email);
    for (const token of ['', 'x'.repeat(201)]) expect((await confirm(token)).status).toBe(400);
    expect((await confirm(`${decodeJwt(account.access).sub}-${'A'.repeat(43)}`)).status).toBe(400);
  });

  it('S43: at most 3 e-mail changes an hour', async () => {
    const account = await signedInAccount();
    for (let i = 0; i < 3; i++)
      expect((await update(account.access, { email: newAddress(), current_password: account.password })).status).toBe(200);
    const fourth = await update(account.access, { email: newAddress(), current_password: account.password });
    expect(fourth).toMatchObject({ status: 429, body: { detail: apiMessages.emailChangeThrottled } });
  });
});
