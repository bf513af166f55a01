// POST /{collection}/: stores one entry of a type (docs/PRODUCT.md "Logs"); answers the entry as stored. A manual entry
// sends its user input's text along (`user_input_text`), so the server writes both in one call (docs/LOGS.md).
import type { EntryCollection } from '@shared/entry-types';
import type { Entry } from '@/lib/api-contract.generated';
import { callApi } from '@/lib/call-api';
import type { EntryRequest } from './entry-request';
import { entryOperation } from './operations';

export type CreateEntryRequest = EntryRequest & ({ user_input_log: string | null } | { user_input_text: string });

/** `headers`: the action's Idempotency-Key (lib/idempotency-key.ts), the same on each retry. */
export const createEntry = (collection: EntryCollection, body: CreateEntryRequest, headers?: Record<string, string>): Promise<Entry> =>
  callApi(entryOperation(collection, 'create'), { body }, { headers });
