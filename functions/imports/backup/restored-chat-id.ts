// A restored chat's new id. Messages live in a partition keyed by the session id alone (functions/data/keys.ts), so a
// session restored into another account cannot keep its id; it gets one made from (restoring user, backup id): the
// same restore twice gives the same id, and it has the shape of a ULID (time, then 80 more bits) like every chat id.
import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID's time part holds 48 bits of milliseconds. */
const MAX_TIME = 2 ** 48 - 1;

export function restoredChatId(userId: string, backupSessionId: string, startTime: string): string {
  const ms = Date.parse(startTime);
  const time = encodeTime(Number.isFinite(ms) && ms >= 0 && ms <= MAX_TIME ? ms : 0, 10);
  const hash = createHash('sha256').update(`${userId}\n${backupSessionId}`).digest();
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[hash[i] & 31];
  return time + rest;
}
