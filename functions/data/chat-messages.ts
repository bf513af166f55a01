// A chat session's messages (the entity `chat-message`): a partition per session, in order. The session itself, in the
// user's partition, is chat-sessions.ts.
import { deleteKeys, putItems } from './batch';
import { defineEntity } from './entity';
import { keys, type TableKey } from './keys';
import { queryAll, queryPages, queryUpTo } from './pages';

export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
  /** An answer's cites (shared/schemas/ai.ts ChatCite). */
  cites?: { collection: string; id?: string; date: string }[];
}

export const chatMessageEntity = defineEntity<StoredMessage>()({ name: 'chat-message', version: 1, expires: 'never' });

/** The sequence sorts by time, then by position within one append. */
const sequenceOf = (nowMs: number, position: number) => `${String(nowMs).padStart(15, '0')}#${position}`;

/** The keys an append at `nowMs` writes (so a failed exchange can take them back). */
export const appendedKeys = (sessionId: string, count: number, nowMs: number): TableKey[] =>
  Array.from({ length: count }, (_, i) => keys.chatMessage(sessionId, sequenceOf(nowMs, i)));

/**
 * Appends messages in order. Throttled writes are retried; a message the table still refuses fails the append rather
 * than going missing.
 */
export async function appendMessages(sessionId: string, messages: StoredMessage[], nowMs = Date.now()): Promise<void> {
  const written = appendedKeys(sessionId, messages.length, nowMs);
  await putItems(messages.map((message, i) => chatMessageEntity.toItem(written[i], message)));
}

/**
 * A whole conversation written at once (a backup restored): message i at `startMs + i`, so any number of them keep
 * their order, and writing the same conversation again puts the same keys (nothing doubles).
 */
export async function restoreMessages(sessionId: string, messages: StoredMessage[], startMs: number): Promise<void> {
  await putItems(messages.map((message, i) => chatMessageEntity.toItem(keys.chatMessage(sessionId, sequenceOf(startMs + i, 0)), message)));
}

const messageOf = (item: Record<string, unknown>): StoredMessage => {
  const { role, content, cites } = chatMessageEntity.fromItem(item);
  return { role, content, ...(Array.isArray(cites) ? { cites } : {}) };
};

/** The session's messages in order, the most recent `limit` when given. */
export async function listMessages(sessionId: string, limit?: number): Promise<StoredMessage[]> {
  const query = { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.chatMessages(sessionId) } };
  if (limit === undefined) return (await queryAll(query)).map(messageOf);
  const { items } = await queryUpTo({ ...query, ScanIndexForward: false }, limit);
  return items.map(messageOf).reverse();
}

/** Removes a session's message partition (account deletion). */
export async function deleteMessagesOf(sessionId: string): Promise<void> {
  const pages = queryPages({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.chatMessages(sessionId) },
    ProjectionExpression: 'PK, SK',
  });
  for await (const page of pages) await deleteKeys((page.Items ?? []) as TableKey[]);
}
