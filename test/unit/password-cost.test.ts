// The scrypt cost of new password hashes: production's N = 2^17, r = 8, p = 1 unless TEST_SCRYPT_COST_LOG2 is set,
// which only the api tests' runtime sets (to sign people up in milliseconds: docs/LOCAL.md "Tests and other tools") and which the cloud's
// Lambda bundle refuses at cold start (docs/CONFIG.md). node:crypto's scrypt is watched, not run at full cost, so
// this proves the parameters without spending ~0.35 s a hash.
import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from '../../functions/auth/passwords';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

const scrypt = jest.spyOn(crypto, 'scrypt');
afterEach(() => {
  restoreEnv();
  scrypt.mockClear();
  delete globalThis.LOCAL_ADAPTERS;
});

/** The options of every scrypt call, without maxmem. */
const costs = () => scrypt.mock.calls.map((call) => ({ ...(call[3] as crypto.ScryptOptions), maxmem: undefined }));

describe('password hashing cost', () => {
  it('uses N = 2^17, r = 8, p = 1 when TEST_SCRYPT_COST_LOG2 is unset, and says so in the hash', async () => {
    setEnv({ TEST_SCRYPT_COST_LOG2: undefined });
    // The real scrypt at full cost is passwords.test.ts's; here its parameters are caught and a fake key answered.
    scrypt.mockImplementationOnce(((...args: unknown[]) => (args.at(-1) as (e: null, k: Buffer) => void)(null, Buffer.alloc(32))) as never);
    const hash = await hashPassword('quiet meadow lantern 42');
    expect(costs()).toEqual([{ N: 2 ** 17, r: 8, p: 1, maxmem: undefined }]);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
  });

  it('uses the lower cost the test runtime asks for, and verifies with the cost the hash names', async () => {
    setEnv({ TEST_SCRYPT_COST_LOG2: '10' });
    const hash = await hashPassword('quiet meadow lantern 42');
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    setEnv({ TEST_SCRYPT_COST_LOG2: undefined });
    expect(await verifyPassword('quiet meadow lantern 42', hash)).toBe(true);
    expect(await verifyPassword('quiet meadow lantern 43', hash)).toBe(false);
    expect(costs().map((options) => options.N)).toEqual([2 ** 10, 2 ** 10, 2 ** 10]);
  });

  it('refuses a cost outside 10..17', async () => {
    for (const value of ['9', '18', 'cheap']) {
      setEnv({ TEST_SCRYPT_COST_LOG2: value });
      await expect(hashPassword('quiet meadow lantern 42')).rejects.toThrow(/Invalid configuration: TEST_SCRYPT_COST_LOG2/);
    }
  });

  it("is refused, hashing nothing, in the cloud's Lambda bundle (LOCAL_ADAPTERS false), at cold start and at a hash", async () => {
    globalThis.LOCAL_ADAPTERS = false;
    setEnv({ ...validEnv, TEST_SCRYPT_COST_LOG2: '10' });
    await jest.isolateModulesAsync(async () => {
      const { config } = await import('../../functions/platform/config');
      const passwords = await import('../../functions/auth/passwords');
      const refused = /Invalid configuration: TEST_SCRYPT_COST_LOG2 must be unset in the cloud's Lambda bundle/;
      expect(() => config()).toThrow(refused);
      await expect(passwords.hashPassword('quiet meadow lantern 42')).rejects.toThrow(refused);
    });
    expect(scrypt).not.toHaveBeenCalled();
  });
});
