// Plays CloudFront + S3 for the built frontend: content types, caching, compression, and the SPA fallback.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compressible } from '../shared/accept-encoding';
import { hasSignedInCookie, pageDocumentFor } from '../shared/page-documents';
import { compressedFile, encodingFor } from './compression';
import { sendJson, sendText } from './respond';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Vite puts content-hashed files under /assets/: they never change, so browsers may keep them for a year. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, ...) is revalidated on each use. */
export const revalidateCache = 'no-cache';

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

async function fileAt(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const found = await stat(file);
    return found.isFile() ? found : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL path names inside root, or undefined for paths that try to leave it or cannot be decoded. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(root, path.normalize(decoded));
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/** The page's own document when the build wrote it (a build from before them has only index.html). */
async function ownDocument(root: string, urlPath: string, req: IncomingMessage): Promise<string | undefined> {
  const own = pageDocumentFor(urlPath, hasSignedInCookie(req.headers.cookie));
  const file = own && resolveInside(root, own);
  return file && (await fileAt(file)) ? file : undefined;
}

export function createStaticFiles(root: string) {
  const indexFile = path.join(root, 'index.html');
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` }, { allow: 'GET, HEAD' });
    }
    const urlPath = (req.url ?? '/').split('?')[0];
    const requested = resolveInside(root, urlPath);
    let file = requested && (await fileAt(requested)) ? requested : undefined;
    if (!file && urlPath.startsWith('/assets/')) return sendText(res, 404, 'Not found.');
    // A page people open directly has a document of its own (shared/page-documents.ts, chosen by the session hint
    // cookie as CloudFront's function does); the client router owns every other path (the SPA fallback).
    file ??= (await ownDocument(root, urlPath, req)) ?? indexFile;
    const found = await fileAt(file);
    if (!found) return sendText(res, 503, 'The frontend is not built yet: run `npm run build:web` (or use `npm run dev`).');
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const contentType = contentTypeOf(file);
    const encoding = encodingFor(req.headers['accept-encoding'], contentType, found.size);
    res.setHeader('content-type', contentType);
    res.setHeader('cache-control', urlPath.startsWith('/assets/') ? immutableCache : revalidateCache);
    res.setHeader('etag', etag);
    if (compressible(contentType, found.size)) res.setHeader('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return void res.end();
    }
    if (encoding) {
      const body = await compressedFile(file, etag, encoding);
      res.setHeader('content-encoding', encoding);
      res.setHeader('content-length', body.length);
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.setHeader('content-length', found.size);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
