// CORS for SMART Health Link viewers on other origins (docs/SHARING.md "Security"): the manifest route answers a
// browser's preflight (204, any origin, POST with a Content-Type), and such a viewer asks for the files embedded in the
// manifest's answer (embeddedLengthMax), which carries CORS; the exports bucket's signed URLs stay readable from the
// app's origin only (R12). Every other API path keeps no CORS at all (S38), preflight or not.
import { signedInAccount } from './support/accounts';
import { request } from './support/runtime';
import { makeShare, manifestPath, openManifest, payloadOf } from './support/shares';

const VIEWER_ORIGIN = 'https://viewer.example';

const preflight = (path: string, origin = VIEWER_ORIGIN) =>
  request('OPTIONS', path, {
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('CORS for a SMART Health Link viewer on another origin', () => {
  let path: string;
  let passcode: string;
  beforeAll(async () => {
    const { access } = await signedInAccount();
    const made = await makeShare(access);
    path = manifestPath(payloadOf(made.body.shlink).url);
    passcode = made.body.passcode;
  });

  it.each(['without', 'with'])(
    "S38's exception: answers a preflight on the manifest path (%s a trailing slash) with 204",
    async (slash) => {
      const response = await preflight(slash === 'with' ? `${path}/` : path);
      expect(response.status).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toBe('POST');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('content-type');
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it('answers the same preflight for an unknown manifest id: it reveals nothing, the POST is what checks', async () => {
    const response = await preflight(`/api/shl/${'A'.repeat(43)}`);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(['/api/shares/', '/api/auth/token/', '/api/shares/abc/'])(
    'S38: a preflight on %s gets no CORS, as before (405)',
    async (other) => {
      const response = await preflight(other);
      expect(response.status).toBe(405);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
    },
  );

  it('gives a browser on any origin the files embedded in its CORS answer, and leaves the bucket closed to it (R12)', async () => {
    const embedded = await openManifest(path, { passcode, embeddedLengthMax: 10_000_000 }, { origin: VIEWER_ORIGIN });
    expect(embedded.status).toBe(200);
    expect(embedded.headers.get('access-control-allow-origin')).toBe('*');
    for (const file of embedded.body.files as { embedded: string }[]) expect(file.embedded.split('.')).toHaveLength(5);
    const located = await openManifest(path, { passcode }, { origin: VIEWER_ORIGIN });
    for (const file of located.body.files as { location: string }[]) {
      const response = await fetch(file.location, { headers: { origin: VIEWER_ORIGIN } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
