// The API compresses its answers as CloudFront does the site's files (docs/API.md "Compressed answers"): brotli when
// the request accepts it, else gzip, from 1,000 bytes, with Vary: Accept-Encoding; a small answer, one that accepts
// neither, and an error are sent as they are. Raw HTTP, since fetch would undo the encoding.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signedInAccount } from './support/accounts';
import { rawGet } from './support/raw-get';

/** A raw GET as the account, with that Accept-Encoding. */
const rawGetAs = (path: string, access: string, acceptEncoding?: string) =>
  rawGet(path, { authorization: `Bearer ${access}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });

const MAPPINGS = '/api/logs/timezone-mappings/';

it('compresses a large answer in brotli, else gzip, and sends the same JSON', async () => {
  const { access } = await signedInAccount();
  const plain = await rawGetAs(MAPPINGS, access);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toBe('Accept-Encoding');
  expect(plain.body.length).toBeGreaterThan(1_000);
  const json = JSON.parse(plain.body.toString('utf8'));

  const br = await rawGetAs(MAPPINGS, access, 'gzip, deflate, br, zstd');
  expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'application/json']);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

  const gzip = await rawGetAs(MAPPINGS, access, 'br;q=0, gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
  // The answer's own headers stay: the mappings' ETag and caching.
  expect(gzip.headers.etag).toBe(plain.headers.etag);
  expect(gzip.headers['cache-control']).toBe(plain.headers['cache-control']);
});

it('sends a small answer and an error as they are', async () => {
  const { access } = await signedInAccount();
  const plain = await rawGetAs('/api/experiments/today/', access);
  expect(plain.body.length).toBeLessThan(1_000);
  const small = await rawGetAs('/api/experiments/today/', access, 'br, gzip');
  expect([small.status, small.headers['content-encoding']]).toEqual([200, undefined]);
  expect(small.body.equals(plain.body)).toBe(true);

  const refused = await rawGetAs('/api/experiments/no-such-experiment/', access, 'br, gzip');
  expect(refused.status).toBe(404);
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(refused.body.toString('utf8'))).toBeInstanceOf(Object);
});
