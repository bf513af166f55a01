// Experiments in the full backup and in account deletion (docs/EXPERIMENTS.md "Routes"): the backup lists each one as
// its route answers it, with the seed of its schedule, and only the person's own; deleting the account removes them
// and their outcomes' claims (they live in the person's partition, which deletion empties: S48).
import { backupSchema } from '../../shared/schemas/backup';
import { signedInAccount } from './support/accounts';
import { startExperiment } from './support/experiments';
import { rowsNaming } from './support/leftovers';
import { apiUrl, request } from './support/runtime';

async function backupOf(token: string) {
  const first = await fetch(apiUrl('/api/export/backup/'), { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
  expect(first.status).toBe(303);
  return backupSchema.parse(await (await fetch(first.headers.get('location')!)).json());
}

describe('experiments in the backup and after account deletion', () => {
  it('lists own experiments in the backup, oldest first, with their seeds', async () => {
    const { access: token } = await signedInAccount();
    const { access: other } = await signedInAccount();
    const sleep = await startExperiment(token);
    const mood = await startExperiment(token, { outcome: { kind: 'mood' } });
    await startExperiment(other);
    const backup = await backupOf(token);
    expect(backup.experiments?.map((e) => e.id)).toEqual([sleep.id, mood.id]);
    expect(backup.experiments?.[0]).toMatchObject({ ...sleep, seed: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('S48: deleting the account removes its experiments', async () => {
    const account = await signedInAccount();
    const made = await startExperiment(account.access);
    // The experiment and its claim on the outcome (docs/EXPERIMENTS.md "One experiment per outcome").
    expect((await rowsNaming([made.id])).map((row) => row.entity).sort()).toEqual(['experiment', 'experimentOutcome']);
    const deleted = await request('DELETE', '/api/auth/account/delete/', { token: account.access, body: { password: account.password } });
    expect(deleted.status).toBe(200);
    expect(await rowsNaming([made.id])).toEqual([]);
  });
});
