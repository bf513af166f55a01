// Password hashing: salted scrypt, self-describing, never truncated (docs/ACCOUNTS.md "Passwords").
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { testScryptCostLog2 } from '../platform/config';

const KEY_LENGTH = 32;

/** scrypt's cost: N = 2^logN, block size r, parallelism p. */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** What every hash is made with; unit tests pass a cheap cost so they do not spend 128 MiB and ~0.5 s per hash. */
export const PASSWORD_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

/** Production's cost, but for the api tests' runtime, which lowers N (TEST_SCRYPT_COST_LOG2, refused by the cloud bundle). */
function configuredCost(): ScryptCost {
  return { ...PASSWORD_COST, logN: testScryptCostLog2() ?? PASSWORD_COST.logN };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`: parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, { logN, r, p }: ScryptCost = configuredCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** logN, r, p });
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: 2 ** Number(logN), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/** Unknown users still cost one hash, so timing does not tell which usernames exist. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
