// ASVS V14 (data protection), 14.3.1 and 14.3.2: a shared computer keeps nothing of the person's. Meal photos and
// exports answer `Cache-Control: no-store`, inline, on the redirect and from the signed download the redirect leads
// to; both logouts tell the browser to clear its HTTP cache of the origin (`Clear-Site-Data: "cache"`).
import { ulid } from 'ulid';
import { signedInAccount } from './support/accounts';
import { downloadBackup } from './support/imports';
import { savePhotoEntry } from './support/photos';
import { apiUrl, request, runtimeState } from './support/runtime';
import { IMAGES_BUCKET, putObject } from './support/storage';

const get = (path: string, token: string) => fetch(apiUrl(path), { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });

describe('no copy in the browser cache', () => {
  it('a meal photo answers no-store, inline and through its signed download', async () => {
    const { access } = await signedInAccount();
    const saved = await savePhotoEntry(access, 'Soup', 'soup at lunch');
    const inline = await get(`/api/images/${saved.image_url}`, access);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('cache-control')).toBe('no-store');
    // Over 4 MiB the image is copied for a signed download: the redirect and the object it leads to are not kept either.
    const me = await request('GET', '/api/auth/me/', { token: access });
    const key = `images/${me.body.id}/${ulid()}.jpg`;
    await putObject(
      IMAGES_BUCKET,
      key,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4.5 * 1024 * 1024)]),
      'image/jpeg',
    );
    const redirect = await get(`/api/images/${key}`, access);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    const signed = await fetch(redirect.headers.get('location')!, { headers: { origin: new URL(runtimeState().url).origin } });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toBe('no-store');
  });

  it('exports answer no-store: the CSV inline, the backup on its redirect and its signed download', async () => {
    const { access } = await signedInAccount();
    const csv = await get('/api/export/csv/', access);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const backup = await downloadBackup(access);
    expect(backup.status).toBe(200);
    expect(backup.headers.get('cache-control')).toBe('no-store');
  });
});

describe('logout clears the browser cache of the origin', () => {
  it('logout of this device and sign-out everywhere answer Clear-Site-Data: "cache"', async () => {
    const { access, refresh } = await signedInAccount();
    const here = await request('POST', '/api/auth/logout/', { token: access, body: { refresh } });
    expect(here.status).toBe(200);
    expect(here.headers.get('clear-site-data')).toBe('"cache"');
    const other = await signedInAccount();
    const everywhere = await request('POST', '/api/auth/logout/all/', { token: other.access });
    expect(everywhere.status).toBe(200);
    expect(everywhere.headers.get('clear-site-data')).toBe('"cache"');
  });
});
