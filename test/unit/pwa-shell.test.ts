// What the service worker keeps (docs/OFFLINE.md): the build's shell files only, index.html first, and a version that
// changes with any byte of them, so a deploy always installs a new worker that drops the old cache.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellOf } from '../../frontend/pwa/vite-plugin';

let dist = '';

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'pwa-shell-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'icons'));
  mkdirSync(path.join(dist, 'pages'));
  const files: Record<string, string> = {
    'assets/index-abc.js': 'app()',
    'assets/index-abc.js.map': '{}',
    'assets/index-def.css': 'body{}',
    'favicon.svg': '<svg/>',
    'icons/icon-512.png': 'png',
    'index.html': '<div id="root"></div>',
    'manifest.webmanifest': '{}',
    'pages/dashboard.html': '<div id="root"></div><link rel="modulepreload">',
    'robots.txt': '',
    'sw.js': 'old worker',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it("lists the shell files, index.html first, without maps, icons, robots.txt, the pages' own documents or the worker itself", () => {
  expect(shellOf(dist).files).toEqual([
    '/index.html',
    '/assets/index-abc.js',
    '/assets/index-def.css',
    '/favicon.svg',
    '/manifest.webmanifest',
  ]);
});

it('changes its version when any shell byte changes, and only then', () => {
  const before = shellOf(dist).version;
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  expect(shellOf(dist).version).toBe(before);
  writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div><!-- new build -->');
  expect(shellOf(dist).version).not.toBe(before);
});
