// Profile, password change and account deletion over HTTP (S23–S25 and the account rules of docs/PRODUCT.md).
import { apiMessages } from '../../shared/messages';
import { registerAccount, signedInAccount, signIn, uniqueName } from './support/accounts';
import { request } from './support/runtime';

const update = (token: string, body: unknown) => request('PUT', '/api/auth/profile/update/', { token, body });

describe('PUT /api/auth/profile/update/', () => {
  it('refuses a number DynamoDB cannot store with a 400 naming the field, not a 500 (found by R14 fuzzing)', async () => {
    const account = await signedInAccount();
    const response = await update(account.access, { weight_kg: 6.64779312648524e-217, height_cm: 1e-131 });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual(['height_cm', 'weight_kg']);
    expect((await update(account.access, { weight_kg: 1e-130 })).status).toBe(200);
  });

  it('stores the profile and answers it with derived units; nulls clear values', async () => {
    const account = await signedInAccount();
    const response = await update(account.access, {
      first_name: 'Rowan',
      last_name: 'Lee',
      height_cm: 180,
      weight_kg: 70,
      age: 34,
      gender: 'F',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(apiMessages.profileUpdated);
    const profile = (await request('GET', '/api/auth/me/', { token: account.access })).body.profile;
    const born = new Date().getUTCFullYear() - 34;
    expect(profile).toEqual({
      height_cm: 180,
      weight_kg: 70,
      age: 34,
      birth_year: born,
      gender: 'F',
      height_ft_in: { feet: 5, inches: 11 },
      weight_lbs: 154,
      time_zone: null,
      date_order: null,
      clock: null,
      nutrition_targets: {},
      drink_unit: null,
    });
    await update(account.access, { height_cm: null, weight_kg: null, age: null, gender: null });
    const cleared = (await request('GET', '/api/auth/me/', { token: account.access })).body.profile;
    expect(cleared).toEqual({
      height_cm: null,
      weight_kg: null,
      age: null,
      birth_year: null,
      gender: null,
      height_ft_in: null,
      weight_lbs: null,
      time_zone: null,
      date_order: null,
      clock: null,
      nutrition_targets: {},
      drink_unit: null,
    });
  });

  it('stores a birth year as one and answers the age it gives; refuses one giving an age outside 1–120', async () => {
    const account = await signedInAccount();
    const year = new Date().getUTCFullYear();
    expect((await update(account.access, { birth_year: 1990, age: 20 })).status).toBe(200);
    const profile = (await request('GET', '/api/auth/me/', { token: account.access })).body.profile;
    expect(profile).toMatchObject({ birth_year: 1990, age: year - 1990 });
    for (const birth_year of [year, year - 121, 2200]) {
      const response = await update(account.access, { birth_year });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual(['birth_year']);
    }
    expect((await update(account.access, { birth_year: year - 1 })).status).toBe(200);
    expect((await update(account.access, { birth_year: year - 120 })).status).toBe(200);
  });

  it('refuses an age outside 1–120 and an unknown gender with field errors', async () => {
    const account = await signedInAccount();
    const response = await update(account.access, { age: 0, gender: 'X' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(['age', 'gender']);
  });

  // Issue 21 (S43): a username or e-mail change needs the current password, and a new e-mail waits for its link
  // (security-v6-authentication-email-change.test.ts); a taken e-mail is answered as a free one there.
  it('keeps usernames unique when they change, and frees the old ones', async () => {
    const [alice, bob] = [await signedInAccount(), await registerAccount()];
    const withPassword = { current_password: alice.password };
    expect((await update(alice.access, { username: bob.username, ...withPassword })).body).toEqual({
      username: [apiMessages.usernameTaken],
    });
    const renamed = `${alice.username}_x`;
    expect((await update(alice.access, { username: renamed, ...withPassword })).status).toBe(200);
    await expect(signIn(renamed, alice.password)).resolves.toHaveProperty('access');
    await expect(registerAccount({ username: alice.username, email: `${uniqueName()}@example.com` })).resolves.toBeDefined();
  });

  it('S23: staff flags, groups, credits and __proto__ in the body give no privilege', async () => {
    const account = await signedInAccount();
    const response = await request('PUT', '/api/auth/profile/update/', {
      token: account.access,
      rawBody:
        '{"first_name":"Eve","is_staff":true,"groups":["pro"],"credits":99999,"__proto__":{"is_staff":true},"constructor":{"prototype":{"is_staff":true}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    const user = (await request('GET', '/api/auth/me/', { token: account.access })).body;
    expect(user).toMatchObject({ first_name: 'Eve', is_staff: false, groups: [] });
  });

  it('S25: wrong types, megabyte strings and text/plain bodies answer 400 or 415, never 500', async () => {
    const account = await signedInAccount();
    const cases = [
      { body: { age: 'old', height_cm: [1], first_name: 42 } },
      { body: { first_name: 'x'.repeat(1024 * 1024) } },
      { rawBody: 'first_name=Eve', headers: { 'content-type': 'text/plain' } },
      { rawBody: '{"first_name":', headers: { 'content-type': 'application/json' } },
      { rawBody: '"just a string"', headers: { 'content-type': 'application/json' } },
    ];
    for (const options of cases) {
      const response = await request('PUT', '/api/auth/profile/update/', { token: account.access, ...options });
      expect([400, 415]).toContain(response.status);
      expect(typeof response.body).toBe('object');
    }
  });

  it('S24: no answer carries a password hash or secret', async () => {
    const account = await signedInAccount();
    const response = await update(account.access, { first_name: 'Sam' });
    expect(JSON.stringify(response.body)).not.toMatch(
      /scrypt|"(password_hash|tokens_valid_after|revoked_families|PK|SK|GSI1PK|GSI1SK|entity)"/,
    );
  });
});

describe('POST /api/auth/password/change/', () => {
  it('answers field errors for a wrong current password, a mismatch and a weak new password', async () => {
    const account = await signedInAccount();
    const change = (body: object) => request('POST', '/api/auth/password/change/', { token: account.access, body });
    expect(
      (await change({ current_password: 'wrong one!', new_password: 'a fine new phrase', confirm_password: 'a fine new phrase' })).body,
    ).toEqual({ current_password: [apiMessages.currentPasswordWrong] });
    expect(
      (await change({ current_password: account.password, new_password: 'a fine new phrase', confirm_password: 'another phrase' })).body,
    ).toEqual({ new_password: [apiMessages.newPasswordsDontMatch] });
    expect(
      (await change({ current_password: account.password, new_password: 'short', confirm_password: 'short' })).body.new_password,
    ).toContain(apiMessages.passwordTooShort);
  });
});

describe('DELETE /api/auth/account/delete/', () => {
  it('removes the account: the login fails and the username and e-mail are free again', async () => {
    const account = await signedInAccount();
    const response = await request('DELETE', '/api/auth/account/delete/', { token: account.access, body: { password: account.password } });
    expect(response.status).toBe(200);
    await expect(signIn(account.username, account.password)).rejects.toThrow(/401/);
    await expect(registerAccount({ username: account.username, email: account.email })).resolves.toBeDefined();
  });
});
