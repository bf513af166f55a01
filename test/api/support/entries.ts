// Entries for api tests: bodies that satisfy each collection, and the two-call create flow of docs/PRODUCT.md §7.
import type { EntryCollection } from '../../../shared/entry-types';
import { request } from './runtime';

export function entryBody(collection: EntryCollection, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const own =
    collection === 'related-data'
      ? { item_name: 'Blood pressure', item_type: 'measurement', data_details: '120/80 mmHg' }
      : { details: `Something for ${collection}` };
  return { calculated_timestamp: '2026-11-21T08:30:00', device_timezone: 'America/New_York', notes: '', ...own, ...overrides };
}

export async function createEntry(token: string, collection: EntryCollection, overrides: Record<string, unknown> = {}) {
  const input = await request('POST', '/api/user-inputs/', {
    token,
    body: { raw_text: 'Manual entry: test', timezone: 'America/New_York' },
  });
  const response = await request('POST', `/api/${collection}/`, {
    token,
    body: entryBody(collection, { user_input_log: input.body.id, ...overrides }),
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
