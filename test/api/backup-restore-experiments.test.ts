// Restoring a backup's experiments (docs/IMPORT.md "Full backup", docs/EXPERIMENTS.md "Backup and restore"): one
// person's backup downloaded over HTTP and restored into another account through the import job, read back as that
// account (the same experiments, the same schedules from the same seeds, the same answer), nothing added the second
// time; a running one claims its outcome as a create does, and the preview refuses a restore whose running experiment
// would sit beside another running on the same outcome.
import { signedInAccount } from './support/accounts';
import { dateIn, planBody, startExperiment } from './support/experiments';
import { downloadBackup, importWhole, previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';

describe('restoring experiments from a full backup', () => {
  it('brings back each experiment with its seed, schedule and answer, once, and its running one holds its outcome', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    const running = await startExperiment(alice.access, { start_date: dateIn('UTC', -3) });
    const stopped = await startExperiment(alice.access, {
      title: 'Coffee after 2 pm',
      intervention: { kind: 'avoid', what: 'coffee after 2 pm' },
      outcome: { kind: 'stress' },
    });
    expect((await request('POST', `/api/experiments/${stopped.id}/stop/`, { token: alice.access })).status).toBe(200);
    const file = Buffer.from(await (await downloadBackup(alice.access)).arrayBuffer());

    const job = await importWhole(bob.access, 'backup', file);
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(job.progress).toMatchObject({ added: job.progress.total, existing: 0 });
    const list = (token: string) => request('GET', '/api/experiments/', { token });
    expect((await list(bob.access)).body).toEqual((await list(alice.access)).body);
    for (const id of [running.id, stopped.id]) {
      const [mine, theirs] = await Promise.all(
        [alice, bob].map(({ access }) => request('GET', `/api/experiments/${id}/`, { token: access })),
      );
      expect(theirs.body.schedule).toEqual(mine.body.schedule);
      const answers = await Promise.all(
        [alice, bob].map(({ access }) => request('GET', `/api/experiments/${id}/result/`, { token: access })),
      );
      expect(answers[1].body.sentence).toBe(answers[0].body.sentence);
    }
    // The restored running experiment holds its outcome in Bob's account.
    expect((await request('POST', '/api/experiments/', { token: bob.access, body: planBody() })).status).toBe(409);

    expect(await importWhole(bob.access, 'backup', file)).toMatchObject({ status: 'done', progress: { added: 0 } });
    expect((await list(bob.access)).body.experiments).toHaveLength(2);
    // Into the account it came from: all there already.
    expect(await importWhole(alice.access, 'backup', file)).toMatchObject({ status: 'done', progress: { added: 0 } });

    // An account running its own sleep experiment: the preview names the clash and nothing can be confirmed.
    const carol = await signedInAccount();
    await startExperiment(carol.access, { title: 'Earlier bedtime', intervention: { kind: 'rule', what: 'in bed by 22:30' } });
    const previewed = await previewImport(carol.access, await uploadImport(carol.access, 'backup', file));
    expect(previewed.preview?.problems).toContain(
      'Experiment “Magnesium and sleep” of the backup is still running, and another experiment of yours on the same outcome is too: stop one of them before restoring.',
    );
  });

  it('lists an experiment the route would refuse as a problem of the preview', async () => {
    const alice = await signedInAccount();
    await startExperiment(alice.access);
    const backup = JSON.parse(Buffer.from(await (await downloadBackup(alice.access)).arrayBuffer()).toString('utf8'));
    backup.experiments[0].design.period_days = 9;
    backup.experiments.push({
      ...backup.experiments[0],
      id: 'not-an-id',
      design: { type: 'blocks', period_days: 7, pairs: 3, washout_days: 0 },
      outcome: { kind: 'mood' },
    });
    const bob = await signedInAccount();
    const previewed = await previewImport(bob.access, await uploadImport(bob.access, 'backup', Buffer.from(JSON.stringify(backup))));
    expect(previewed.preview?.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Experiment 1 \(“Magnesium and sleep”\): .*7/),
        'Experiment 2 (“Magnesium and sleep”): its id “not-an-id” is not an id of this app.',
      ]),
    );
  });
});
