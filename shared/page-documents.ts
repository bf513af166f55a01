// The pages people open directly, each with a document of its own (docs/PERFORMANCE.md "A page's own document"): the
// build writes pages/<name>.html, index.html naming the page's code as `<link rel="modulepreload">`, so a phone asks
// for that code with the entry instead of after the entry has run. CloudFront's function (cdk/spa-fallback.ts) and the
// local runtime (local/static-files.ts) serve it for the page's path; every other path of the app gets index.html.
import { paths } from './app-paths';

/** Where the build writes them, beside index.html. */
export const PAGE_DOCUMENTS_DIR = 'pages';

/** Each page's path and its document's name; the web app's loaders for them (app/boot-loads.ts) use the same keys. */
export const PAGE_DOCUMENTS = {
  [paths.home]: 'landing',
  [paths.login]: 'login',
  [paths.pricing]: 'pricing',
  [paths.dashboard]: 'dashboard',
  [paths.logs]: 'logs',
  [paths.analytics]: 'analytics',
  [paths.settings]: 'settings',
} as const;

export type PagePath = keyof typeof PAGE_DOCUMENTS;
export type PageDocument = (typeof PAGE_DOCUMENTS)[PagePath];

/** A path without its trailing slashes ('/' stays '/'), as the app's router reads it. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The file a page's document is served from, from the site's root. */
export function pageDocumentFile(name: PageDocument): string {
  return `/${PAGE_DOCUMENTS_DIR}/${name}.html`;
}

/** The document for a URL path: its page's own, or undefined for every other path (which gets index.html). */
export function pageDocumentFor(path: string): string | undefined {
  const page = withoutTrailingSlash(path);
  return Object.hasOwn(PAGE_DOCUMENTS, page) ? pageDocumentFile(PAGE_DOCUMENTS[page as PagePath]) : undefined;
}

/** Every page path with its document's file: the table CloudFront's function holds. */
export function pageDocumentTable(): Record<string, string> {
  return Object.fromEntries(Object.entries(PAGE_DOCUMENTS).map(([page, name]) => [page, pageDocumentFile(name)]));
}
