// The API compresses its answers as CloudFront does the site's files (docs/API.md "Compressed answers"): brotli when
// the request accepts it, else gzip, from 1,000 bytes, with Vary: Accept-Encoding; a small answer, one that accepts
// neither, and an error are sent as they are. Raw HTTP, since fetch would undo the encoding.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signedInAccount } from './support/accounts';
import { apiUrl } from './support/runtime';

function rawGet(path: string, access: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${access}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    http
      .get(apiUrl(path), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const MAPPINGS = '/api/logs/timezone-mappings/';

it('compresses a large answer in brotli, else gzip, and sends the same JSON', async () => {
  const { access } = await signedInAccount();
  const plain = await rawGet(MAPPINGS, access);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toBe('Accept-Encoding');
  expect(plain.body.length).toBeGreaterThan(1_000);
  const json = JSON.parse(plain.body.toString('utf8'));

  const br = await rawGet(MAPPINGS, access, 'gzip, deflate, br, zstd');
  expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'application/json']);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

  const gzip = await rawGet(MAPPINGS, access, 'br;q=0, gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
  // The answer's own headers stay: the mappings' ETag and caching.
  expect(gzip.headers.etag).toBe(plain.headers.etag);
  expect(gzip.headers['cache-control']).toBe(plain.headers['cache-control']);
});

it('sends a small answer and an error as they are', async () => {
  const { access } = await signedInAccount();
  const plain = await rawGet('/api/experiments/today/', access);
  expect(plain.body.length).toBeLessThan(1_000);
  const small = await rawGet('/api/experiments/today/', access, 'br, gzip');
  expect([small.status, small.headers['content-encoding']]).toEqual([200, undefined]);
  expect(small.body.equals(plain.body)).toBe(true);

  const refused = await rawGet('/api/experiments/no-such-experiment/', access, 'br, gzip');
  expect(refused.status).toBe(404);
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(refused.body.toString('utf8'))).toBeInstanceOf(Object);
});
