// Restoring a backup's reminders, their answers and quick re-log favourites (docs/IMPORT.md "Full backup", issue 26):
// one person's backup downloaded over HTTP and restored into another account, read back over HTTP as that account
// (the same reminders with their adherence, the same favourites), each restored schedule listed in the scheduler's due
// index at its next send, nothing added the second time, and the caps of the routes kept by the preview's check.
import { decodeJwt, signedInAccount } from './support/accounts';
import { backupStream, restorer } from './support/backup-restorer';
import { downloadBackup, importWhole, previewImport, uploadImport } from './support/imports';
import { medicationBody, promptBody, useRuntimeTable } from './support/reminders';
import { request } from './support/runtime';

const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

describe('restoring reminders and favourites from a full backup', () => {
  it('brings back each reminder with its answers and next send, and each favourite, once', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const bobId = decodeJwt(bob.access).sub as string;
    const made = await request('POST', '/api/reminders/', {
      token: alice.access,
      body: medicationBody({ times: ['00:00'], timezone: 'UTC', start_date: day(9), stock_count: 30 }),
    });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    for (const [n, answer] of [
      [1, 'taken'],
      [2, 'skipped'],
    ] as const) {
      const answered = await request('POST', `/api/reminders/${id}/answers/`, {
        token: alice.access,
        body: { occurrence_key: `${id}@${day(n)}T00:00`, answer },
      });
      expect(answered.status).toBe(200);
    }
    const prompt = await request('POST', '/api/reminders/', {
      token: alice.access,
      body: promptBody({ counted_types: ['mood-stress', 'sleep'], window_start: '18:00' }),
    });
    expect(prompt.status).toBe(201);
    const starred = await request('POST', '/api/quick-log/favourites/', {
      token: alice.access,
      body: { item: { category: 'food_drinks', details: '2 eggs', notes: '', measures: { servings: 2 } } },
    });
    expect(starred.status).toBe(201);

    const restore = await restorer();
    const results = await restore(bobId, await backupStream(alice.access));
    expect(results).toMatchObject({ reminder: ['added', 'added'], favourite: ['added'] });

    const aliceReminders = (await request('GET', '/api/reminders/', { token: alice.access })).body;
    const bobReminders = (await request('GET', '/api/reminders/', { token: bob.access })).body;
    expect(bobReminders).toEqual(aliceReminders);
    const medication = bobReminders.find((reminder: { id: string }) => reminder.id === id);
    expect(medication.stock_count).toBe(29);
    expect(medication.adherence.last_7_days).toMatchObject({ taken: 1, skipped: 1 });
    expect(medication.next_send_at).toEqual(expect.any(String));
    expect((await request('GET', '/api/quick-log/favourites/', { token: bob.access })).body).toEqual(
      (await request('GET', '/api/quick-log/favourites/', { token: alice.access })).body,
    );

    // The scheduler finds the restored schedule in the minute of its next send, as Bob's.
    useRuntimeTable();
    const { remindersDueIn } = await import('../../functions/data/reminders');
    const due = await remindersDueIn(medication.next_send_at);
    expect(due.filter((reminder) => reminder.id === id).map((reminder) => reminder.userId)).toContain(bobId);

    const again = await restore(bobId, await backupStream(alice.access));
    expect(again).toMatchObject({ reminder: ['existing', 'existing'], favourite: ['existing'] });
    expect((await request('GET', '/api/reminders/', { token: bob.access })).body).toEqual(bobReminders);
    const aliceId = decodeJwt(alice.access).sub as string;
    expect(await restore(aliceId, await backupStream(alice.access))).toMatchObject({
      reminder: ['existing', 'existing'],
      favourite: ['existing'],
    });
  });

  it('restores them through the import job: counted in the preview, the taken dose with its entry, and the caps kept', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const made = await request('POST', '/api/reminders/', {
      token: alice.access,
      body: medicationBody({ times: ['00:00'], timezone: 'UTC', start_date: day(3) }),
    });
    const id = made.body.id as string;
    const taken = await request('POST', `/api/reminders/${id}/answers/`, {
      token: alice.access,
      body: { occurrence_key: `${id}@${day(1)}T00:00`, answer: 'taken' },
    });
    expect(taken.status).toBe(200);
    await request('POST', '/api/quick-log/favourites/', {
      token: alice.access,
      body: { item: { category: 'supplements', details: 'Vitamin D 1000 IU', notes: '' } },
    });
    const file = Buffer.from(await (await downloadBackup(alice.access)).arrayBuffer());

    const job = await importWhole(bob.access, 'backup', file);
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(job.preview?.backup).toMatchObject({ reminders: 1, favourites: 1 });
    expect(job.progress).toMatchObject({ added: job.progress.total, existing: 0 });
    const [reminder] = (await request('GET', '/api/reminders/', { token: bob.access })).body;
    expect(reminder).toMatchObject({ id, adherence: { last_7_days: { taken: 1 } } });
    const doses = (await request('GET', '/api/supplements/', { token: bob.access })).body as { id: string }[];
    expect(doses.map((entry) => entry.id)).toEqual([taken.body.entry_id]);
    expect((await request('GET', '/api/quick-log/favourites/', { token: bob.access })).body.favourites).toHaveLength(1);
    expect(await importWhole(bob.access, 'backup', file)).toMatchObject({ status: 'done', progress: { added: 0 } });

    // An account at the cap: the preview lists the problem and nothing can be confirmed.
    const full = await signedInAccount();
    for (let i = 0; i < 50; i++)
      expect((await request('POST', '/api/reminders/', { token: full.access, body: promptBody() })).status).toBe(201);
    const previewed = await previewImport(full.access, await uploadImport(full.access, 'backup', file));
    expect(previewed.preview?.problems).toContain(
      'Restoring would make 51 reminders (your 50 and 1 from the backup): an account keeps at most 50. Delete some in Settings → Reminders first.',
    );
  });

  it('refuses in the preview a restore that would take an account past 50 reminders or 24 favourites', async () => {
    const owner = await signedInAccount();
    const ownerId = decodeJwt(owner.access).sub as string;
    const held = await request('POST', '/api/reminders/', { token: owner.access, body: promptBody() });
    expect(held.status).toBe(201);
    useRuntimeTable();
    const { AccountLimits } = await import('../../functions/imports/backup/account-limits');
    const fits = new AccountLimits(ownerId);
    for (let i = 0; i < 49; i++) fits.addReminder(`01JQ00000000000000000000${String(i).padStart(2, '0')}`);
    fits.addReminder(held.body.id);
    expect(await fits.problems()).toEqual([]);
    const over = new AccountLimits(ownerId);
    for (let i = 0; i < 50; i++) over.addReminder(`01JQ00000000000000000000${String(i).padStart(2, '0')}`);
    for (let i = 0; i < 25; i++) over.addFavourite(`key-${i}`);
    expect(await over.problems()).toEqual([
      'Restoring would make 51 reminders (your 1 and 50 from the backup): an account keeps at most 50. Delete some in Settings → Reminders first.',
      'Restoring would make 25 favourites (your 0 and 25 from the backup): an account keeps at most 24. Remove some under "Log again" first.',
    ]);
  });
});
