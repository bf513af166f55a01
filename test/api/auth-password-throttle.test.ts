// The password asked again of a signed-in person (change password, delete account) is throttled per account as
// sign-in is: a stolen access token cannot be used to guess the password. 5 wrong answers in 15 minutes refuse every
// try, right or wrong, with a 429 and Retry-After, and delete nothing; a right answer before that clears the count.
import { apiMessages } from '../../shared/messages';
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';

const change = (token: string, current: string) =>
  request('POST', '/api/auth/password/change/', {
    token,
    body: { current_password: current, new_password: 'a fine new phrase 7', confirm_password: 'a fine new phrase 7' },
  });
const remove = (token: string, password: string) => request('DELETE', '/api/auth/account/delete/', { token, body: { password } });

it('locks the password check after 5 wrong answers across change and delete, for this account only', async () => {
  const [mine, other] = [await signedInAccount(), await signedInAccount()];
  for (let i = 0; i < 3; i++) expect((await change(mine.access, 'not my password')).status).toBe(400);
  for (let i = 0; i < 2; i++)
    expect((await remove(mine.access, 'not my password')).body).toEqual({ password: [apiMessages.deletePasswordWrong] });

  const locked = await remove(mine.access, mine.password);
  expect(locked.status).toBe(429);
  expect(locked.body).toEqual({ detail: apiMessages.passwordLocked });
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  expect((await change(mine.access, mine.password)).status).toBe(429);
  expect((await request('GET', '/api/auth/me/', { token: mine.access })).status).toBe(200); // nothing was deleted

  expect((await change(other.access, 'not my password')).status).toBe(400); // another account is not locked
  expect((await change(other.access, other.password)).status).toBe(200);
});

it('a right answer before the limit clears the count', async () => {
  const account = await signedInAccount();
  for (let i = 0; i < 4; i++) expect((await change(account.access, 'not my password')).status).toBe(400);
  const changed = await change(account.access, account.password);
  expect(changed.status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await change(changed.body.access, 'not my password')).status).toBe(400);
  expect((await change(changed.body.access, 'a fine new phrase 7')).status).toBe(200);
});
