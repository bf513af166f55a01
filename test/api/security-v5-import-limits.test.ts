// ASVS V5 (file handling), S51, through the import routes as the Data Import page uses them: an Apple Health export
// with a <Record> of a million <MetadataEntry> children is previewed in seconds with the element as a problem, and
// cannot be imported; a zip that inflates a thousand times fails with words for the person, in seconds, writing
// nothing (docs/IMPORT.md "Limits").
import { metadataBombXml, ratioBomb, streamedZip } from '../support/apple-health-bombs';
import { signedInAccount } from './support/accounts';
import { previewImport, uploadImport } from './support/imports';
import { request } from './support/runtime';

describe('S51: hostile Apple Health exports', () => {
  it('S51: a <Record> with a million <MetadataEntry> children is a problem of the preview, and the import is refused', async () => {
    const { access } = await signedInAccount();
    const zip = await streamedZip(metadataBombXml(1_000_000));
    const id = await uploadImport(access, 'apple-health', zip, 'Europe/Berlin');
    const started = Date.now();
    const job = await previewImport(access, id);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(job.status).toBe('ready');
    expect(job.preview).toMatchObject({ entries: 1, problem_count: 1 });
    expect(job.preview!.problems[0]).toMatch(
      /^Line \d+ of export\.xml: a <Record> has more than 100 <MetadataEntry>, more than the Health app writes; it is not read\.$/,
    );
    const confirm = await request('POST', `/api/imports/${id}/confirm/`, { token: access });
    expect(confirm.status).toBe(400);
    expect((await request('GET', '/api/physical-activities/', { token: access })).body).toEqual([]);
  });

  it('S51: a zip of ratio 1000:1 fails in seconds with a clear message, writing nothing', async () => {
    const { access } = await signedInAccount();
    for (const declared of ['true', 'a tenth'] as const) {
      const id = await uploadImport(access, 'apple-health', ratioBomb(2048, declared).zip, 'Europe/Berlin');
      const started = Date.now();
      const job = await previewImport(access, id);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(job).toMatchObject({ status: 'failed', preview: null });
      expect(job.error).toMatch(/^This zip unpacks to more than 200 times its size, which no Health app export does/);
      expect((await request('DELETE', `/api/imports/${id}/`, { token: access })).status).toBe(204);
    }
  });
});
