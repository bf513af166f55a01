// An Apple Health export imported over HTTP (issue 14): the preview's counts and the entries written match what the
// fixture says the import must produce, a second import adds nothing, and the imported entries are ordinary ones:
// listed, exported, counted by insights and cited by the chat.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EntryCollection } from '../../shared/entry-types';
import { writeAppleHealthFixture, type FixtureExpectation } from '../support/apple-health-fixture';
import { signedInAccount } from './support/accounts';
import { chatBody } from './support/chat';
import { importWhole } from './support/imports';
import { apiUrl, request } from './support/runtime';

let zip: Buffer;
let expected: FixtureExpectation;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'apple-health-api-'));
  // Sixty days ending the day before yesterday: an entry is of the past, and the chat's last week has some of it.
  const start = new Date(Date.now() - 62 * 86_400_000).toISOString().slice(0, 10);
  expected = await writeAppleHealthFixture(path.join(dir, 'export.zip'), { days: 60, start, heartRatePerDay: 4 });
  zip = await readFile(path.join(dir, 'export.zip'));
  await rm(dir, { recursive: true });
});

const countsOf = (entries: Record<EntryCollection, number>) => Object.fromEntries(Object.entries(entries).filter(([, count]) => count > 0));

async function listed(token: string, collection: string): Promise<number> {
  return ((await request('GET', `/api/${collection}/?limit=500`, { token })).body as unknown[]).length;
}

it('imports what the export holds, once, as ordinary entries', async () => {
  const { access } = await signedInAccount();
  const job = await importWhole(access, 'apple-health', zip, 'Europe/Berlin');
  expect(job).toMatchObject({ status: 'done', error: null });
  expect(job.preview).toMatchObject({
    entries: expected.total,
    records: expected.records,
    by_type: countsOf(expected.entries),
    problem_count: 0,
  });
  expect(job.progress).toEqual({ done: expected.total, added: expected.total, existing: 0, total: expected.total });
  for (const [collection, count] of Object.entries(expected.entries))
    expect([collection, await listed(access, collection)]).toEqual([collection, count]);

  const again = await importWhole(access, 'apple-health', zip, 'Europe/Berlin');
  expect(again.preview).toMatchObject({ entries: expected.total, existing: expected.total }); // the preview knew
  expect(again.progress).toEqual({ done: expected.total, added: 0, existing: expected.total, total: expected.total });
  expect(await listed(access, 'sleep')).toBe(expected.entries.sleep);

  const csv = await (await fetch(apiUrl('/api/export/csv/'), { headers: { authorization: `Bearer ${access}` } })).text();
  expect(csv.trim().split('\r\n')).toHaveLength(expected.total + 1); // the header, then each entry (no user inputs)
  const insights = await request('GET', '/api/insights/?days=90&timezone=Europe/Berlin', { token: access });
  expect(insights.body.quick_stats.total_logs).toBe(expected.total);
  expect(insights.body.quick_stats.logged_days).toBe(60);
  const chat = await request('POST', '/api/ai/chat/', {
    token: access,
    body: chatBody('How long did I sleep on average?', { timezone: 'Europe/Berlin' }),
  });
  expect(chat.status).toBe(200);
  expect(JSON.stringify(chat.body)).toMatch(/"collection":"sleep"/);
});
