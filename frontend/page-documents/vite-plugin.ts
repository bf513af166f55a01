// Writes each directly opened page's own document (shared/page-documents.ts, docs/PERFORMANCE.md "A page's own
// document"): index.html with a `<link rel="modulepreload">` for every file the page's chunk needs beyond the entry's.
// index.html itself, so every document, first names the app's files (src/app/start-app.tsx's chunk, which the first
// script imports: docs/PERFORMANCE.md "The first script"), so they download beside the first script, not after it.
// A phone then asks for the page's code with the entry and the stylesheet, from the document, where before it asked
// only once the entry had downloaded and run (a round trip and the entry's run later; on the dashboard the largest
// paint came 0.2–0.3 s earlier in Lighthouse's phone runs). The files are the ones the page's own `import()` loads
// (app/start-app.tsx starts it before the app draws), so nothing is fetched twice.
import type { Plugin, Rollup } from 'vite';
import { PAGE_DOCUMENTS, PAGE_DOCUMENTS_DIR, type PageDocument } from '../../shared/page-documents';

/** The app's own module, which the first script (src/main.ts) imports once it has started the opened page's calls. */
export const APP_MODULE = 'src/app/start-app.tsx';

/** The module each page's lazy loader imports (src/app/lazy-pages.ts), from frontend/. */
export const PAGE_MODULES: Record<PageDocument, string> = {
  landing: 'src/features/landing/landing-page.tsx',
  login: 'src/features/auth/login-page.tsx',
  pricing: 'src/features/pricing/pricing-page.tsx',
  dashboard: 'src/app/routes/dashboard.tsx',
  logs: 'src/features/entries/entries-page.tsx',
  analytics: 'src/features/analytics/analytics-page.tsx',
  settings: 'src/app/settings/settings-page.tsx',
};

/** The chunk's file and every file it imports statically, transitively. */
function closure(chunk: Rollup.OutputChunk, byFile: Map<string, Rollup.OutputChunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next) closure(next, byFile, into);
  }
  return into;
}

/** index.html with the files named before its head closes, each as a module preload. */
export function withModulePreloads(html: string, files: string[]): string {
  const end = /^([ \t]*)<\/head>/m.exec(html);
  if (!end) throw new Error('page-documents: index.html has no </head> of its own line');
  const links = files.map((file) => `${end[1]}  <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  return `${html.slice(0, end.index)}${links}${html.slice(end.index)}`;
}

export function pageDocuments(): Plugin {
  return {
    name: 'tend-page-documents',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('page-documents: the bundle has no entry chunk');
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('page-documents: index.html is not in the bundle yet');
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/frontend/${module}`)));
          if (!chunk) throw new Error(`page-documents: no chunk of its own for ${module}; is it still imported with import() alone?`);
          return chunk;
        };
        // Every document: the app's files beside the first script's (which Vite names itself).
        const first = closure(entry, byFile);
        const appFiles = [...closure(chunkOf(APP_MODULE), byFile)].filter((file) => !first.has(file));
        index.source = withModulePreloads(String(index.source), appFiles);
        for (const file of appFiles) first.add(file);
        for (const { name } of Object.values(PAGE_DOCUMENTS)) {
          const files = [...closure(chunkOf(PAGE_MODULES[name]), byFile)].filter((file) => !first.has(file));
          this.emitFile({
            type: 'asset',
            fileName: `${PAGE_DOCUMENTS_DIR}/${name}.html`,
            source: withModulePreloads(String(index.source), files),
          });
        }
      },
    },
  };
}
