// Writes the installable app's two root files into the build (docs/OFFLINE.md): /manifest.webmanifest from
// ./manifest.ts, and /sw.js from ./service-worker.js with the shell's file list and a version that changes with
// every build whose files change. Both sit outside /assets/, so the local runtime and CloudFront serve them
// `no-cache`, like index.html.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_DOCUMENTS_DIR } from '../../shared/page-documents';
import { THEME_COLOR, webManifest } from './manifest';

export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Files an offline shell does not need: source maps, the crawler's file, the worker itself, the install icons (the
 * browser keeps its own copy of an installed app's icons; 230 KB each visitor would download for nothing) and the
 * pages' own documents (shared/page-documents.ts: with no network every page opens from index.html).
 */
const notShell = (file: string) =>
  file.endsWith('.map') ||
  file.endsWith('.png') ||
  file === 'robots.txt' ||
  file === SERVICE_WORKER_FILE ||
  file.startsWith(`${PAGE_DOCUMENTS_DIR}/`);

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The shell's files in the built directory, index.html first, and a hash of all their bytes. */
export function shellOf(outDir: string): { version: string; files: string[] } {
  const files = filesUnder(outDir)
    .filter((file) => !notShell(file))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)));
  return { version: hash.digest('hex').slice(0, 12), files: files.map((file) => `/${file}`) };
}

export function pwa(): Plugin {
  let outDir = '';
  return {
    name: 'tend-pwa',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    transformIndexHtml: (html) => html.replaceAll('%THEME_COLOR%', THEME_COLOR),
    writeBundle() {
      writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(webManifest, null, 2)}\n`);
      const source = readFileSync(path.join(__dirname, 'service-worker.js'), 'utf8');
      writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), source.replace('__SHELL__;', `${JSON.stringify(shellOf(outDir))};`));
    },
  };
}
