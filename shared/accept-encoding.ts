// Which compression a request accepts: brotli first, then gzip, else none (a `q=0` refuses one). One rule for the
// site's files (CloudFront's `compress: true`, played by local/compression.ts) and the API's answers
// (functions/core/compress-answer.ts), with CloudFront's threshold: smaller bodies are sent as they are.

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses files of at least 1,000 bytes and at most 10,000,000; the API does the same for its answers. */
const MIN_COMPRESS_BYTES = 1_000;
const MAX_COMPRESS_BYTES = 10_000_000;
/** The text types CloudFront compresses (of those this product sends). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

/** Whether such a body is compressed at all (the answer then varies with Accept-Encoding). */
export const compressible = (contentType: string, size: number) =>
  size >= MIN_COMPRESS_BYTES && size <= MAX_COMPRESS_BYTES && COMPRESSIBLE.test(contentType);

export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
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
