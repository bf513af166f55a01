// Nutrition in the export and back (issue 22, docs/EXPORT.md, docs/IMPORT.md): the CSV carries each food's nutrients
// as measure columns (energy_kcal, protein_g, …) and its source as nutrition_* columns, neutralised like every other
// cell; importing that CSV into another account gives the same entries with the same numbers and source; the full
// backup carries the source too and its restore keeps it. A second import adds nothing.
import { NUTRITION_COLUMNS } from '../../shared/imports/nutrition-columns';
import { NUTRIENT_NAMES } from '../../shared/nutrition';
import { signedInAccount } from './support/accounts';
import { csvRecords } from './support/csv';
import { downloadBackup, importWhole, previewImport, uploadImport } from './support/imports';
import { createEntry } from './support/entries';
import { apiUrl, request } from './support/runtime';

type Entry = { id: string; details: string; measures: Record<string, unknown>; nutrition: Record<string, unknown> | null };

const LABEL = {
  matched: false,
  table: 'label',
  food_code: null,
  food: null,
  query: 'protein bar',
  portion: null,
  portion_grams: null,
  amount: null,
  grams: 60,
  edited: true,
  note: '=2*3 servings, per the wrapper',
};

async function csvOf(token: string): Promise<Buffer> {
  const response = await fetch(apiUrl('/api/export/csv/'), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Food entries with what a round trip must keep of them, by id. */
async function foods(token: string): Promise<Record<string, unknown>[]> {
  const list = (await request('GET', '/api/food-drinks/?limit=500', { token })).body as (Entry & Record<string, unknown>)[];
  return list
    .map(({ id, calculated_timestamp, details, measures, subjects, nutrition }) => ({
      id,
      calculated_timestamp,
      details,
      measures,
      subjects,
      nutrition,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

let alice: { access: string };
let eggs: Entry;
let bar: Entry;
let unknown: Entry;
beforeAll(async () => {
  alice = await signedInAccount();
  // Matched from the table by the server, the person's own numbers from a label, and a food the table does not hold.
  eggs = (await createEntry(alice.access, 'food-drinks', { details: '2 large eggs' })) as Entry;
  bar = (await createEntry(alice.access, 'food-drinks', {
    details: 'protein bar',
    measures: { grams: 60, energy_kcal: 210, protein_g: 20, carbs_g: 22, fat_g: 7, sugars_g: 5 },
    nutrition: LABEL,
  })) as Entry;
  unknown = (await createEntry(alice.access, 'food-drinks', { details: 'zqxv blorp' })) as Entry;
  await createEntry(alice.access, 'sleep', { details: 'slept well', measures: { duration_min: 450 } });
}, 60_000);

describe('the CSV export', () => {
  it('has a column per nutrient and per field of the source, filled for foods and empty for the rest', async () => {
    expect(eggs.nutrition).toMatchObject({ matched: true, table: expect.stringMatching(/^(fndds|sr28)$/) });
    expect(eggs.measures.energy_kcal).toEqual(expect.any(Number));
    const text = (await csvOf(alice.access)).toString('utf8').replace(/^\uFEFF/, '');
    const header = text.slice(0, text.indexOf('\r\n')).split(',');
    for (const column of [...NUTRIENT_NAMES, 'grams', ...NUTRITION_COLUMNS]) expect(header).toContain(column);
    expect(header.slice(-NUTRITION_COLUMNS.length)).toEqual(NUTRITION_COLUMNS);
    const rows = csvRecords(text);
    const row = (id: string) => rows.find((r) => r.id === id)!;

    expect(row(eggs.id)).toMatchObject({
      energy_kcal: String(eggs.measures.energy_kcal),
      protein_g: String(eggs.measures.protein_g),
      nutrition_matched: 'true',
      nutrition_table: eggs.nutrition!.table,
      nutrition_food_code: eggs.nutrition!.food_code,
      nutrition_food: eggs.nutrition!.food,
      nutrition_portion: eggs.nutrition!.portion,
      nutrition_amount: String(eggs.nutrition!.amount),
      nutrition_grams: String(eggs.nutrition!.grams),
      nutrition_edited: 'false',
    });
    // The label's numbers, marked edited; its note starts with "=", so a spreadsheet must not run it.
    expect(row(bar.id)).toMatchObject({
      energy_kcal: '210',
      protein_g: '20',
      sugars_g: '5',
      nutrition_table: 'label',
      nutrition_edited: 'true',
      nutrition_note: "'=2*3 servings, per the wrapper",
    });
    // No match: no numbers, and the source saying so.
    expect(row(unknown.id)).toMatchObject({ energy_kcal: '', nutrition_matched: 'false', nutrition_food_code: '' });
    expect(row(unknown.id).nutrition_note).toMatch(/No match in the food table/);
    const sleep = rows.find((r) => r.collection === 'sleep')!;
    for (const column of NUTRITION_COLUMNS) expect(sleep[column]).toBe('');
  });
});

describe('the round trips', () => {
  it("imports the app's own CSV into another account with the same numbers and sources, once", async () => {
    const bob = await signedInAccount();
    const file = await csvOf(alice.access);
    const job = await importWhole(bob.access, 'csv', file, 'Europe/Berlin');
    expect(job).toMatchObject({ status: 'done', error: null, progress: { added: 4, existing: 0 } });
    const kept = await foods(bob.access);
    expect(kept).toEqual(await foods(alice.access));
    expect(kept.find((e) => e.id === bar.id)).toMatchObject({ nutrition: LABEL, measures: { energy_kcal: 210, protein_g: 20 } });
    expect(await importWhole(bob.access, 'csv', file, 'Europe/Berlin')).toMatchObject({
      status: 'done',
      progress: { added: 0, existing: 4 },
    });
  });

  it('a changed source cell a person broke is a problem naming the row, not a half import', async () => {
    const bob = await signedInAccount();
    const text = (await csvOf(alice.access)).toString('utf8').replace(',label,', ',a-label,');
    const id = await uploadImport(bob.access, 'csv', Buffer.from(text), 'UTC');
    const job = await previewImport(bob.access, id);
    expect(job.preview?.problem_count).toBe(1);
    expect(job.preview?.problems[0]).toMatch(/^Row \d+: nutrition_table must be one of: fndds, sr28, label, import\.$/);
    expect((await request('POST', `/api/imports/${id}/confirm/`, { token: bob.access })).status).toBe(400);
    expect(await foods(bob.access)).toEqual([]);
  });

  it('restores the full backup with the numbers and sources', async () => {
    const carol = await signedInAccount();
    const backup = Buffer.from(await (await downloadBackup(alice.access)).arrayBuffer());
    const document = JSON.parse(backup.toString('utf8')) as { entries: Record<string, Entry[]> };
    expect(document.entries['food-drinks'].find((e) => e.id === bar.id)?.nutrition).toEqual(LABEL);
    expect(document.entries['food-drinks'].find((e) => e.id === eggs.id)?.nutrition).toEqual(eggs.nutrition);
    const job = await importWhole(carol.access, 'backup', backup);
    expect(job).toMatchObject({ status: 'done', error: null });
    expect(await foods(carol.access)).toEqual(await foods(alice.access));
  });
});
