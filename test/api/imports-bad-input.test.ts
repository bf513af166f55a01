// Bad input to an import (issue 14) gets a clear message and writes nothing: a file over the limit, a file that is
// not what it claims (not a zip, a zip that is not Apple Health's, not a backup), a CSV whose dates do not parse,
// steps out of order, and someone else's import.
import { FOOTER, HEADER, zipBuffer } from '../support/apple-health-xml';
import { signedInAccount } from './support/accounts';
import { previewImport, uploadImport, waitWhile } from './support/imports';
import { request } from './support/runtime';

const COLLECTIONS = ['food-drinks', 'physical-activities', 'sleep', 'related-data', 'mood-stress', 'supplements', 'test-subjects'];

async function entryCount(token: string): Promise<number> {
  const lists = await Promise.all(COLLECTIONS.map((collection) => request('GET', `/api/${collection}/`, { token })));
  return lists.reduce((sum, list) => sum + (list.body as unknown[]).length, 0);
}

const create = (token: string, body: Record<string, unknown>) => request('POST', '/api/imports/', { token, body });

describe('import bad input', () => {
  it('refuses a file over 2 GB, an unknown kind or zone, before any upload', async () => {
    const { access } = await signedInAccount();
    const base = { kind: 'apple-health', file_name: 'export.zip', size: 1000, timezone: 'Europe/Berlin' };
    const big = await create(access, { ...base, size: 2 * 1024 ** 3 + 1 });
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ size: ['The file is larger than 2 GB, the most an import takes.'] });
    expect((await create(access, { ...base, size: 2 * 1024 ** 3 })).status).toBe(201); // exactly the limit is taken
    expect((await create(access, { ...base, kind: 'fitbit' })).body).toEqual({
      kind: ['Choose what the file is: apple-health, csv or backup.'],
    });
    expect((await create(access, { ...base, timezone: 'Mars/Olympus' })).status).toBe(400);
    expect((await create(access, { ...base, size: 0 })).body).toEqual({ size: ['The file is empty.'] });
  });

  it.each([
    ['apple-health', 'not a zip', Buffer.from('date,steps\n2026-03-01,4000\n'), /^This file is not a zip archive\./],
    ['backup', 'not JSON', Buffer.from('date,steps\n'), /not JSON/],
    ['backup', 'JSON that is not a backup', Buffer.from('{"format":"other","version":1}'), /not a backup of this app/],
  ])('fails an %s file that is %s, with words for the person, writing nothing', async (kind, _what, bytes, message) => {
    const { access } = await signedInAccount();
    const job = await previewImport(access, await uploadImport(access, kind as 'backup', bytes));
    expect(job).toMatchObject({ status: 'failed', preview: null });
    expect(job.error).toMatch(message);
    expect((await request('POST', `/api/imports/${job.id}/confirm/`, { token: access })).status).toBe(409);
    expect(await entryCount(access)).toBe(0);
  });

  it('fails a zip that is not an Apple Health export', async () => {
    const { access } = await signedInAccount();
    const zip = await zipBuffer({ 'photos/cat.txt': 'meow', 'apple_health_export/export_cda.xml': HEADER + FOOTER });
    const job = await previewImport(access, await uploadImport(access, 'apple-health', zip));
    expect(job.error).toBe(
      'This zip is not an Apple Health export: it has no apple_health_export/export.xml. Choose the export.zip that the Health app made (Profile → Export All Health Data).',
    );
  });

  it('lists dates that do not parse as problems and will not import the file', async () => {
    const { access } = await signedInAccount();
    const file = Buffer.from('date,details\n2026-02-31,coffee\n2026-03-01,tea\nyesterday,walk\n');
    const job = await previewImport(access, await uploadImport(access, 'csv', file));
    expect(job.status).toBe('ready');
    expect(job.preview).toMatchObject({ entries: 1, problem_count: 2 });
    // Alike problems are one line with their rows (docs/IMPORT.md "CSV"), naming each wrong date.
    expect(job.preview!.problems).toEqual(['Rows 2, 4: “2026-02-31” is not a date (2 rows alike, also “yesterday”).']);
    const confirm = await request('POST', `/api/imports/${job.id}/confirm/`, { token: access });
    expect(confirm.status).toBe(400);
    expect(confirm.body.detail).toMatch(/problems/);
    expect(await entryCount(access)).toBe(0);
  });

  it('refuses a preview before the upload or of another size, a mapping for a zip, and a confirm before the preview', async () => {
    const { access } = await signedInAccount();
    const created = await create(access, { kind: 'apple-health', file_name: 'export.zip', size: 10, timezone: 'UTC' });
    const id = created.body.import.id;
    const early = await request('POST', `/api/imports/${id}/preview/`, { token: access, body: {} });
    expect(early.status).toBe(400);
    expect(early.body.detail).toMatch(/not been uploaded/);
    expect((await request('POST', `/api/imports/${id}/confirm/`, { token: access })).status).toBe(409);
    const mapping = await request('POST', `/api/imports/${id}/preview/`, { token: access, body: { mapping: { date: 'day' } } });
    expect(mapping.body).toEqual({ mapping: ['Only a CSV file has columns to map.'] });
    const { url, headers } = created.body.upload;
    const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(20) });
    // S3 refuses a body of another length than the one signed (403); s3rver takes it, so the preview's check shows.
    expect(put.status).toBe(200);
    const other = await request('POST', `/api/imports/${id}/preview/`, { token: access, body: {} });
    expect(other.status).toBe(400);
    expect(other.body.detail).toMatch(/not the one announced/);
  });

  it('takes one import at a time: another is refused while one is being read', async () => {
    const { access } = await signedInAccount();
    const rows = Array.from({ length: 20_000 }, (_, i) => `2026-01-${String(1 + (i % 28)).padStart(2, '0')},tea ${i}`);
    const id = await uploadImport(access, 'csv', Buffer.from(['date,details', ...rows].join('\n')));
    expect((await request('POST', `/api/imports/${id}/preview/`, { token: access, body: {} })).status).toBe(202);
    const second = await create(access, { kind: 'csv', file_name: 'other.csv', size: 10, timezone: 'UTC' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ detail: 'An import is running (file.csv): wait for it to finish, or discard it.' });
    await waitWhile(access, id, 'previewing');
    expect((await create(access, { kind: 'csv', file_name: 'other.csv', size: 10, timezone: 'UTC' })).status).toBe(201);
  });

  it("answers 404 for someone else's import, and for an id of another shape", async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const id = await uploadImport(alice.access, 'csv', Buffer.from('date,details\n2026-03-01,tea\n'));
    for (const [method, path] of [
      ['GET', `/api/imports/${id}/`],
      ['POST', `/api/imports/${id}/preview/`],
      ['POST', `/api/imports/${id}/confirm/`],
      ['DELETE', `/api/imports/${id}/`],
      ['GET', '/api/imports/not-an-id/'],
    ] as const) {
      expect((await request(method, path, { token: bob.access, body: method === 'POST' ? {} : undefined })).status).toBe(404);
    }
    expect((await request('GET', '/api/imports/', { token: bob.access })).body).toEqual([]);
    expect((await request('DELETE', `/api/imports/${id}/`, { token: alice.access })).status).toBe(204);
    expect((await request('GET', `/api/imports/${id}/`, { token: alice.access })).status).toBe(404);
  });
});
