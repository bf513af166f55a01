// GET /api/export/fhir/ over HTTP (docs/SHARING.md): a year of seeded data of every type answers a FHIR R4 Bundle with 0
// errors from two independent validators (test/support/fhir-validator.ts), every resource with an id and meta and only
// the caller's own data; the name choice and the types are honoured; bad input is a 400 naming the field.
import type { Bundle, Observation, Patient } from '@medplum/fhirtypes';
import type { StoredEntry } from '../../functions/data/entries';
import { fhirErrors } from '../support/fhir-validator';
import { signedInAccount } from './support/accounts';
import { createEntry } from './support/entries';
import { medicationBody, useRuntimeTable } from './support/reminders';
import { apiUrl, request } from './support/runtime';

const DAY = 86_400_000;
/** Days seeded: every day of the last year, each inside a 365-day period whenever the test runs. */
const YEAR = 364;

type Account = Awaited<ReturnType<typeof signedInAccount>> & { id: string };

async function account(first_name: string): Promise<Account> {
  const signedIn = await signedInAccount({ first_name });
  const me = await request('GET', '/api/auth/me/', { token: signedIn.access });
  return { ...signedIn, id: me.body.id };
}

/** One day's entries of every type, `n` days and less an hour ago (in the period of the last n days). */
function dayOfEntries(userId: string, n: number): StoredEntry[] {
  const at = Date.now() - n * DAY + 3_600_000;
  const make = (collection: StoredEntry['collection'], k: number, fields: Partial<StoredEntry>): StoredEntry => {
    const ms = at + k * 60_000;
    const utc = new Date(ms).toISOString();
    const local = new Date(ms - 5 * 3_600_000).toISOString().slice(0, 19) + '-05:00';
    const id = `01JF${String(n).padStart(3, '0')}${String(k).padStart(2, '0')}${'0'.repeat(17)}`;
    return {
      userId,
      collection,
      id,
      utc_time: utc,
      calculated_timestamp: local,
      device_timezone: 'America/New_York',
      device_offset_minutes: -300,
      created_at: utc,
      updated_at: utc,
      version: 1,
      notes: '',
      ...fields,
    };
  };
  return [
    make('related-data', 1, {
      item_type: 'weight',
      item_name: 'weight',
      data_details: '72 kg',
      measures: { value: 72 + (n % 5) / 10, unit: 'kg' },
    }),
    make('related-data', 2, {
      item_type: 'blood_pressure',
      item_name: 'blood pressure',
      data_details: '',
      measures: { systolic: 118, diastolic: 76 },
    }),
    make('related-data', 3, {
      item_type: 'heart_rate',
      item_name: 'heart rate',
      data_details: '',
      measures: { value: 60 + (n % 9), unit: 'bpm' },
    }),
    make('related-data', 4, {
      item_type: 'blood_glucose',
      item_name: 'glucose',
      data_details: '',
      measures: { value: 5.4, unit: 'mmol/L' },
    }),
    make('related-data', 5, { item_type: 'steps', item_name: 'steps', data_details: '', measures: { value: 3000, unit: 'count' } }),
    make('related-data', 6, { item_type: 'hrv', item_name: 'HRV', data_details: '', measures: { value: 45, unit: 'ms' } }),
    make('physical-activities', 7, {
      details: 'ran 5k',
      subjects: ['running'],
      measures: { duration_min: 28, distance_km: 5, steps: 5500, intensity: 'vigorous' },
    }),
    make('sleep', 8, {
      details: 'slept 7.5 h',
      subjects: [],
      measures: { duration_min: 450, quality: 4, awakenings: 1, bedtime: '23:00', wake_time: '06:30' },
    }),
    make('mood-stress', 9, { details: 'ok day', subjects: [], measures: { mood: 6, stress: 4, energy: 7 } }),
    make('test-subjects', 10, { details: 'headache', subjects: ['headache'], measures: { severity: n % 5 } }),
    make('supplements', 11, { details: 'magnesium 400 mg', subjects: ['magnesium'], measures: { dose_amount: 400, dose_unit: 'mg' } }),
    make('food-drinks', 12, {
      details: 'oatmeal',
      subjects: ['oatmeal'],
      measures: { grams: 250, energy_kcal: 310, protein_g: 11, carbs_g: 54, fat_g: 6, sodium_mg: 90 },
    }),
    make('food-drinks', 13, {
      details: 'a pint of beer',
      subjects: ['beer'],
      measures: { volume_ml: 568, alcohol_units: 2.3, energy_kcal: 215 },
    }),
  ];
}

async function fhirOf(token: string, query = 'days=365') {
  const response = await fetch(apiUrl(`/api/export/fhir/?${query}`), { headers: { authorization: `Bearer ${token}` } });
  return { response, bundle: response.status === 200 ? ((await response.json()) as Bundle) : undefined };
}

const resources = (bundle: Bundle) => bundle.entry!.map((entry) => entry.resource!);
const codes = (bundle: Bundle) =>
  new Set(
    resources(bundle)
      .filter((r): r is Observation => r.resourceType === 'Observation')
      .flatMap((o) => [o.code, ...(o.component ?? []).map((c) => c.code)].flatMap((code) => code.coding?.map((c) => c.code) ?? [])),
  );

let alice: Account;
let bob: Account;
const aliceIds = new Set<string>();

beforeAll(async () => {
  alice = await account('Alicia');
  bob = await account('Bartholomew');
  const profile = await request('PUT', '/api/auth/profile/update/', {
    token: alice.access,
    body: { first_name: 'Alicia', last_name: 'Rivera', birth_year: 1980, gender: 'F' },
  });
  expect(profile.status).toBe(200);
  useRuntimeTable();
  const { itemOf } = await import('../../functions/data/entries');
  const { putItems } = await import('../../functions/data/batch');
  const entries = Array.from({ length: YEAR }, (_, n) => dayOfEntries(alice.id, n + 1)).flat();
  for (const entry of entries) aliceIds.add(entry.id);
  await putItems(entries.map(itemOf));
  const schedule = await request('POST', '/api/reminders/', {
    token: alice.access,
    body: medicationBody({ name: 'Metformin', dose_amount: 500, dose_unit: 'mg', timezone: 'UTC', start_date: '2026-01-01' }),
  });
  expect(schedule.status).toBe(201);
  await createEntry(bob.access, 'supplements', { details: 'bobs-secret-tonic' });
}, 120_000);

describe('FHIR export', () => {
  it('answers a year of every type as a FHIR R4 Bundle with 0 validator errors, as a dated download', async () => {
    const { response, bundle } = await fhirOf(alice.access);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="tend-fhir-${today}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    // Every type is there: coded vitals, sleep, activity, daily steps and energy, and the medication statements.
    for (const code of ['29463-7', '85354-9', '8480-6', '8462-4', '8867-4', '15074-8', '41950-7', '93832-4', '55411-3', '9052-2']) {
      expect(codes(bundle!)).toContain(code);
    }
    const kinds = resources(bundle!).map((r) => r.resourceType);
    expect(kinds.filter((k) => k === 'Patient')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'MedicationStatement').length).toBe(YEAR + 1);
    expect(await fhirErrors(bundle!)).toEqual([]);
  }, 120_000);

  it("has an id and meta on every resource, and only the caller's own data", async () => {
    const { bundle } = await fhirOf(alice.access);
    const text = JSON.stringify(bundle);
    expect(text).not.toContain('bobs-secret-tonic');
    expect(text).not.toContain('Bartholomew');
    expect(text).not.toContain(alice.id);
    expect(text).not.toContain(alice.email);
    for (const resource of resources(bundle!)) {
      expect(resource.id).toBeTruthy();
      expect(resource.meta?.lastUpdated).toBeTruthy();
      // An entry's resources carry its id: each one is Alice's own.
      const entryId = /^01JF\w{22}/.exec(resource.id!)?.[0];
      if (entryId) expect(aliceIds.has(entryId)).toBe(true);
    }
    const theirs = await fhirOf(bob.access);
    expect(JSON.stringify(theirs.bundle)).not.toContain('Alicia');
    expect(JSON.stringify(theirs.bundle)).not.toMatch(/01JF\d{3}/);
  }, 60_000);

  it('names the person as chosen: full name, initials or not at all', async () => {
    const patientOf = async (choice: string) =>
      resources((await fhirOf(alice.access, `days=7&types=sleep&patient=${choice}`)).bundle!).find((r) => r.resourceType === 'Patient');
    expect(await patientOf('name')).toMatchObject({ name: [{ text: 'Alicia Rivera' }], birthDate: '1980', gender: 'female' });
    expect((await patientOf('initials'))!.name).toEqual([{ text: 'A. R.' }]);
    const none = await patientOf('none');
    expect(none!.name).toBeUndefined();
    expect(JSON.stringify(none)).not.toContain('Alicia');
  });

  it('includes the birth year and the sex only when chosen', async () => {
    const patientOf = async (query: string) =>
      resources((await fhirOf(alice.access, `days=7&types=sleep&${query}`)).bundle!).find((r) => r.resourceType === 'Patient') as Patient;
    expect(await patientOf('birth_year=false')).toMatchObject({ gender: 'female' });
    expect((await patientOf('birth_year=false')).birthDate).toBeUndefined();
    expect(await patientOf('sex=false')).toMatchObject({ birthDate: '1980' });
    expect((await patientOf('sex=false')).gender).toBeUndefined();
    const neither = await patientOf('patient=none&birth_year=false&sex=false');
    expect(Object.keys(neither).sort()).toEqual(['id', 'meta', 'resourceType']);
  });

  it('includes only the chosen types of the chosen period', async () => {
    const { bundle } = await fhirOf(alice.access, 'days=7&types=sleep,mood-stress');
    const observations = resources(bundle!).filter((r): r is Observation => r.resourceType === 'Observation');
    expect(resources(bundle!).some((r) => r.resourceType === 'MedicationStatement')).toBe(false);
    expect(observations.filter((o) => o.code.coding?.[0].code === '93832-4')).toHaveLength(7);
    expect(observations.filter((o) => o.code.text === 'Mood, self-rated')).toHaveLength(7);
    expect(observations).toHaveLength(7 * 4);
  });

  it.each([
    ['days=3', 'days'],
    ['days=366', 'days'],
    ['days=many', 'days'],
    ['types=sleep,bogus', 'types'],
    ['types=', 'types'],
    ['patient=everyone', 'patient'],
    ['birth_year=perhaps', 'birth_year'],
    ['sex=2', 'sex'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await request('GET', `/api/export/fhir/?${query}`, { token: alice.access });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
    expect(response.body[field][0]).toMatch(/^[A-Z].+\.$/);
  });

  it('asks for a signed-in person', async () => {
    expect((await request('GET', '/api/export/fhir/')).status).toBe(401);
  });
});
