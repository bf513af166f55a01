// The storage port: what use cases need from an object store (one bucket per instance).
import type { Readable } from 'node:stream';

export interface ObjectRead {
  /** As stored; callers that serve bytes re-check it (the store only repeats what the writer said). */
  contentType?: string;
  /** The whole object's size in bytes. */
  size: number;
  /** The whole object when `complete`, else only its first bytes (enough to recognise a file type). */
  bytes: Buffer;
  complete: boolean;
}

export interface DownloadOptions {
  /** Sent back by the store as the download's Content-Disposition (the file name the browser saves). */
  contentDisposition?: string;
  contentType?: string;
  cacheControl?: string;
  expiresSeconds: number;
}

/** An object written in parts (S3 multipart): every part but the last must be at least `minPartBytes`. */
export interface PartUpload {
  readonly key: string;
  uploadPart(bytes: Buffer): Promise<void>;
  complete(): Promise<void>;
  /** Frees the parts already stored; safe to call after a failure. */
  abort(): Promise<void>;
}

/** A short-lived URL the browser PUTs one file to, with the headers it must send (issue 14's uploads). */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

export interface ObjectStorage {
  /** Undefined when there is no such object. Reads at most `maxBytes` of it (default: all). */
  getObject(key: string, options?: { maxBytes?: number }): Promise<ObjectRead | undefined>;
  startPartUpload(key: string, metadata: { contentType: string; contentDisposition?: string }): Promise<PartUpload>;
  /** Stores one object whole (an uploaded photo). */
  putObject(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Copies an object of another bucket of the same store into this one. */
  copyFrom(sourceBucket: string, sourceKey: string, key: string): Promise<void>;
  /** A short-lived URL that downloads the object without any other credential. */
  downloadUrl(key: string, options: DownloadOptions): Promise<string>;
  /** A URL that stores one object of exactly `size` bytes at `key`, for `expiresSeconds`. */
  uploadUrl(key: string, options: { size: number; contentType: string; expiresSeconds: number }): Promise<UploadTarget>;
  /** The object's size, or undefined when there is none. */
  sizeOf(key: string): Promise<number | undefined>;
  /** The object's bytes as a stream, all or from `start` (inclusive) to `end` (exclusive); undefined when there is none. */
  readStream(key: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  /** Deletes every object whose key starts with `prefix`; returns how many. Rerunnable. */
  deletePrefix(prefix: string): Promise<number>;
  readonly bucket: string;
}

/** How long a download's signed URL works (an image too large to answer inline, an export): long enough for the
 * browser to follow the redirect, no longer. */
export const DOWNLOAD_URL_SECONDS = 300;

/** S3's smallest part (5 MiB); only the last part of an upload may be smaller. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
