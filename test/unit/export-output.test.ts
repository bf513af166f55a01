// The export's output: inline while it fits a Lambda response, then streamed to storage in bounded parts.
import { ExportOutput, jsonStringBytes } from '../../functions/export/export-output';
import type { PartUpload } from '../../functions/providers/storage/storage-port';

class FakeUpload implements PartUpload {
  readonly key = 'exports/U1/x.csv';
  parts: Buffer[] = [];
  completed = false;
  aborted = false;
  inFlight = 0;
  maxInFlight = 0;
  failOnPart?: number;

  async uploadPart(bytes: Buffer) {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.inFlight -= 1;
    if (this.failOnPart === this.parts.length + 1) throw new Error('part refused');
    this.parts.push(bytes);
  }
  async complete() {
    this.completed = true;
  }
  async abort() {
    this.aborted = true;
  }
}

function outputWith(inlineMaxBytes: number, partBytes: number) {
  const upload = new FakeUpload();
  let starts = 0;
  const output = new ExportOutput({
    inlineMaxBytes,
    partBytes,
    startUpload: async () => {
      starts += 1;
      return upload;
    },
  });
  return { output, upload, starts: () => starts };
}

describe('jsonStringBytes', () => {
  it('counts what a character costs inside the JSON of a Lambda response', () => {
    expect(jsonStringBytes('abc')).toBe(3);
    expect(jsonStringBytes('"')).toBe(2);
    expect(jsonStringBytes('\r\n')).toBe(4);
    expect(jsonStringBytes('é')).toBe(2);
    expect(jsonStringBytes('\u0001')).toBe(6);
  });
});

describe('ExportOutput', () => {
  it('answers inline while the body fits, without touching storage', async () => {
    const { output, starts } = outputWith(100, 10);
    await output.write('a,b\r\n');
    await output.write('c,d\r\n');
    expect(await output.finish()).toEqual({ kind: 'inline', text: 'a,b\r\nc,d\r\n' });
    expect(starts()).toBe(0);
  });

  it('counts escapes against the limit: quotes and line ends cost double in the response', async () => {
    const { output } = outputWith(10, 1000);
    await output.write('""""""'); // 6 characters, 12 bytes once escaped
    expect((await output.finish()).kind).toBe('stored');
  });

  it('streams to storage once past the limit, in parts of at least partBytes but the last, and keeps every byte', async () => {
    const { output, upload, starts } = outputWith(50, 40);
    const rows = Array.from({ length: 30 }, (_, i) => `row ${i},value\r\n`);
    for (const row of rows) await output.write(row);
    const result = await output.finish();
    expect(result).toEqual({ kind: 'stored', key: upload.key, bytes: Buffer.byteLength(rows.join('')) });
    expect(starts()).toBe(1);
    expect(upload.completed).toBe(true);
    expect(Buffer.concat(upload.parts).toString()).toBe(rows.join(''));
    for (const part of upload.parts.slice(0, -1)) expect(part.length).toBeGreaterThanOrEqual(40);
    // Memory stays bounded: what waits in memory is under one part, plus at most one part on its way.
    expect(upload.maxInFlight).toBe(1);
  });

  it('stops at a failed part and frees the upload on abort', async () => {
    const { output, upload } = outputWith(0, 10);
    upload.failOnPart = 2;
    const write = async () => {
      for (let i = 0; i < 10; i++) await output.write('0123456789');
      await output.finish();
    };
    await expect(write()).rejects.toThrow('part refused');
    await output.abort();
    expect(upload.aborted).toBe(true);
    expect(upload.completed).toBe(false);
  });
});
