// Password rules and hashing (docs/SECURITY.md S01–S04 at the unit level; the API tests repeat them over HTTP).
// Hashes here use a cheap scrypt cost (the production cost takes ~0.5 s and 128 MiB each, which flakes under load);
// one test checks, with scrypt stubbed, that the production cost is what hashPassword uses by default.
import crypto from 'node:crypto';
import { apiMessages } from '../../shared/messages';
import { passwordProblems } from '../../functions/auth/password-rules';
import { hashPassword, PASSWORD_COST, verifyPassword, type ScryptCost } from '../../functions/auth/passwords';

const cheap: ScryptCost = { logN: 4, r: 8, p: 1 };

const user = { username: 'marigold', email: 'mari@example.com', first_name: 'Mari' };

describe('password rules', () => {
  it('refuses fewer than 8 characters and accepts 8, 64, spaces and emoji without composition rules', async () => {
    expect(await passwordProblems('qz7!kp2', user)).toContain(apiMessages.passwordTooShort);
    expect(await passwordProblems('qz7!kp2w', user)).toEqual([]);
    expect(await passwordProblems('a'.repeat(10) + 'horse battery staple ' + 'x'.repeat(33), user)).toEqual([]);
    expect(await passwordProblems('tea 🍵 at dawn', user)).toEqual([]);
  });

  it('counts characters, not bytes: 7 emoji are too short', async () => {
    expect(await passwordProblems('🍵🍵🍵🍵🍵🍵🍵', user)).toContain(apiMessages.passwordTooShort);
  });

  it('refuses common, all-digit and username-like passwords', async () => {
    expect(await passwordProblems('password1234', user)).toContain(apiMessages.passwordCommon);
    expect(await passwordProblems('83920174652', user)).toContain(apiMessages.passwordNumeric);
    expect(await passwordProblems('marigold1', user)).toContain(apiMessages.passwordTooSimilar);
  });
});

describe('password hashing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hashes with N = 2^17, r = 8, p = 1 by default and records them in the hash', async () => {
    expect(PASSWORD_COST).toEqual({ logN: 17, r: 8, p: 1 });
    const scrypt = jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      (args.at(-1) as (error: null, key: Buffer) => void)(null, Buffer.alloc(32, 7));
    }) as never);
    const hash = await hashPassword('same secret words');
    expect(scrypt).toHaveBeenCalledWith(
      'same secret words',
      expect.any(Buffer),
      32,
      expect.objectContaining({ N: 2 ** 17, r: 8, p: 1 }),
      expect.any(Function),
    );
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
  });

  it('salts scrypt hashes so equal passwords differ, and verifies only the exact password', async () => {
    const [first, second] = await Promise.all([hashPassword('same secret words', cheap), hashPassword('same secret words', cheap)]);
    expect(first).toMatch(/^scrypt\$4\$8\$1\$/);
    expect(first).not.toEqual(second);
    expect(first).not.toContain('same secret words');
    expect(await verifyPassword('same secret words', first)).toBe(true);
    expect(await verifyPassword('same secret word', first)).toBe(false);
  });

  it('never truncates: a long password and its first 72 bytes plus another tail differ', async () => {
    const long = 'p'.repeat(72) + 'tail-one';
    const hash = await hashPassword(long, cheap);
    expect(await verifyPassword('p'.repeat(72) + 'tail-two', hash)).toBe(false);
  });
});
