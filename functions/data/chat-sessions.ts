// Chat sessions (in the user's partition) and their messages (a partition per session, in order).
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys, putItems } from './batch';
import { db, tableName } from './client';
import { keys, type TableKey } from './keys';

export interface ChatSession {
  id: string;
  title: string;
  start_time: string;
}

export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
  /** An answer's cites (shared/schemas/ai.ts ChatCite). */
  cites?: { collection: string; id?: string; date: string }[];
}

export async function createSession(userId: string, session: ChatSession): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.chatSession(userId, session.id), entity: 'chat', ...session },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function findSession(userId: string, sessionId: string): Promise<ChatSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.chatSession(userId, sessionId) }));
  return Item ? { id: Item.id, title: Item.title, start_time: Item.start_time } : undefined;
}

/** Newest first. */
export async function listSessions(userId: string): Promise<ChatSession[]> {
  const sessions: ChatSession[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.chatSessionPrefix },
        ProjectionExpression: 'id, title, start_time',
        ExclusiveStartKey: startKey,
      }),
    );
    sessions.push(...((page.Items ?? []) as ChatSession[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return sessions.sort((a, b) => b.start_time.localeCompare(a.start_time));
}

/**
 * Appends messages in order: the sequence sorts by time, then by position within one append. Throttled writes
 * are retried; a message the table still refuses fails the append rather than going missing.
 */
export async function appendMessages(sessionId: string, messages: StoredMessage[], nowMs = Date.now()): Promise<void> {
  await putItems(
    messages.map((message, i) => ({ ...keys.chatMessage(sessionId, sequenceOf(nowMs, i)), entity: 'chat-message', ...message })),
  );
}

const sequenceOf = (nowMs: number, position: number) => `${String(nowMs).padStart(15, '0')}#${position}`;

/**
 * A whole conversation written at once (a backup restored): message i at `startMs + i`, so any number of them keep
 * their order, and writing the same conversation again puts the same keys (nothing doubles).
 */
export async function restoreMessages(sessionId: string, messages: StoredMessage[], startMs: number): Promise<void> {
  await putItems(
    messages.map((message, i) => ({ ...keys.chatMessage(sessionId, sequenceOf(startMs + i, 0)), entity: 'chat-message', ...message })),
  );
}

/**
 * Stores one exchange (the question and its answer) all or none: both messages or neither, and a new session only
 * with its first exchange. A failed write takes back what was written (best effort) and is thrown.
 */
export async function storeExchange(userId: string, session: ChatSession, isNew: boolean, messages: StoredMessage[]): Promise<void> {
  const nowMs = Date.now();
  if (isNew) await createSession(userId, session);
  try {
    await appendMessages(session.id, messages, nowMs);
  } catch (error) {
    const written = messages.map((_, i) => keys.chatMessage(session.id, sequenceOf(nowMs, i)));
    await deleteKeys([...written, ...(isNew ? [keys.chatSession(userId, session.id)] : [])]).catch(() => undefined);
    throw error;
  }
}

/** The session's messages in order, the most recent `limit` when given. */
export async function listMessages(sessionId: string, limit?: number): Promise<StoredMessage[]> {
  const messages: StoredMessage[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.chatMessages(sessionId) },
        ScanIndexForward: limit === undefined,
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    messages.push(
      ...(page.Items ?? []).map(
        (item) =>
          ({ role: item.role, content: item.content, ...(Array.isArray(item.cites) ? { cites: item.cites } : {}) }) as StoredMessage,
      ),
    );
    startKey = limit === undefined ? page.LastEvaluatedKey : undefined;
  } while (startKey);
  return limit === undefined ? messages : messages.reverse();
}

/** Removes a session's message partition (account deletion). */
export async function deleteMessagesOf(sessionId: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.chatMessages(sessionId) },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: startKey,
      }),
    );
    await deleteKeys((page.Items ?? []) as TableKey[]);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
