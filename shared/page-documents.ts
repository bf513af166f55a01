// The pages people open directly, each with a document of its own (docs/PERFORMANCE.md "A page's own document"): the
// build writes pages/<name>.html, index.html naming the page's code as `<link rel="modulepreload">`, so a phone asks
// for that code with the entry instead of after the entry has run. CloudFront's function (cdk/spa-fallback.ts) and the
// local runtime (local/static-files.ts) serve it for the page's path; every other path of the app gets index.html.
import { paths } from './app-paths';

/** Where the build writes them, beside index.html. */
export const PAGE_DOCUMENTS_DIR = 'pages';

/**
 * Each page's path, its document's name, and whether it needs a session (else the app goes to sign-in). The web app's
 * loaders for the same pages (app/start-app.tsx) use these keys and flags.
 */
export const PAGE_DOCUMENTS = {
  [paths.home]: { name: 'landing', signedIn: false },
  [paths.login]: { name: 'login', signedIn: false },
  [paths.pricing]: { name: 'pricing', signedIn: false },
  [paths.dashboard]: { name: 'dashboard', signedIn: true },
  [paths.logs]: { name: 'logs', signedIn: true },
  [paths.analytics]: { name: 'analytics', signedIn: true },
  [paths.settings]: { name: 'settings', signedIn: true },
} as const;

export type PagePath = keyof typeof PAGE_DOCUMENTS;
export type PageDocument = (typeof PAGE_DOCUMENTS)[PagePath]['name'];

/**
 * The cookie the web app sets while the device holds a session (value '1', no secret: lib/token-storage.ts). A page
 * that needs a session is served its own document only with it; without it the app goes to sign-in, so the document
 * names the sign-in page's code rather than ~50 KB of a page the visitor will not see.
 */
export const SIGNED_IN_COOKIE = 'tend_signed_in';

/** The document a signed-in page gets on a device without a session: the sign-in page's, where the app goes. */
export const VISITOR_DOCUMENT: PageDocument = PAGE_DOCUMENTS[paths.login].name;

/** A path without its trailing slashes ('/' stays '/'), as the app's router reads it. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The file a page's document is served from, from the site's root. */
export function pageDocumentFile(name: PageDocument): string {
  return `/${PAGE_DOCUMENTS_DIR}/${name}.html`;
}

/** The page people open directly at this URL path, if it is one. */
export function pageAt(path: string): PagePath | undefined {
  const page = withoutTrailingSlash(path);
  return Object.hasOwn(PAGE_DOCUMENTS, page) ? (page as PagePath) : undefined;
}

/** The document for a URL path on a device with or without a session: undefined for every other path (index.html). */
export function pageDocumentFor(path: string, signedIn: boolean): string | undefined {
  const page = pageAt(path);
  if (!page) return undefined;
  const { name, signedIn: needsSession } = PAGE_DOCUMENTS[page];
  return pageDocumentFile(needsSession && !signedIn ? VISITOR_DOCUMENT : name);
}

/** Every page path with its document's file and whether it needs a session: the table CloudFront's function holds. */
export function pageDocumentTable(): Record<string, { file: string; signedIn: boolean }> {
  return Object.fromEntries(
    Object.entries(PAGE_DOCUMENTS).map(([page, { name, signedIn }]) => [page, { file: pageDocumentFile(name), signedIn }]),
  );
}

/** Whether a Cookie header carries the session hint. */
export function hasSignedInCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}
