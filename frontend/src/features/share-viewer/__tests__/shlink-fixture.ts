// A SMART Health Link made the way the specification says, for the viewer's tests: a random key, the files encrypted as
// compact JWE (dir, A256GCM) with it, and the `shlink:/` payload that names the manifest.
import { CompactEncrypt } from 'jose';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const MANIFEST_URL = 'https://tend.example/api/shl/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export function makeLink(payload: Record<string, unknown> = {}) {
  const key = crypto.getRandomValues(new Uint8Array(32));
  const json = {
    url: MANIFEST_URL,
    key: b64url(key),
    exp: Math.floor(Date.now() / 1000) + 3600,
    flag: 'P',
    label: 'For Dr. Rivera, 3 Dec',
    v: 1,
    ...payload,
  };
  const shlink = `shlink:/${b64url(new TextEncoder().encode(JSON.stringify(json)))}`;
  // Copied into this realm's Uint8Array: jsdom's TextEncoder is Node's, whose arrays jose's instanceof check refuses.
  const encrypt = (resource: unknown) =>
    new CompactEncrypt(Uint8Array.from(new TextEncoder().encode(JSON.stringify(resource))))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'application/fhir+json' })
      .encrypt(key);
  return { key, json, shlink, encrypt };
}

export const BUNDLE = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'Patient', id: 'p1' } }] };

export function documentReference(html: string) {
  const data = btoa(String.fromCharCode(...new TextEncoder().encode(html)));
  return { resourceType: 'DocumentReference', status: 'current', content: [{ attachment: { contentType: 'text/html', data } }] };
}
