// Where the CSV goes while it is written: kept for an inline answer until it would not fit one, then
// streamed to storage in parts, so memory stays bounded whatever the export's size (docs/FAULTS.md R12).
import type { PartUpload } from '../providers/storage/storage-port';

export interface ExportOutputOptions {
  /** Most bytes the answer's body may take inside the Lambda response (a JSON string, escapes counted). */
  inlineMaxBytes: number;
  /** Bytes per stored part (S3: at least 5 MiB for every part but the last). */
  partBytes: number;
  /** Called once, when the export stops fitting inline. */
  startUpload: () => Promise<PartUpload>;
}

export type ExportResult = { kind: 'inline'; text: string } | { kind: 'stored'; key: string; bytes: number };

/** How many bytes `text` adds to a JSON string: the Lambda response is JSON, so quotes and CR/LF count twice. */
export const jsonStringBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

export class ExportOutput {
  private chunks: Buffer[] = [];
  private pendingBytes = 0;
  private totalBytes = 0;
  private payloadBytes = 0;
  private upload: PartUpload | undefined;
  /** At most one part uploads while the next one fills. */
  private inFlight: Promise<void> | undefined;

  constructor(private readonly options: ExportOutputOptions) {}

  async write(text: string): Promise<void> {
    const bytes = Buffer.from(text, 'utf8');
    this.chunks.push(bytes);
    this.pendingBytes += bytes.length;
    this.totalBytes += bytes.length;
    if (!this.upload) {
      this.payloadBytes += jsonStringBytes(text);
      if (this.payloadBytes <= this.options.inlineMaxBytes) return;
      this.upload = await this.options.startUpload();
    }
    if (this.pendingBytes >= this.options.partBytes) await this.sendPart();
  }

  async finish(): Promise<ExportResult> {
    if (!this.upload) return { kind: 'inline', text: Buffer.concat(this.chunks).toString('utf8') };
    if (this.pendingBytes > 0) await this.sendPart();
    await this.inFlight;
    await this.upload.complete();
    return { kind: 'stored', key: this.upload.key, bytes: this.totalBytes };
  }

  /** After a failure: frees what was stored so far (best effort; the bucket's lifecycle rule is the backstop). */
  async abort(): Promise<void> {
    if (!this.upload) return;
    await this.inFlight?.catch(() => undefined);
    await this.upload.abort().catch(() => undefined);
  }

  private async sendPart(): Promise<void> {
    const part = Buffer.concat(this.chunks);
    this.chunks = [];
    this.pendingBytes = 0;
    await this.inFlight;
    this.inFlight = this.upload!.uploadPart(part);
    // Awaited by the next part or by finish(); until then a failure is not an unhandled rejection.
    this.inFlight.catch(() => undefined);
  }
}
