// ASVS V5 (file handling), issue 21: a photo keeps no metadata once stored, whichever way it came in. A photo entry's
// upload and a backup's image carrying EXIF with GPS, XMP, IPTC (APP13), comments, a thumbnail and a second picture
// are stored without any of them, the orientation kept; a backup's HEIC (whose metadata cannot be removed) is a problem.
import { decodeJwt, signedInAccount } from './support/accounts';
import { downloadBackup, importWhole, previewImport, uploadImport } from './support/imports';
import { postForm, savePhotoEntry } from './support/photos';
import { apiUrl, request } from './support/runtime';
import { exifOrientation } from '../../functions/domain/strip-jpeg';
import { jpegWithEverything, secretsIn } from '../support/photo-metadata';

const bytesOf = async (token: string, path: string) =>
  Buffer.from(await (await fetch(apiUrl(`/api/images/${path}`), { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());

/** The EXIF APP1 payload of a JPEG (the first one before the scan), if any. */
function exifOf(jpeg: Buffer): Buffer | undefined {
  for (let at = 2; jpeg[at] === 0xff && jpeg[at + 1] !== 0xda; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xe1) return jpeg.subarray(at + 4, at + 2 + jpeg.readUInt16BE(at + 2));
  }
  return undefined;
}

/** Alice's backup with her one photo replaced by `bytes`. */
async function backupWithPhoto(token: string, bytes: Buffer): Promise<Buffer> {
  const backup = JSON.parse(Buffer.from(await (await downloadBackup(token)).arrayBuffer()).toString('utf8'));
  expect(backup.images).toHaveLength(1);
  backup.images[0].data_base64 = bytes.toString('base64');
  return Buffer.from(JSON.stringify(backup));
}

describe('photos are stored without metadata', () => {
  it('a photo entry uploaded with EXIF GPS, XMP, IPTC and comments is stored without them, upright', async () => {
    const { access } = await signedInAccount();
    const items = JSON.stringify([{ category: 'food_drinks', details: 'Soup', calculated_time: '2026-11-21T12:30:00', notes: '' }]);
    const photo = { bytes: jpegWithEverything(6), name: 'soup.jpg', type: 'image/jpeg' };
    const saved = await postForm('/api/structured-data/save-with-image/', access, { raw_text: 'soup', items, timezone: 'UTC' }, photo);
    expect(saved.status).toBe(201);
    const stored = await bytesOf(access, saved.body.image_url);
    expect(secretsIn(stored)).toEqual([]);
    expect(exifOrientation(exifOf(stored)!)).toBe(6);
  });

  it('a backup whose photo carries EXIF GPS and IPTC is restored without them', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    await savePhotoEntry(alice.access, 'Soup from the photo', 'soup');
    const file = await backupWithPhoto(alice.access, jpegWithEverything(6));
    const job = await importWhole(bob.access, 'backup', file);
    expect(job).toMatchObject({ status: 'done', error: null });
    const [soup] = (await request('GET', '/api/food-drinks/', { token: bob.access })).body;
    expect(soup.image_url).toMatch(new RegExp(`^images/${String(decodeJwt(bob.access).sub)}/`));
    const restored = await bytesOf(bob.access, soup.image_url);
    expect(restored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(secretsIn(restored)).toEqual([]);
    expect(exifOrientation(exifOf(restored)!)).toBe(6);
  });

  it('a backup with a HEIC photo (its metadata cannot be removed) lists it as a problem and restores nothing', async () => {
    const [alice, bob] = [await signedInAccount(), await signedInAccount()];
    await savePhotoEntry(alice.access, 'Soup from the photo', 'soup');
    const heic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.from('Exif GPS 48.8584')]);
    const job = await previewImport(bob.access, await uploadImport(bob.access, 'backup', await backupWithPhoto(alice.access, heic)));
    expect(job.status).toBe('ready');
    expect(job.preview!.problems).toEqual([
      expect.stringMatching(/^Image 1 \(.*\) is a HEIC or HEIF image, which this app does not store: convert it to JPEG\.$/),
    ]);
    expect((await request('POST', `/api/imports/${job.id}/confirm/`, { token: bob.access })).status).toBe(400);
  });
});
