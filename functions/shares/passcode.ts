// A share link's passcode (docs/SHARING.md "Security"): six random digits the person reads to the clinician, shown once
// and stored only as a salted scrypt hash (`scrypt$logN$r$p$salt$hash`). Ten wrong tries lock the link, so the
// passcode need not resist more; the hash keeps it from a reader of the table or a backup.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { testScryptCostLog2 } from '../platform/config';

const KEY_LENGTH = 32;
/** 2^15: 32 MiB and some tens of milliseconds, once per manifest request (the api tests' runtime lowers it). */
const COST = { logN: 15, r: 8, p: 1 };

export const PASSCODE_DIGITS = 6;

/** Six digits, each from the system's CSPRNG. */
export const newPasscode = (): string => Array.from({ length: PASSCODE_DIGITS }, () => randomInt(10)).join('');

function derive(passcode: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passcode.normalize('NFKC'), salt, KEY_LENGTH, { N: 2 ** logN, r, p, maxmem: 128 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPasscode(passcode: string, logN = testScryptCostLog2() ?? COST.logN): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(passcode, salt, logN, COST.r, COST.p);
  return ['scrypt', logN, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Spaces a person may have typed between the digits are not part of it. */
export async function passcodeMatches(given: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(given.replace(/\s+/g, ''), Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
