// The CloudFront Function (viewer request, default behaviour only) that serves index.html for client-side routes.
import { noReferrerPathPrefixes } from '../shared/security-headers';

/**
 * A path whose last segment has no file extension is a route of the single-page app, so it gets
 * /index.html; files (assets, favicon) pass unchanged, so a missing file stays a miss instead of
 * becoming an HTML page. Links carrying a token (reset, e-mail verification and change) always get the app, whatever
 * characters their token holds.
 * /api is never rewritten: it must answer JSON, even where this runs by mistake.
 */
export const spaFallbackSource = `
var TOKEN_PAGES = ${JSON.stringify(noReferrerPathPrefixes)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
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
