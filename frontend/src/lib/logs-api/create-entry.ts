// POST /{collection}/: stores one entry of a type (SPEC.md §7 "Logs"); answers the entry as stored.
import type { EntryCollection } from '@shared/log-types';
import type { LogEntry } from '@shared/schemas/logs';
import { callApi } from '@/lib/call-api';
import type { EntryRequest } from './entry-request';
import { logOperation } from './operations';

export type CreateEntryRequest = EntryRequest & { user_input_log: string | null };

export const createEntry = (collection: EntryCollection, body: CreateEntryRequest): Promise<LogEntry> =>
  callApi(logOperation(collection, 'create'), { body });
