// A share link's FHIR file is the export's (docs/SHARING.md "Links"): decrypted with the link's key, it is what
// GET /api/export/fhir/ answers for the same days, types and patient choice (but for the bundle's own id and the
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
});
