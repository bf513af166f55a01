// The frontend's initial JavaScript: every script and modulepreload index.html loads before any route chunk, gzipped.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(__dirname, '..', '..', 'frontend', 'dist');

export function initialJsGzipBytes(): { files: string[]; bytes: number } | undefined {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return undefined;
  const html = readFileSync(index, 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return { files, bytes };
}
