// The CloudFront Function (viewer request, default behaviour only) that serves index.html, or a page's own document,
// for client-side routes.
import { pageDocumentFile, pageDocumentTable, SIGNED_IN_COOKIE, VISITOR_DOCUMENT } from '../shared/page-documents';
import { noReferrerPathPrefixes } from '../shared/security-headers';

/**
 * The pages people open directly get their own document, index.html naming the page's code (shared/page-documents.ts,
 * docs/PERFORMANCE.md "A page's own document"); one that needs a session gets the sign-in page's document unless the
 * viewer sends the web app's session hint cookie (the app goes to sign-in then). Any other path whose last segment has no file extension is a route of
 * the single-page app, so it gets /index.html; files (assets, favicon) pass unchanged, so a missing file stays a miss
 * instead of becoming an HTML page. Links carrying a token (reset, e-mail verification and change) always get the app,
 * whatever characters their token holds.
 * /api is never rewritten: it must answer JSON, even where this runs by mistake.
 */
export const spaFallbackSource = `
var TOKEN_PAGES = ${JSON.stringify(noReferrerPathPrefixes)};
var PAGE_DOCUMENTS = ${JSON.stringify(pageDocumentTable())};
var VISITOR_DOCUMENT = ${JSON.stringify(pageDocumentFile(VISITOR_DOCUMENT))};
var SIGNED_IN_COOKIE = ${JSON.stringify(SIGNED_IN_COOKIE)};
function signedIn(request) {
  var cookie = request.cookies && request.cookies[SIGNED_IN_COOKIE];
  return !!cookie && cookie.value === '1';
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
  var page = uri.length > 1 ? uri.replace(/\\/+$/, '') || '/' : uri;
  if (Object.prototype.hasOwnProperty.call(PAGE_DOCUMENTS, page)) {
    var own = PAGE_DOCUMENTS[page];
    request.uri = own.signedIn && !signedIn(request) ? VISITOR_DOCUMENT : own.file;
    return request;
  }
  for (var i = 0; i < TOKEN_PAGES.length; i++) {
    if (uri.indexOf(TOKEN_PAGES[i]) === 0) {
      request.uri = '/index.html';
      return request;
    }
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
`;
