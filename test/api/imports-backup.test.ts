// The full backup's round trip over HTTP (issue 14): one person's backup downloaded, uploaded into another account
// through an import job, and read back as that account: the same entries (ids, times, numbers), photo, inputs and
// chat. A second import of the same file adds nothing; restoring it into its own account adds nothing either.
import { decodeJwt, signedInAccount } from './support/accounts';
import { downloadBackup, importWhole, keptEntries as listOf } from './support/imports';
import { createEntry } from './support/entries';
import { savePhotoEntry } from './support/photos';
import { apiUrl, request } from './support/runtime';

async function backupOf(token: string): Promise<Buffer> {
  return Buffer.from(await (await downloadBackup(token)).arrayBuffer());
}

describe('full backup import', () => {
  it('restores entries, photo, inputs and chat into another account, once', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    await createEntry(alice.access, 'sleep', { details: 'slept well', measures: { duration_min: 450, quality: 4 } });
    await createEntry(alice.access, 'related-data', {
      calculated_timestamp: '2026-03-29T03:30:00+02:00',
      device_timezone: 'Europe/Berlin',
    });
    const saved = await savePhotoEntry(alice.access, 'Soup from the photo', 'soup');
    expect(
      (await request('POST', '/api/ai/chat/', { token: alice.access, body: { query: 'How did I sleep?', timezone: 'UTC' } })).status,
    ).toBe(200);
    const file = await backupOf(alice.access);

    const job = await importWhole(bob.access, 'backup', file);
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(job.preview).toMatchObject({ entries: 3, problem_count: 0, backup: { user_inputs: 3, chat_sessions: 1, images: 1 } });
    expect(job.progress).toEqual({ done: 8, added: 8, existing: 0, total: 8 });
    for (const collection of ['sleep', 'related-data', 'food-drinks', 'user-inputs']) {
      expect(await listOf(bob.access, collection)).toEqual(await listOf(alice.access, collection));
    }
    const [soup] = (await request('GET', '/api/food-drinks/', { token: bob.access })).body;
    expect(soup.image_url).toMatch(new RegExp(`^images/${String(decodeJwt(bob.access).sub)}/`));
    const bytesOf = async (token: string, path: string) =>
      Buffer.from(await (await fetch(apiUrl(`/api/images/${path}`), { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    expect(await bytesOf(bob.access, soup.image_url)).toEqual(await bytesOf(alice.access, saved.image_url));
    const sessions = (await request('GET', '/api/ai/chat/sessions/', { token: bob.access })).body;
    expect(sessions).toHaveLength(1);

    expect(await importWhole(bob.access, 'backup', file)).toMatchObject({ status: 'done', progress: { added: 0 } });
    expect(await importWhole(alice.access, 'backup', file)).toMatchObject({ status: 'done', progress: { added: 0 } });
    expect((await request('GET', '/api/ai/chat/sessions/', { token: bob.access })).body).toHaveLength(1);
    expect(await listOf(bob.access, 'sleep')).toHaveLength(1);
  });
});
