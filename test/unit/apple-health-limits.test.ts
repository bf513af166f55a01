// S51: a hostile Apple Health export is refused as a problem, in bounded memory and in seconds (docs/IMPORT.md
// "Limits"). An element with a million <MetadataEntry> children, too many or too long attributes, too many
// <WorkoutStatistics>: a problem naming its line, its children counted and not held. A token the parser would have to
// hold whole (a comment, a tag) past 1 Mi characters, and a zip that inflates a thousand times, honest or lying about
// its size: the file is refused at once.
import v8 from 'node:v8';
import vm from 'node:vm';
import { AppleHealthImportError } from '../../functions/imports/apple-health/errors';
import { importAppleHealth } from '../../functions/imports/apple-health/import-apple-health';
import { ELEMENT_LIMITS, SampleReader, type Sample } from '../../functions/imports/apple-health/read-samples';
import { bufferZipSource } from '../../functions/imports/apple-health/zip-source';
import type { ImportedEntry } from '../../shared/imports/imported-entry';
import { bombDate, metadataBombXml, openRecord, plainRecord, ratioBomb, streamedZip } from '../support/apple-health-bombs';
import { FOOTER, HEADER, zipBuffer } from '../support/apple-health-xml';

const MILLION = 1_000_000;
// Building a million-child export and reading it takes a few seconds; the time each reading may take is asserted
// inside the tests, so jest's own limit only has to stay out of the way on a busy machine.
jest.setTimeout(60_000);

/** A full garbage collection on demand (as the bench does), so the heap read after it is what is still held. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

async function importAll(zip: Buffer) {
  const [entries, problems]: [ImportedEntry[], string[]] = [[], []];
  for await (const batch of importAppleHealth(bufferZipSource(zip), { zone: 'Europe/Berlin' })) {
    entries.push(...batch.entries);
    problems.push(...batch.problems);
  }
  return { entries, problems };
}

async function failure(zip: Buffer): Promise<AppleHealthImportError> {
  try {
    await importAll(zip);
  } catch (error) {
    expect(error).toBeInstanceOf(AppleHealthImportError);
    return error as AppleHealthImportError;
  }
  throw new Error('the import did not fail');
}

/** The samples and problems of an export.xml read as text (no zip). */
function read(xml: string) {
  const [samples, problems]: [Sample[], string[]] = [[], []];
  const reader = new SampleReader(
    (sample) => samples.push(sample),
    (problem) => problems.push(problem),
  );
  reader.write(xml);
  reader.end();
  return { samples, problems };
}

const metadata = (count: number, value = (i: number) => String(i)) =>
  Array.from({ length: count }, (_, i) => `  <MetadataEntry key="k${i}" value="${value(i)}"/>\n`).join('');

describe('S51: an element larger than the Health app writes', () => {
  it('S51: a <Record> with a million <MetadataEntry> children is one problem; the reader holds none of them (live heap < 30 MB)', async () => {
    const gc = collector();
    const problems: string[] = [];
    const reader = new SampleReader(
      () => undefined,
      (problem) => problems.push(problem),
    );
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let [peak, chunks] = [0, 0];
    const started = Date.now();
    for await (const chunk of metadataBombXml(MILLION)) {
      reader.write(chunk as string);
      // Every ten chunks (100,000 entries): what is still held once the garbage is gone.
      if (++chunks % 10 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }
    reader.end();
    expect(chunks).toBeGreaterThanOrEqual(100);
    expect(peak / 1024 / 1024).toBeLessThan(30);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(problems).toEqual([
      `Line ${HEADER.split('\n').length + 1} of export.xml: a <Record> has more than ${ELEMENT_LIMITS.metadataEntries} <MetadataEntry>, more than the Health app writes; it is not read.`,
    ]);
  });

  it('S51: the same export zipped (2.4 MB) imports in seconds: the element a problem, the records around it read', async () => {
    const zip = await streamedZip(metadataBombXml(MILLION));
    expect(zip.length).toBeLessThan(4 * 1024 * 1024);
    const started = Date.now();
    const { entries, problems } = await importAll(zip);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Line \d+ of export\.xml: a <Record> has more than 100 <MetadataEntry>/);
    // The two plain step counts around it: one day's walking, 1,000 steps (the bombed record's 500 are not counted).
    expect(entries).toHaveLength(1);
    expect(entries[0].entry.measures).toMatchObject({ steps: 1000 });
  });

  it('S51: up to the limit a record keeps its metadata; one more and it is a problem', () => {
    const at = (count: number) => `${HEADER}${openRecord}${metadata(count)} </Record>\n${FOOTER}`;
    const kept = read(at(ELEMENT_LIMITS.metadataEntries));
    expect(kept.problems).toEqual([]);
    expect(Object.keys((kept.samples[0] as Extract<Sample, { kind: 'record' }>).metadata)).toHaveLength(100);
    const over = read(at(ELEMENT_LIMITS.metadataEntries + 1));
    expect(over.samples).toEqual([]);
    expect(over.problems).toHaveLength(1);
  });

  it('S51: too many attributes, an attribute too long, too many <WorkoutStatistics>: each a problem naming its line', () => {
    const many = Array.from({ length: 65 }, (_, i) => ` extra${i}="x"`).join('');
    const long = 'x'.repeat(ELEMENT_LIMITS.attributeChars + 1);
    const statistics = Array.from(
      { length: 101 },
      () => '  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" sum="1" unit="km"/>\n',
    ).join('');
    const workout = `<Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Watch" startDate="${bombDate()}" endDate="${bombDate(30)}">\n`;
    const xml = [
      HEADER,
      plainRecord().replace('/>', `${many}/>`),
      `${openRecord}  <MetadataEntry key="HKTimeZone" value="${long}"/>\n </Record>\n`,
      `${workout}${statistics}</Workout>\n`,
      plainRecord(10),
      FOOTER,
    ].join('');
    const { samples, problems } = read(xml);
    expect(problems).toEqual([
      expect.stringMatching(/^Line \d+ of export\.xml: a <Record> has more than 64 attributes, more than the Health app writes/),
      expect.stringMatching(/a <Record> has a <MetadataEntry> with an attribute \(value\) longer than 8,192 characters/),
      expect.stringMatching(/a <Workout> has more than 100 <WorkoutStatistics>/),
    ]);
    expect(samples).toHaveLength(1); // the plain record after them
  });

  it('S51: a comment, a tag or an attribute of over a million characters stops the file at once', () => {
    const huge = 'x'.repeat(2 * 1024 * 1024);
    for (const xml of [
      `${HEADER}<!-- ${huge} -->${FOOTER}`,
      `${HEADER}<Record type="${huge}"/>${FOOTER}`,
      `${HEADER}<Record ${Array.from({ length: 200_000 }, (_, i) => `a${i}="1"`).join(' ')}/>${FOOTER}`,
      `${HEADER}<Record${huge}/>${FOOTER}`,
    ]) {
      const reader = new SampleReader(() => undefined);
      let error: unknown;
      try {
        // Written as a stream delivers it; the reader writes to the parser in 64 K pieces whatever it is given.
        reader.write(xml);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(AppleHealthImportError);
      expect((error as AppleHealthImportError).kind).toBe('token-too-large');
      expect(reader.held()).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
    }
    expect((() => read(`${HEADER}<!-- ${'x'.repeat(100_000)} -->${FOOTER}`))()).toEqual({ samples: [], problems: [] });
  });
});

test('S51: entities declared in the DOCTYPE are not expanded ("billion laughs" has nothing to grow): the file is damaged', () => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY a "${'ha'.repeat(1000)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
  expect(() => read(`${laughs}<HealthData><Record type="&b;"/></HealthData>`)).toThrow(
    expect.objectContaining({ kind: 'malformed-xml' }) as Error,
  );
});

describe('S51: a zip of ratio 1000:1', () => {
  it('S51: honest about its size: refused from its directory, before a byte is inflated', async () => {
    const { zip, unpacked } = ratioBomb(2048, 'true');
    expect(unpacked / zip.length).toBeGreaterThan(1000);
    const started = Date.now();
    const error = await failure(zip);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.kind).toBe('zip-bomb');
    expect(error.message).toBe(
      'This zip unpacks to more than 200 times its size, which no Health app export does: it is not read (it looks made to exhaust the import, a "zip bomb"). If it is your export, export again from the Health app and upload the new export.zip.',
    );
  });

  it('S51: declaring a tenth of what it inflates to: refused by the bytes counted as they stream, in seconds', async () => {
    // 2 GiB of spaces in a 2 MB zip whose directory says 205 MB (100:1, under the limit).
    const { zip } = ratioBomb(2048, 'a tenth');
    const started = Date.now();
    const error = await failure(zip);
    expect(error.kind).toBe('zip-bomb');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a small export packed tighter than 200:1 still reads (the first megabyte is free of the ratio)', async () => {
    const xml = HEADER + ' '.repeat(500_000) + plainRecord() + FOOTER;
    const zip = await zipBuffer({ 'apple_health_export/export.xml': xml });
    expect(xml.length / zip.length).toBeGreaterThan(200);
    expect((await importAll(zip)).entries).toHaveLength(1);
  });
});
