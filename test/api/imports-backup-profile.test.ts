// A backup's profile restored into an account that has its own (issue 23: the restore changed it without a word), over
// HTTP: the preview lists what the backup fills and what it holds otherwise; the confirm's `profile` keeps the
// account's settings (the default, and "keep") or takes the backup's ("backup"); the empty settings are filled either
// way (docs/IMPORT.md "Full backup", Profile).
import { signedInAccount } from './support/accounts';
import { confirmImport, downloadBackup, previewImport, uploadImport } from './support/imports';
import { createEntry } from './support/entries';
import { request } from './support/runtime';

const ALICE = { birth_year: 1975, height_cm: 175, weight_kg: 72, gender: 'F', clock: '24h', last_name: 'Hood' };
const OWN = { birth_year: 1980, height_cm: 180, gender: 'M' };

let backup: Buffer;

beforeAll(async () => {
  const alice = await signedInAccount();
  expect((await request('PUT', '/api/auth/profile/update/', { token: alice.access, body: ALICE })).status).toBe(200);
  await createEntry(alice.access, 'sleep', { details: 'slept well', measures: { duration_min: 450 } });
  backup = Buffer.from(await (await downloadBackup(alice.access)).arrayBuffer());
});

/** An account with its own birth year, height and gender (no weight, clock or last name), the backup previewed. */
async function accountWithPreview() {
  const account = await signedInAccount();
  expect((await request('PUT', '/api/auth/profile/update/', { token: account.access, body: OWN })).status).toBe(200);
  const id = await uploadImport(account.access, 'backup', backup);
  const previewed = await previewImport(account.access, id);
  expect(previewed.status).toBe('ready');
  return { token: account.access, id, preview: previewed.preview! };
}

const profileOf = async (token: string) => (await request('GET', '/api/auth/me/', { token })).body.profile;
const lastNameOf = async (token: string) => (await request('GET', '/api/auth/me/', { token })).body.last_name;

describe('a backup’s profile', () => {
  it('is compared in the preview: the settings it fills and those it holds otherwise, as they would change', async () => {
    const { preview } = await accountWithPreview();
    expect(preview.profile).toEqual({
      fills: [
        { field: 'last_name', yours: null, backup: 'Hood' },
        { field: 'weight_kg', yours: null, backup: 72 },
        { field: 'clock', yours: null, backup: '24h' },
      ],
      differs: [
        { field: 'birth_year', yours: 1980, backup: 1975 },
        { field: 'gender', yours: 'M', backup: 'F' },
        { field: 'height_cm', yours: 180, backup: 175 },
      ],
    });
  });

  it.each([
    ['without a choice (the default)', undefined],
    ['with "keep"', { profile: 'keep' as const }],
  ])('%s keeps the account’s own settings and fills only the empty ones', async (_case, body) => {
    const { token, id } = await accountWithPreview();
    expect(await confirmImport(token, id, body)).toMatchObject({ status: 'done', error: null });
    expect(await profileOf(token)).toMatchObject({ birth_year: 1980, height_cm: 180, gender: 'M', weight_kg: 72, clock: '24h' });
    expect(await lastNameOf(token)).toBe('Hood');
  });

  it('with "backup" takes the backup’s settings where they differ, and fills the empty ones', async () => {
    const { token, id } = await accountWithPreview();
    expect(await confirmImport(token, id, { profile: 'backup' })).toMatchObject({ status: 'done', error: null });
    expect(await profileOf(token)).toMatchObject({ birth_year: 1975, height_cm: 175, gender: 'F', weight_kg: 72, clock: '24h' });
    expect(await lastNameOf(token)).toBe('Hood');
  });

  it('is refused as a choice for a CSV, and a choice that is neither is refused, with nothing started', async () => {
    const account = await signedInAccount();
    const csv = Buffer.from('date,type,details\n2026-01-01,food,toast\n');
    const id = await uploadImport(account.access, 'csv', csv);
    expect((await previewImport(account.access, id)).status).toBe('ready');
    const refused = await request('POST', `/api/imports/${id}/confirm/`, { token: account.access, body: { profile: 'backup' } });
    expect(refused).toMatchObject({ status: 400, body: { profile: ['Only a backup has a profile to restore.'] } });
    const unknown = await request('POST', `/api/imports/${id}/confirm/`, { token: account.access, body: { profile: 'mine' } });
    expect(unknown).toMatchObject({ status: 400, body: { profile: ['Choose keep or backup.'] } });
    expect((await request('GET', `/api/imports/${id}/`, { token: account.access })).body.status).toBe('ready');
  });
});
