// Refusals of an Apple Health import through the routes (issue 25): an honest 2 MB zip that inflates to 2 GiB of
// white space is refused by its ratio in about a second and never read (not at the preview, not at a confirm); a GPX
// route, the export.xml itself and a damaged zip are each told what they are and what to do, in words of ours, never
// a library's; and a failed job's uploaded file is deleted when it fails.
import { honestWhitespaceZip } from '../support/apple-health-bombs';
import { FOOTER, HEADER, zipBuffer } from '../support/apple-health-xml';
import { signedInAccount } from './support/accounts';
import { previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';
import { EXPORTS_BUCKET, keysUnder } from './support/storage';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The uploaded file of a job, if it is still in the transfers bucket. */
const uploaded = async (id: string) => (await keysUnder(EXPORTS_BUCKET, 'imports/')).filter((key) => key.endsWith(`/${id}`));

it('an honest 2 MB zip of 2 GiB of white space is refused by its ratio in about a second, its file deleted', async () => {
  const { access } = await signedInAccount();
  const zip = await bytesOf(honestWhitespaceZip(2048));
  expect(zip.length).toBeLessThan(2.5 * 1024 ** 2);
  const id = await uploadImport(access, 'apple-health', zip, 'Europe/Berlin', 'export.zip');
  expect(await uploaded(id)).toHaveLength(1);
  const started = Date.now();
  const job = await previewImport(access, id);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(job).toMatchObject({ status: 'failed', preview: null });
  expect(await uploaded(id)).toEqual([]); // deleted when it failed
  expect(job.error).toBe(
    'This zip unpacks to more than 200 times its size, which no Health app export does: it is not read (it looks made to exhaust the import, a "zip bomb"). If it is your export, export again from the Health app and upload the new export.zip.',
  );
  // Never read a second time: there is nothing to confirm.
  expect((await request('POST', `/api/imports/${id}/confirm/`, { token: access })).status).toBe(409);
});

const GPX = '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Apple Health Export"><trk><trkseg></trkseg></trk></gpx>\n';
const NEXT = 'Choose the export.zip that the Health app made (Profile → Export All Health Data).';

it.each([
  [
    'a GPX route',
    async () => Buffer.from(GPX),
    `This is a GPX route (a workout route or another app’s track), not an Apple Health export: routes are not imported. ${NEXT}`,
  ],
  [
    'a zip of GPX routes',
    () => zipBuffer({ 'workout-routes/route_2026-03-01_8.04am.gpx': GPX }),
    `This is a GPX route (a workout route or another app’s track), not an Apple Health export: routes are not imported. ${NEXT}`,
  ],
  [
    'the export.xml itself',
    async () => Buffer.from(HEADER + FOOTER),
    'This is the export.xml itself, not the export.zip. Upload the export.zip the Health app made (Profile → Export All Health Data), or zip the apple_health_export folder and upload that.',
  ],
  [
    'a zip cut short',
    async () => (await zipBuffer({ 'apple_health_export/export.xml': HEADER + FOOTER })).subarray(0, 100),
    'This zip is damaged or cut short (an upload or a copy that stopped early?). Export again from the Health app (your picture or initials → Export All Health Data) and upload the new export.zip.',
  ],
])('%s is told what it is and what to do, and its file is deleted', async (_what, file, message) => {
  const { access } = await signedInAccount();
  const id = await uploadImport(access, 'apple-health', await file(), 'Europe/Berlin', 'export.zip');
  const job = await previewImport(access, id);
  expect(job).toMatchObject({ status: 'failed', error: message });
  expect(job.error).not.toMatch(/signature|central directory|export\.xml starts with/i);
  expect(await uploaded(id)).toEqual([]);
});
