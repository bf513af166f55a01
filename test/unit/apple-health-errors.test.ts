// A file the Apple Health import cannot read gets a typed error with a message a person can read, before any entry
// (docs/IMPORT.md "Apple Health"): not a zip, a zip without export.xml, XML that is not Apple's or is broken.
import { AppleHealthImportError } from '../../functions/imports/apple-health/errors';
import { importAppleHealth } from '../../functions/imports/apple-health/import-apple-health';
import { bufferZipSource } from '../../functions/imports/apple-health/zip-source';
import { FOOTER, HEADER, zipBuffer } from '../support/apple-health-xml';

async function failure(zip: Buffer, zone = 'Europe/Berlin', maxXmlBytes?: number): Promise<AppleHealthImportError> {
  try {
    for await (const batch of importAppleHealth(bufferZipSource(zip), { zone, maxXmlBytes })) expect(batch).toBeUndefined();
  } catch (error) {
    expect(error).toBeInstanceOf(AppleHealthImportError);
    return error as AppleHealthImportError;
  }
  throw new Error('the import did not fail');
}

test('a file that is not a zip', async () => {
  const error = await failure(Buffer.from('name,date\nsteps,2026-03-01\n'));
  expect(error.kind).toBe('not-zip');
  expect(error.message).toMatch(/^This file is not a zip archive\. Choose the export\.zip that the Health app made/);
});

test('a zip cut short (an interrupted upload)', async () => {
  const zip = await zipBuffer({ 'apple_health_export/export.xml': HEADER + FOOTER });
  const error = await failure(zip.subarray(0, zip.length - 40));
  expect(error.kind).toBe('damaged-zip');
  // yauzl's own words ("End of central directory record signature not found") never reach the person.
  expect(error.message).toBe(
    'This zip is damaged or cut short (an upload or a copy that stopped early?). Export again from the Health app (your picture or initials → Export All Health Data) and upload the new export.zip.',
  );
});

test('a zip without apple_health_export/export.xml', async () => {
  const error = await failure(await zipBuffer({ 'photos/cat.txt': 'meow', 'apple_health_export/export_cda.xml': '<x/>' }));
  expect(error.kind).toBe('not-apple-health');
  expect(error.message).toBe(
    'This zip is not an Apple Health export: it has no apple_health_export/export.xml. Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  );
});

test('an export.xml that is some other XML', async () => {
  const error = await failure(await zipBuffer({ 'apple_health_export/export.xml': '<?xml version="1.0"?><kml></kml>' }));
  expect(error.kind).toBe('other-xml');
  expect(error.message).toBe(
    'This zip’s export.xml is not an Apple Health export (it starts with <kml>, the Health app’s with <HealthData>). Choose the export.zip that the Health app made (Profile → Export All Health Data).',
  );
});

const GPX = '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Apple Health Export"><trk><trkseg></trkseg></trk></gpx>\n';
const GPX_MESSAGE =
  'This is a GPX route (a workout route or another app’s track), not an Apple Health export: routes are not imported. Choose the export.zip that the Health app made (Profile → Export All Health Data).';

test('a GPX route is told what it is, never "no export.xml (its export.xml starts with <gpx>)"', async () => {
  for (const file of [
    Buffer.from(GPX),
    await zipBuffer({ 'workout-routes/route_2026-03-01_8.04am.gpx': GPX }),
    await zipBuffer({ 'apple_health_export/export.xml': GPX }),
  ]) {
    const error = await failure(file);
    expect([error.kind, error.message]).toEqual(['gpx', GPX_MESSAGE]);
  }
});

test('the export.xml itself, not zipped, is told to upload the zip', async () => {
  const error = await failure(Buffer.from(HEADER + FOOTER));
  expect(error.kind).toBe('export-xml');
  expect(error.message).toBe(
    'This is the export.xml itself, not the export.zip. Upload the export.zip the Health app made (Profile → Export All Health Data), or zip the apple_health_export folder and upload that.',
  );
});

test('an export.xml cut short or broken names where', async () => {
  const broken = await failure(await zipBuffer({ 'apple_health_export/export.xml': `${HEADER} <Record type="x" startDate=>\n${FOOTER}` }));
  expect(broken.kind).toBe('malformed-xml');
  expect(broken.message).toMatch(
    /^The Apple Health export is damaged: its export\.xml could not be read \(.*\d+:\d+.*\)\. Export again from the Health app/,
  );
  const cut = await failure(await zipBuffer({ 'apple_health_export/export.xml': HEADER }));
  expect(cut.kind).toBe('malformed-xml');
  const empty = await failure(await zipBuffer({ 'apple_health_export/export.xml': '' }));
  expect(empty.kind).toBe('malformed-xml');
});

test('a zone that is not one', async () => {
  const error = await failure(await zipBuffer({ 'apple_health_export/export.xml': HEADER + FOOTER }), 'Mars/Olympus');
  expect(error.kind).toBe('bad-zone');
});

test('an export.xml larger unpacked than the import reads (20 GB; a zip of repeated XML packs far more into 2 GB)', async () => {
  const xml = HEADER + ' '.repeat(5000) + FOOTER;
  const error = await failure(await zipBuffer({ 'apple_health_export/export.xml': xml }), 'Europe/Berlin', 4096);
  expect(error.kind).toBe('too-large');
  expect(error.message).toMatch(
    /^This export's export\.xml is larger than 20 GB unpacked, the most an import reads\. It cannot be imported whole/,
  );
  // The real limit passes the same file.
  for await (const batch of importAppleHealth(bufferZipSource(await zipBuffer({ 'apple_health_export/export.xml': xml })), { zone: 'UTC' }))
    expect(batch.entries).toEqual([]);
});
