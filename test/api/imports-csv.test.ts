// Importing a CSV over HTTP (issue 14): this app's own export restores the same entries in another account, a second
// import of the same file adds nothing, and a generic file is mapped in the preview before anything is written.
import { signedInAccount } from './support/accounts';
import { confirmImport, importWhole, keptEntries, previewImport, uploadImport } from './support/imports';
import { createEntry } from './support/entries';
import { apiUrl } from './support/runtime';

/** A CSV brings back entries without their user inputs (docs/IMPORT.md). */
const entriesOf = (token: string, collection: string) => keptEntries(token, collection, ['user_input_log']);

async function csvOf(token: string): Promise<Buffer> {
  const response = await fetch(apiUrl('/api/export/csv/'), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('CSV import', () => {
  it("round-trips this app's own export into another account, and a second import adds nothing", async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    await createEntry(alice.access, 'physical-activities', { details: 'ran 5 km, "easy"', measures: { distance_km: 5, duration_min: 28 } });
    await createEntry(alice.access, 'sleep', { details: 'slept well', measures: { duration_min: 450 }, notes: '=not a formula' });
    await createEntry(alice.access, 'related-data', {
      calculated_timestamp: '2026-03-29T02:30:00+02:00',
      device_timezone: 'Europe/Berlin',
    });
    const file = await csvOf(alice.access);

    const first = await importWhole(bob.access, 'csv', file, 'Europe/Berlin');
    expect(first).toMatchObject({ status: 'done', progress: { done: 3, added: 3, existing: 0, total: 3 }, error: null });
    expect(first.preview).toMatchObject({
      entries: 3,
      by_type: { 'physical-activities': 1, sleep: 1, 'related-data': 1 },
      problem_count: 0,
    });
    expect(first.preview?.csv).toMatchObject({ kind: 'app-export', user_inputs: 3 });
    for (const collection of ['physical-activities', 'sleep', 'related-data']) {
      expect(await entriesOf(bob.access, collection)).toEqual(await entriesOf(alice.access, collection));
    }

    const again = await importWhole(bob.access, 'csv', file, 'Europe/Berlin');
    expect(again.preview).toMatchObject({ entries: 3, existing: 3 });
    expect(again).toMatchObject({ status: 'done', progress: { done: 3, added: 0, existing: 3 } });
    const home = await importWhole(alice.access, 'csv', file, 'UTC');
    expect(home).toMatchObject({ status: 'done', progress: { added: 0, existing: 3 } });
    expect(await entriesOf(bob.access, 'sleep')).toHaveLength(1);
  });

  it('maps a generic file in the preview: a date column found by its cells first, then the columns the person chose', async () => {
    const { access } = await signedInAccount();
    const file = Buffer.from('when,what,amount,unit\n2026-03-01 07:30,coffee,250,ml\n2026-03-01 21:00,walk,3.2,km\n');
    const id = await uploadImport(access, 'csv', file, 'America/New_York');
    const suggested = await previewImport(access, id);
    expect(suggested.status).toBe('ready');
    // No header says "date", but every cell of `when` is one (docs/IMPORT.md "A generic CSV").
    expect(suggested.preview).toMatchObject({
      entries: 2,
      problem_count: 0,
      by_type: { 'related-data': 2 },
      csv: { columns: ['when', 'what', 'amount', 'unit'], mapping: { date: 'when', details: 'what', value: 'amount', unit: 'unit' } },
    });

    const mapped = await previewImport(access, id, {
      date: 'when',
      details: 'what',
      value: 'amount',
      unit: 'unit',
      default_type: 'food-drinks',
    });
    expect(mapped.preview).toMatchObject({ entries: 2, problem_count: 0, by_type: { 'food-drinks': 2 } });
    expect(mapped.preview!.range).toEqual({ first: '2026-03-01T07:30:00-05:00', last: '2026-03-01T21:00:00-05:00' });
    expect(await entriesOf(access, 'food-drinks')).toEqual([]); // nothing written by a preview
    const done = await confirmImport(access, id);
    expect(done).toMatchObject({ status: 'done', progress: { added: 2 } });
    const coffee = (await entriesOf(access, 'food-drinks')).find((entry) => entry.details === 'coffee');
    expect(coffee).toMatchObject({ calculated_timestamp: '2026-03-01T07:30:00-05:00', device_timezone: 'America/New_York' });
  });
});
