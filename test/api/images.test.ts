// GET /api/images/{path+} over HTTP: the caller's own images only (S20, S29), their true type with nosniff
// (S27), never cached (a meal photo is health data), large images by signed URL; and account deletion removing every object (R11).
import http from 'node:http';
import { ulid } from 'ulid';
import { signedInAccount } from './support/accounts';
import { request, runtimeState } from './support/runtime';
import { EXPORTS_BUCKET, IMAGES_BUCKET, keysUnder, putObject } from './support/storage';

type Account = Awaited<ReturnType<typeof signedInAccount>> & { id: string };

async function account(): Promise<Account> {
  const signedIn = await signedInAccount();
  const me = await request('GET', '/api/auth/me/', { token: signedIn.access });
  return { ...signedIn, id: me.body.id };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR and the rest of a tiny png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF and a photo')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

async function storeImage(owner: Account, bytes: Buffer, contentType: string, extension = 'png'): Promise<string> {
  const key = `images/${owner.id}/${ulid()}.${extension}`;
  await putObject(IMAGES_BUCKET, key, bytes, contentType);
  return key;
}

/** The bytes of GET /api/images/<path> as sent, without fetch normalising `..` away. */
function rawGet(path: string, token: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(runtimeState().url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers: { authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let alice: Account;
let bob: Account;
beforeAll(async () => {
  [alice, bob] = await Promise.all([account(), account()]);
});

describe('GET /api/images/{path}', () => {
  it("returns the caller's image with its type, nosniff and no-store", async () => {
    const key = await storeImage(alice, PNG, 'image/png');
    const response = await rawGet(`/api/images/${key}`, alice.access);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('Authorization');
    expect(response.body.equals(PNG)).toBe(true);
  });

  it('answers the type the bytes prove, not the one stored (S27)', async () => {
    const key = await storeImage(alice, JPEG, 'image/png');
    const response = await rawGet(`/api/images/${key}`, alice.access);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.body.equals(JPEG)).toBe(true);
  });

  it.each([
    ['an SVG with a script', SVG, 'image/svg+xml', 'svg'],
    ['HTML claiming to be a PNG', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png', 'png'],
  ])('serves %s only as a download, never as something a browser renders', async (_name, bytes, contentType, extension) => {
    const key = await storeImage(alice, bytes, contentType, extension);
    const response = await rawGet(`/api/images/${key}`, alice.access);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${key.split('/').pop()}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 for another user's image, exactly as for a missing one (S20)", async () => {
    const bobsKey = await storeImage(bob, PNG, 'image/png');
    const theirs = await rawGet(`/api/images/${bobsKey}`, alice.access);
    const missing = await rawGet(`/api/images/images/${alice.id}/${ulid()}.png`, alice.access);
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body.toString()).toBe(missing.body.toString());
    expect((await rawGet(`/api/images/${bobsKey}`, bob.access)).status).toBe(200);
  });

  it.each([
    ['a dot-dot segment', (file: string) => `/api/images/images/${alice.id}/../${bob.id}/${file}`],
    ['encoded dots', (file: string) => `/api/images/images/${alice.id}/%2e%2e/${bob.id}/${file}`],
    ['encoded slashes', (file: string) => `/api/images/images/${alice.id}/..%2F${bob.id}%2F${file}`],
    ['an encoded prefix', (file: string) => `/api/images/images%2F${bob.id}%2F${file}`],
    ['the id in lower case', (file: string) => `/api/images/images/${bob.id.toLowerCase()}/${file}`],
    ['a dot segment', (file: string) => `/api/images/./images/${bob.id}/${file}`],
  ])("answers 404 to a path that reaches for another user's image with %s (S29)", async (_name, pathTo) => {
    const bobsFile = (await storeImage(bob, PNG, 'image/png')).split('/').pop()!;
    expect((await rawGet(pathTo(bobsFile), alice.access)).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const key = await storeImage(alice, PNG, 'image/png');
    expect((await request('GET', `/api/images/${key}`)).status).toBe(401);
  });

  it('hands an image too large for a Lambda response over by a short-lived signed URL', async () => {
    const large = Buffer.concat([JPEG, Buffer.alloc(4.5 * 1024 * 1024, 7)]);
    const key = await storeImage(alice, large, 'image/jpeg', 'jpg');
    const response = await rawGet(`/api/images/${key}`, alice.access);
    expect(response.status).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(response.headers.location!);
    expect(location.pathname).toMatch(new RegExp(`^/${EXPORTS_BUCKET}/exports/${alice.id}/[0-9A-Z]{26}\\.jpg$`));
    const appOrigin = new URL(runtimeState().url).origin;
    const download = await fetch(location, { headers: { origin: appOrigin } });
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(Buffer.from(await download.arrayBuffer()).equals(large)).toBe(true);
  });
});

describe('account deletion', () => {
  it("removes every image, download and uploaded import file of the user, and nobody else's (R11)", async () => {
    const leaving = await account();
    const staying = await account();
    for (let i = 0; i < 3; i++) await storeImage(leaving, PNG, 'image/png');
    await putObject(EXPORTS_BUCKET, `exports/${leaving.id}/${ulid()}.csv`, Buffer.from('a,b\r\n'), 'text/csv');
    // A file uploaded for import (the browser PUTs it to a signed URL; issue 14) lives in the same bucket.
    await putObject(EXPORTS_BUCKET, `imports/${leaving.id}/${ulid()}`, Buffer.from('date,steps\r\n'), 'text/csv');
    const keptUpload = `imports/${staying.id}/${ulid()}`;
    await putObject(EXPORTS_BUCKET, keptUpload, Buffer.from('date,steps\r\n'), 'text/csv');
    const kept = await storeImage(staying, PNG, 'image/png');

    const response = await request('DELETE', '/api/auth/account/delete/', { token: leaving.access, body: { password: leaving.password } });
    expect(response.status).toBe(200);
    expect(await keysUnder(IMAGES_BUCKET, `images/${leaving.id}/`)).toEqual([]);
    expect(await keysUnder(EXPORTS_BUCKET, `exports/${leaving.id}/`)).toEqual([]);
    expect(await keysUnder(EXPORTS_BUCKET, `imports/${leaving.id}/`)).toEqual([]);
    expect(await keysUnder(IMAGES_BUCKET, `images/${staying.id}/`)).toEqual([kept]);
    expect(await keysUnder(EXPORTS_BUCKET, `imports/${staying.id}/`)).toEqual([keptUpload]);
  });
});
