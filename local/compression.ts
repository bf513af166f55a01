// Plays CloudFront's automatic compression of the site's files (the default behaviour has `compress: true`): brotli
// when the browser accepts it, else gzip, for text types between 1,000 bytes and 10 MB, with `Vary: Accept-Encoding`.
// CloudFront does not compress the API's behaviour (its cache policy is CachingDisabled): the API compresses its own
// answers (functions/core/compress-answer.ts), by the same rule (shared/accept-encoding.ts).
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncoding, compressible, type Encoding } from '../shared/accept-encoding';

/** The encoding CloudFront would pick for this request and file: brotli first, then gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined, contentType: string, size: number): Encoding | undefined {
  return compressible(contentType, size) ? acceptedEncoding(acceptEncoding) : undefined;
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
