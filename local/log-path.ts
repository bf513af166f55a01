// The path a request log line shows: route templates instead of values, so reset tokens never reach a log.
import { paths } from '../shared/app-paths';
import { routePaths as routes } from '../shared/route-paths';
import { matchRoute } from '../shared/match-route';

const pagesWithParameters = Object.values(paths)
  .filter((page) => page.includes('/:'))
  .map((page) => ({ page, segments: page.split('/') }));

function pageTemplate(urlPath: string): string | undefined {
  const segments = urlPath.replace(/\/$/, '').split('/');
  const hit = pagesWithParameters.find(
    ({ segments: pattern }) =>
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
  return hit?.page;
}

/** Whatever the method, a logged path never carries a query string or a path parameter's value. */
export function loggablePath(url: string): string {
  const urlPath = url.split('?')[0];
  if (urlPath === '/api' || urlPath.startsWith('/api/')) {
    const hit = routes.map((route) => matchRoute(route.method, urlPath, [route])).find((m) => m.kind === 'route');
    return hit?.kind === 'route' && Object.keys(hit.pathParameters).length > 0 ? hit.route.path : urlPath;
  }
  return pageTemplate(urlPath) ?? urlPath;
}
