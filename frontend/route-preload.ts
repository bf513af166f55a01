// The opened page's code asked for alongside the entry (docs/PERFORMANCE.md "Boot work, profiled"): a small module
// script in index.html, written at build time from the bundle, adds a modulepreload for each file the opened page's
// chunk needs beyond the entry's, so a phone fetches them while the entry downloads and runs, not after it ran
// (app/boot-loads.ts then finds them loaded). A signed-in page's files only with a session on the device.
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { paths } from '../shared/app-paths';
import { ACCESS_KEY, REFRESH_KEY } from './src/lib/token-storage';

/** The pages people open directly, by the module their lazy page loads (src/app/lazy-pages.ts). */
export const OPENED_PAGES: Record<string, { module: string; signedIn: boolean }> = {
  [paths.home]: { module: 'src/features/landing/landing-page.tsx', signedIn: false },
  [paths.login]: { module: 'src/features/auth/login-page.tsx', signedIn: false },
  [paths.pricing]: { module: 'src/features/pricing/pricing-page.tsx', signedIn: false },
  [paths.dashboard]: { module: 'src/app/routes/dashboard.tsx', signedIn: true },
  [paths.logs]: { module: 'src/features/entries/entries-page.tsx', signedIn: true },
  [paths.analytics]: { module: 'src/features/analytics/analytics-page.tsx', signedIn: true },
  [paths.settings]: { module: 'src/app/settings/settings-page.tsx', signedIn: true },
};

/** The script: the opened path's files, each as a modulepreload link. */
function scriptOf(pages: Record<string, { files: string[]; signedIn: boolean }>): string {
  return `const pages = ${JSON.stringify(pages)};
const path = location.pathname.length > 1 ? location.pathname.replace(/\\/+$/, '') : location.pathname;
const page = pages[path];
let session = false;
try {
  session = localStorage.getItem(${JSON.stringify(ACCESS_KEY)}) !== null || localStorage.getItem(${JSON.stringify(REFRESH_KEY)}) !== null;
} catch {}
if (page && (session || !page.signedIn)) {
  for (const href of page.files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
`;
}

export function routePreload(): Plugin {
  return {
    name: 'tend-route-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()) => {
          if (into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) closure(next, into);
          }
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
        const first = closure(entry);
        const pages: Record<string, { files: string[]; signedIn: boolean }> = {};
        for (const [path, { module, signedIn }] of Object.entries(OPENED_PAGES)) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/frontend/${module}`));
          if (!chunk) throw new Error(`route-preload: no chunk for ${module} (${path}); is it still a lazy page?`);
          pages[path] = { files: [...closure(chunk)].filter((file) => !first.has(file)).map((file) => `/${file}`), signedIn };
        }
        const source = scriptOf(pages);
        const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('route-preload: index.html is not in the bundle yet');
        html.source = String(html.source).replace('</head>', `  <script type="module" async src="/${fileName}"></script>\n  </head>`);
      },
    },
  };
}
