// Chat sessions (the entity `chat`), in the user's partition; their messages are chat-messages.ts. An exchange (the
// question and its answer) is stored all or none (all-or-nothing.ts).
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { allOrNothing } from './all-or-nothing';
import { deleteKeys } from './batch';
import { appendedKeys, appendMessages, type StoredMessage } from './chat-messages';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { keys, type TableKey } from './keys';
import { queryAll } from './pages';

export interface ChatSession {
  id: string;
  title: string;
  start_time: string;
}

export const chatSessionEntity = defineEntity<ChatSession>()({ name: 'chat', version: 1, expires: 'never' });

export async function createSession(userId: string, session: ChatSession): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: chatSessionEntity.toItem(keys.chatSession(userId, session.id), session),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function findSession(userId: string, sessionId: string): Promise<ChatSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.chatSession(userId, sessionId) }));
  if (!Item) return undefined;
  const { id, title, start_time } = chatSessionEntity.fromItem(Item);
  return { id, title, start_time };
}

/** Newest first. */
export async function listSessions(userId: string): Promise<ChatSession[]> {
  const sessions = (await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.chatSessionPrefix },
    ProjectionExpression: 'id, title, start_time',
  })) as unknown as ChatSession[];
  return sessions.sort((a, b) => b.start_time.localeCompare(a.start_time));
}

/** The session a row of the user's partition is, by its key; undefined for any other row. */
export const chatSessionIdOf = (row: TableKey): string | undefined =>
  row.SK.startsWith(keys.chatSessionPrefix) ? row.SK.slice(keys.chatSessionPrefix.length) : undefined;

/**
 * Stores one exchange (the question and its answer) all or none: both messages or neither, and a new session only
 * with its first exchange. A failed write takes back what was written (best effort) and is thrown.
 */
export async function storeExchange(userId: string, session: ChatSession, isNew: boolean, messages: StoredMessage[]): Promise<void> {
  const nowMs = Date.now();
  const sessionKey = keys.chatSession(userId, session.id);
  await allOrNothing([
    ...(isNew
      ? [
          {
            write: () => createSession(userId, session),
            undo: () => db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey })),
          },
        ]
      : []),
    // A batch may have written part of the messages when it fails: those are taken back too.
    {
      write: () => appendMessages(session.id, messages, nowMs),
      undo: () => deleteKeys(appendedKeys(session.id, messages.length, nowMs)),
      undoWhenFailed: true,
    },
  ]);
}
