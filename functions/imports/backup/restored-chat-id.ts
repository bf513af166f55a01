// A restored chat's new id. Messages live in a partition keyed by the session id alone (functions/data/keys.ts), so a
// session restored into another account cannot keep its id; it gets one made from (restoring user, backup id): the
// same restore twice gives the same id, and it has the shape of a ULID (time, then 80 more bits) like every chat id.
import { hashedId } from '../../domain/hashed-id';

export const restoredChatId = (userId: string, backupSessionId: string, startTime: string): string =>
  hashedId(Date.parse(startTime), `${userId}\n${backupSessionId}`);
