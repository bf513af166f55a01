// A share link's FHIR file is the export's (docs/SHARING.md "Links"): decrypted with the link's key, it is what
// GET /api/export/fhir/ answers for the same days, types and patient choices (name, birth year, sex) (but for the bundle's own id and the
// instant it was made), and both validators find no error in it.
import { signedInAccount } from './support/accounts';
import { LA, localTime, saveSeed } from './support/quick-log';
import { request } from './support/runtime';
import { decryptedFiles, makeShare, manifestPath, openManifest, payloadOf } from './support/shares';
import { fhirErrors } from '../support/fhir-validator';

/**
 * The bundle without what differs between two builds of the same data: its id, and the instant it was made (its
 * timestamp, and wherever a resource names that instant as its own, as the Patient's lastUpdated).
 */
const comparable = (bundle: Record<string, unknown>) => {
  const { id: _id, meta: _meta, timestamp, ...rest } = bundle;
  return JSON.parse(JSON.stringify(rest).replaceAll(JSON.stringify(timestamp), '"<made at>"'));
};

describe('a share link’s FHIR file', () => {
  it('equals what GET /api/export/fhir/ answers for the same options, and validates', async () => {
    const { access } = await signedInAccount();
    await saveSeed(access, [
      { category: 'sleep', details: 'slept 7 hours', calculated_time: localTime(LA, 3, '07:00'), measures: { duration_min: 420 } },
      { category: 'supplements', details: 'Magnesium 400 mg', calculated_time: localTime(LA, 2, '21:30') },
      { category: 'test_subjects', details: 'headache', calculated_time: localTime(LA, 2, '15:00') },
      { category: 'mood_stress', details: 'calm', calculated_time: localTime(LA, 1, '20:00') },
      { category: 'food_drinks', details: '2 eggs', calculated_time: localTime(LA, 1, '08:00') },
    ]);
    const types = ['sleep', 'supplements', 'test-subjects', 'mood-stress'];
    const made = (await makeShare(access, { days: 30, types, patient: 'initials', passcode: false })).body;
    const { url, key } = payloadOf(made.shlink);
    const opened = await openManifest(manifestPath(url), {});
    const [shared] = await decryptedFiles(opened.body.files, key);
    const exported = await request('GET', `/api/export/fhir/?days=30&patient=initials&types=${types.join(',')}`, { token: access });
    expect(exported.status).toBe(200);
    expect(comparable(shared)).toEqual(comparable(exported.body));
    expect((shared.entry as unknown[]).length).toBeGreaterThan(3);
    expect(await fhirErrors(shared as never)).toEqual([]);
  });

  it('leaves out the birth year and the sex when the link was made without them, and its list says so', async () => {
    const { access } = await signedInAccount();
    const profile = await request('PUT', '/api/auth/profile/update/', { token: access, body: { birth_year: 1975, gender: 'M' } });
    expect(profile.status).toBe(200);
    const made = (await makeShare(access, { days: 30, types: ['sleep'], patient: 'name', birth_year: false, sex: false, passcode: false }))
      .body;
    expect(made.share).toMatchObject({ birth_year: false, sex: false });
    const { url, key } = payloadOf(made.shlink);
    const [shared] = await decryptedFiles((await openManifest(manifestPath(url), {})).body.files, key);
    const patient = (shared.entry as { resource: Record<string, unknown> }[])
      .map((e) => e.resource)
      .find((r) => r.resourceType === 'Patient')!;
    expect(patient.birthDate).toBeUndefined();
    expect(patient.gender).toBeUndefined();
    const exported = await request('GET', '/api/export/fhir/?days=30&types=sleep&birth_year=false&sex=false', { token: access });
    expect(comparable(shared)).toEqual(comparable(exported.body));
    const listed = (await request('GET', '/api/shares/', { token: access })).body.shares[0];
    expect(listed).toMatchObject({ birth_year: false, sex: false });
  });
});
