// The frontend's initial JavaScript: every script and modulepreload index.html loads before any route chunk, gzipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = path.resolve(__dirname, '..', '..', 'frontend', 'dist');

export function initialJsGzipBytes(): { files: string[]; bytes: number } | undefined {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return undefined;
  const html = readFileSync(index, 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length, 0);
  return { files, bytes };
}

/** A lazy page's own chunk (its JS and CSS, e.g. the analytics page with its chart library), gzipped. */
export function pageChunkGzipBytes(page: string): number | undefined {
  const assets = path.join(DIST, 'assets');
  if (!existsSync(assets)) return undefined;
  const files = readdirSync(assets).filter((name) => name.startsWith(`${page}-`) && /\.(js|css)$/.test(name));
  if (files.length === 0) return undefined;
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
}

/**
 * The service worker (docs/OFFLINE.md): its own bytes, raw and gzipped, and the shell it downloads once after a first
 * visit (the files its list names, before compression): what installing the app costs a person's data plan.
 */
export function serviceWorkerBytes(): { raw: number; gzip: number; shellFiles: number; shellBytes: number } | undefined {
  const worker = path.join(DIST, 'sw.js');
  if (!existsSync(worker)) return undefined;
  const source = readFileSync(worker);
  const list = /const SHELL = (\{.*\});/.exec(source.toString('utf8'));
  const files: string[] = list ? (JSON.parse(list[1]) as { files: string[] }).files : [];
  const shellBytes = files.reduce((sum, file) => sum + readFileSync(path.join(DIST, file)).length, 0);
  return { raw: source.length, gzip: gzipSync(source, { level: 9 }).length, shellFiles: files.length, shellBytes };
}
