// GET /api/export/csv/ over HTTP: every collection, RFC 4180, formula cells neutralised (S32), download
// headers (S33), only the caller's data (S20), and an export too large for a Lambda response (R12).
import { CSV_COLUMNS } from '../../functions/export/csv-columns';
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import { signedInAccount } from './support/accounts';
import { csvRecords, parseCsv } from './support/csv';
import { createEntry, entryBody } from './support/entries';
import { apiUrl, request, runtimeState } from './support/runtime';
import { EXPORTS_BUCKET, keysUnder } from './support/storage';

type Account = Awaited<ReturnType<typeof signedInAccount>> & { id: string };

async function account(): Promise<Account> {
  const signedIn = await signedInAccount();
  const me = await request('GET', '/api/auth/me/', { token: signedIn.access });
  return { ...signedIn, id: me.body.id };
}

/** The bytes as text with the byte-order mark kept (fetch's text() drops it). */
const textWithBom = async (response: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

async function exportOf(token: string) {
  const response = await fetch(apiUrl('/api/export/csv/'), { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
  expect(response.status).toBe(200);
  const text = await textWithBom(response);
  return { response, text, records: csvRecords(text.replace(/^\uFEFF/, '')) };
}

describe('CSV export', () => {
  let alice: Account;
  const created: { id: string; collection: string; user_input_log: string }[] = [];

  beforeAll(async () => {
    alice = await account();
    for (const collection of ENTRY_COLLECTIONS) created.push({ ...(await createEntry(alice.access, collection)), collection });
  });

  it('answers a download: UTF-8 CSV with a BOM, dated file name, never cached (S33)', async () => {
    const { response, text } = await exportOf(alice.access);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="user_data_export_${today}.csv"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('starts with the documented columns', async () => {
    const { text } = await exportOf(alice.access);
    expect(parseCsv(text.slice(1))[0]).toEqual([...CSV_COLUMNS]);
  });

  it('has one row per entry of every collection and per user input, oldest first', async () => {
    const { records } = await exportOf(alice.access);
    for (const entry of created) {
      expect(records).toContainEqual(
        expect.objectContaining({ collection: entry.collection, id: entry.id, user_input_log: entry.user_input_log }),
      );
      expect(records).toContainEqual(
        expect.objectContaining({ collection: 'user-inputs', id: entry.user_input_log, raw_text: 'Manual entry: test' }),
      );
    }
    expect(records).toHaveLength(created.length * 2);
    const related = records.find((r) => r.collection === 'related-data')!;
    expect(related).toMatchObject({ item_name: 'Blood pressure', item_type: 'measurement', data_details: '120/80 mmHg', details: '' });
    expect(records.find((r) => r.collection === 'sleep')).toMatchObject({
      details: 'Something for sleep',
      calculated_timestamp: '2026-11-21T08:30:00-05:00',
      utc_time: '2026-11-21T13:30:00.000Z',
      device_timezone: 'America/New_York',
      device_offset_minutes: '-300',
    });
    const times = records.map((r) => r.utc_time);
    expect(times).toEqual([...times].sort());
  });

  it('has a column per measure in canonical units and the subjects, empty where an entry has none', async () => {
    const run = await createEntry(alice.access, 'physical-activities', {
      details: 'ran 5 km',
      measures: { distance_km: 5, duration_min: 28, intensity: 'vigorous' },
      subjects: ['running', 'park'],
    });
    const coffee = await createEntry(alice.access, 'food-drinks', {
      details: 'coffee',
      measures: { caffeine: true, volume_ml: 250 },
      subjects: ['coffee'],
    });
    const { records } = await exportOf(alice.access);
    expect(records.find((r) => r.id === run.id)).toMatchObject({
      distance_km: '5',
      duration_min: '28',
      intensity: 'vigorous',
      subjects: 'running; park',
      caffeine: '',
      steps: '',
    });
    expect(records.find((r) => r.id === coffee.id)).toMatchObject({ caffeine: 'true', volume_ml: '250', subjects: 'coffee' });
    expect(records.find((r) => r.id === run.user_input_log)).toMatchObject({ subjects: '', distance_km: '' });
  });

  it('quotes commas, quotes, line breaks and keeps unicode (RFC 4180)', async () => {
    const notes = 'oats, "steel-cut"\r\nthen tea\nMüsli 🍓 茶';
    const entry = await createEntry(alice.access, 'food-drinks', { notes });
    const { text, records } = await exportOf(alice.access);
    expect(text).toContain('"oats, ""steel-cut""\r\nthen tea\nMüsli 🍓 茶"');
    expect(records.find((r) => r.id === entry.id)?.notes).toBe(notes);
  });

  it.each([['=HYPERLINK("http://evil.example","click")'], ['+1'], ['-2'], ['@SUM(1)'], ['\tindented'], ['\rreturned']])(
    'neutralises the formula cell %j with a leading quote (S32)',
    async (notes) => {
      const entry = await createEntry(alice.access, 'mood-stress', { notes });
      const { records } = await exportOf(alice.access);
      expect(records.find((r) => r.id === entry.id)?.notes).toBe(`'${notes}`);
    },
  );

  it("holds only the caller's data (S20)", async () => {
    const bob = await account();
    const bobs = await createEntry(bob.access, 'sleep', { notes: 'bob only' });
    const { records: bobRecords } = await exportOf(bob.access);
    expect(bobRecords.map((r) => r.id).sort()).toEqual([bobs.id, bobs.user_input_log].sort());
    const { text } = await exportOf(alice.access);
    expect(text).not.toContain(bobs.id);
    expect(text).not.toContain('bob only');
  });

  it('needs a signed-in user', async () => {
    expect((await request('GET', '/api/export/csv/')).status).toBe(401);
  });

  it('gives a new user just the header row', async () => {
    const { text } = await exportOf((await account()).access);
    expect(parseCsv(text.slice(1))).toEqual([[...CSV_COLUMNS]]);
  });
});

describe('an export too large for a Lambda response (R12)', () => {
  // 1,000 quotes cost 4 bytes each in the response (doubled by CSV, escaped by JSON): 1,000 entries pass
  // the 5 MB inline limit while the file itself stays near 3 MB, so the test stays quick.
  const notes = `${'"'.repeat(1000)}${'n'.repeat(999)}.`;
  const count = 1000;
  let carol: Account;
  const ids = new Set<string>();

  beforeAll(async () => {
    carol = await account();
    const body = entryBody('supplements', { notes });
    for (let start = 0; start < count; start += 25) {
      const batch = Array.from({ length: Math.min(25, count - start) }, () =>
        request('POST', '/api/supplements/', { token: carol.access, body }),
      );
      for (const response of await Promise.all(batch)) {
        if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
        ids.add(response.body.id);
      }
    }
  }, 60_000);

  it("is stored under the caller's prefix and answered with a redirect to a short-lived signed URL", async () => {
    const response = await request('GET', '/api/export/csv/', { token: carol.access });
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(runtimeState().endpoints.s3);
    expect(location.pathname).toMatch(new RegExp(`^/${EXPORTS_BUCKET}/exports/${carol.id}/[0-9A-Z]{26}\\.csv$`));
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(await keysUnder(EXPORTS_BUCKET, `exports/${carol.id}/`)).toContain(location.pathname.slice(EXPORTS_BUCKET.length + 2));
  });

  it("downloads the whole CSV with the same name and type, readable from the app's origin (CORS)", async () => {
    const response = await request('GET', '/api/export/csv/', { token: carol.access });
    const appOrigin = new URL(runtimeState().url).origin;
    const download = await fetch(response.headers.get('location')!, { headers: { origin: appOrigin } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="user_data_export_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(download.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(download.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    const text = await textWithBom(download);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = csvRecords(text.slice(1));
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r.id))).toEqual(ids);
    expect(records.every((r) => r.notes === notes && r.collection === 'supplements')).toBe(true);
  });

  it('is not readable from another origin', async () => {
    const response = await request('GET', '/api/export/csv/', { token: carol.access });
    const download = await fetch(response.headers.get('location')!, { headers: { origin: 'https://evil.example' } });
    expect(download.headers.get('access-control-allow-origin')).toBeNull();
  });
});
