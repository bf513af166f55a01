// Plays CloudFront's automatic compression of the site's files (the default behaviour has `compress: true`): brotli
// when the browser accepts it, else gzip, for text types between 1,000 bytes and 10 MB, with `Vary: Accept-Encoding`.
// API answers are not compressed, as CloudFront does not compress a behaviour whose cache policy is CachingDisabled.
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** CloudFront compresses files of at least this many bytes and at most 10,000,000. */
const MIN_COMPRESS_BYTES = 1_000;
const MAX_COMPRESS_BYTES = 10_000_000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** Whether CloudFront compresses such a file at all (the answer then varies with Accept-Encoding). */
export const compressible = (contentType: string, size: number) =>
  size >= MIN_COMPRESS_BYTES && size <= MAX_COMPRESS_BYTES && COMPRESSIBLE.test(contentType);

/** The encoding CloudFront would pick for this request and file: brotli first, then gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined, contentType: string, size: number): Encoding | undefined {
  if (!compressible(contentType, size)) return undefined;
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Built files do not change while they keep their ETag, so each is compressed once per encoding. */
const cache = new Map<string, Buffer>();

export async function compressedFile(file: string, etag: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}:${etag}`;
  let body = cache.get(key);
  if (!body) {
    const raw = await readFile(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 });
    cache.set(key, body);
  }
  return body;
}
