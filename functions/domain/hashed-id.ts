// Ids an import makes rather than draws (issue 14): shaped like the app's ULIDs (functions/domain/entry-id.ts), the time
// part from an instant so they sort by it, the other 80 bits from a hash of what they name, so naming the same thing
// again gives the same id (an import run twice writes each entry, chat or report once).
import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID's time part holds 48 bits of milliseconds; an instant outside them (before 1970) takes 0. */
const MAX_TIME = 2 ** 48 - 1;

export function hashedId(ms: number, named: string): string {
  const time = encodeTime(Number.isFinite(ms) && ms >= 0 && ms <= MAX_TIME ? ms : 0, 10);
  const digest = createHash('sha256').update(named).digest();
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[digest[i] & 31];
  return time + rest;
}
