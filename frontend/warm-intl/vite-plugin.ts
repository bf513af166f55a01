// ICU, the library behind Intl, loads its data the first time a page formats a date or a number: ~25 ms of CPU on this
// machine, ~100 ms on a phone's, which was spent inside the first render (shared/time.ts's first zone offset). The
// build writes ./warm-intl.js as a hashed file and loads it with an `async` script first in index.html's head: it
// runs while the entry is still downloading, when the main thread has nothing else to do, and the first render's
// formats then cost ~0.5 ms (docs/PERFORMANCE.md "Boot work, profiled"). A worker warming ICU (its caches are the
// process's) came too late: its file is fetched at the lowest priority, after the entry had run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The script's bytes without its comment lines: what a browser downloads. */
export function warmIntlSource(): string {
  const text = readFileSync(path.join(__dirname, 'warm-intl.js'), 'utf8');
  return text
    .split('\n')
    .filter((line) => !line.startsWith('//'))
    .join('\n');
}

export function warmIntl(): Plugin {
  const source = warmIntlSource();
  const fileName = `assets/warm-intl-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'tend-warm-intl',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' }],
  };
}
