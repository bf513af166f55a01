// Sign-up over HTTP: field errors in the shape of docs/PRODUCT.md "Error shapes", password rules (S01, S03), unique names and e-mails,
// and what is stored (S04: salted scrypt, no plaintext). Each sign-up comes from a loopback address of its own: they
// are throttled per address (security-v6-authentication-signup.test.ts).
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessages } from '../../shared/messages';
import { GOOD_PASSWORD, registerAccount, table, TABLE_NAME, uniqueName } from './support/accounts';
import { freshLoopbackAddress, mailsTo, request, TEST_SCRYPT_COST_LOG2 } from './support/runtime';

const register = (body: Record<string, unknown>) => request('POST', '/api/auth/register/', { body, from: freshLoopbackAddress() });
const newcomer = (password = GOOD_PASSWORD) => {
  const username = uniqueName('new');
  return { username, email: `${username}@example.com`, password, password2: password, first_name: 'Ada' };
};

describe('POST /api/auth/register/', () => {
  it('creates the account and answers 201 with its public fields only', async () => {
    const body = newcomer();
    const response = await register(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), username: body.username, email: body.email, first_name: 'Ada', last_name: '' });
  });

  it('names every missing field', async () => {
    const response = await register({});
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      username: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('refuses mismatched passwords with a password field error', async () => {
    const response = await register({ ...newcomer(), password2: 'something else entirely' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ password: [apiMessages.passwordsDontMatch] });
  });

  it.each([
    ['7 characters', 'qz7!kp2', 400],
    ['8 characters', 'qz7!kp2w', 201],
    ['64 characters', 'river stone '.repeat(5) + 'oak 1', 201],
    ['spaces and emoji', 'tea 🍵 at dawn, twice', 201],
  ])('S01: a password of %s answers %i', async (_label, password, status) => {
    const response = await register(newcomer(password as string));
    expect(response.status).toBe(status);
    if (status === 400) expect(response.body.password).toContain(apiMessages.passwordTooShort);
  });

  it('S03: refuses a very common password with a field error', async () => {
    const response = await register(newcomer('password1234'));
    expect(response.status).toBe(400);
    expect(response.body.password).toContain(apiMessages.passwordCommon);
  });

  it('keeps usernames and e-mails unique, ignoring case; a taken e-mail is answered as a new one and its owner told', async () => {
    const taken = await registerAccount();
    const sameName = await register({ ...newcomer(), username: taken.username.toUpperCase() });
    expect(sameName.body).toEqual({ username: [apiMessages.usernameTaken] });
    const other = newcomer();
    const sameEmail = await register({ ...other, email: taken.email.toUpperCase() });
    expect(sameEmail.status).toBe(201);
    expect(sameEmail.body).toEqual({
      id: expect.any(String),
      username: other.username,
      email: taken.email.toUpperCase(),
      first_name: 'Ada',
      last_name: '',
    });
    // No second account: the newcomer's name cannot sign in, and the owner hears of the attempt.
    expect((await request('POST', '/api/auth/token/', { body: { username: other.username, password: GOOD_PASSWORD } })).status).toBe(401);
    const notices = (await mailsTo(taken.email)).filter((mail) => /tried to register/.test(mail.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0].body.text).toContain('/login?view=forgot');
  });

  it('lets exactly one of two simultaneous sign-ups with the same username win', async () => {
    const username = uniqueName('race');
    const attempts = await Promise.all([1, 2].map((n) => register({ ...newcomer(), username, email: `${username}.${n}@example.com` })));
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 400]);
  });

  it('frees the username claim when the e-mail was taken, so the name stays available', async () => {
    const taken = await registerAccount();
    const username = uniqueName('retry');
    expect((await register({ ...newcomer(), username, email: taken.email })).status).toBe(201);
    expect((await register({ ...newcomer(), username })).status).toBe(201);
  });

  it('S04: stores salted scrypt hashes that differ for the same password, and no plaintext', async () => {
    const [first, second] = [await registerAccount(), await registerAccount()];
    const hashes = [];
    for (const account of [first, second]) {
      const claim = await table().send(
        new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USERNAME#${account.username.toLowerCase()}`, SK: 'CLAIM' } }),
      );
      const rows = await table().send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `USER#${claim.Item!.userId}` },
        }),
      );
      expect(JSON.stringify(rows.Items)).not.toContain(GOOD_PASSWORD);
      hashes.push(rows.Items!.find((row) => row.SK === 'PROFILE')!.password_hash as string);
    }
    // The suite's runtime hashes at TEST_SCRYPT_COST_LOG2; production's 2^17 is test/unit/password-cost.test.ts's to prove.
    expect(hashes[0]).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT_COST_LOG2}\\$8\\$1\\$`));
    expect(hashes[0]).not.toEqual(hashes[1]);
  });
});
