// A user's whole partition at once, for account deletion (functions/domain/delete-everything.ts, S48): every row in
// it but the profile, with what its rows point to outside it (a chat session's messages, the rows noted as the user's,
// owned-rows.ts). The domain decides when; this module knows which rows those are.
import { deleteKeys } from './batch';
import { deleteMessagesOf } from './chat-messages';
import { chatSessionIdOf } from './chat-sessions';
import { keys, type TableKey } from './keys';
import { ownedRowOf, type OwnedRowNote } from './owned-rows';
import { queryPages } from './pages';

type PartitionRow = TableKey & Partial<OwnedRowNote>;

/** Pages of the partition's rows (those whose sort key starts with `prefix`, if given): keys and owned-row notes. */
const partitionPages = (userId: string, prefix?: string) =>
  queryPages({
    KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ...(prefix ? { ':prefix': prefix } : {}) },
    ProjectionExpression: 'PK, SK, owned_PK, owned_SK',
    ConsistentRead: true,
  });

const keyOf = ({ PK, SK }: TableKey): TableKey => ({ PK, SK });

/**
 * Deletes every row of the user's partition but the profile, and each row outside it the partition notes as the
 * user's. Import jobs go first: a running import checks its job row before each batch, so its last batch starts now,
 * not after the rest of a large partition (docs/ACCOUNTS.md). Safe to run again; a rerun finds what is left.
 */
export async function sweepPartition(userId: string): Promise<void> {
  const profile = keys.user(userId);
  for await (const page of partitionPages(userId, keys.importJobPrefix)) await deleteKeys(((page.Items ?? []) as TableKey[]).map(keyOf));
  for await (const page of partitionPages(userId)) {
    const rows = (page.Items ?? []) as PartitionRow[];
    // What the rows point to goes first: they are what lets a rerun find it.
    const sessions = rows.flatMap((row) => chatSessionIdOf(row) ?? []);
    await Promise.all(sessions.map((sessionId) => deleteMessagesOf(sessionId)));
    await deleteKeys(rows.flatMap((row) => ownedRowOf(row) ?? []));
    await deleteKeys(rows.filter((row) => row.SK !== profile.SK).map(keyOf));
  }
}
