// The API compresses its own answers (docs/API.md "Compressed answers"): CloudFront compresses the site's files but
// not the /api/* behaviour, whose cache policy is CachingDisabled, and passes the viewer's Accept-Encoding to the
// origin (its origin request policy forwards every viewer header) and an answer's Content-Encoding back: a phone's
// dashboard summary is ~15 KB of JSON. Same rule as CloudFront's for files (shared/accept-encoding.ts);
// brotli at quality 5, as for text made per request (the files' 9 is for text compressed once): ~1 ms for 100 KB.
// node:zlib rather than @middy/http-content-encoding: the registry here holds that package for middy 5 and 7, not 6.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncoding, compressible } from '../../shared/accept-encoding';

type Middleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

const BROTLI_QUALITY = 5;

export function compressAnswers(): Middleware {
  return {
    after: (request) => {
      const response = request.response;
      if (!response || response.isBase64Encoded || typeof response.body !== 'string') return;
      const headers = response.headers ?? {};
      const raw = Buffer.from(response.body, 'utf8');
      const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      if (!compressible(String(type ?? ''), raw.length)) return;
      const vary = { Vary: 'Accept-Encoding' };
      const encoding = acceptedEncoding(request.event.headers?.['accept-encoding']);
      if (!encoding) {
        request.response = { ...response, headers: { ...headers, ...vary } };
        return;
      }
      const body =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : gzipSync(raw);
      request.response = {
        ...response,
        headers: { ...headers, ...vary, 'Content-Encoding': encoding },
        body: body.toString('base64'),
        isBase64Encoded: true,
      };
    },
  };
}
