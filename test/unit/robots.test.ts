// robots.txt (frontend/public, served by CloudFront and the local runtime alike): the public pages may be indexed;
// every other path of the app and the API is disallowed, so a new page cannot be forgotten.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../shared/app-paths';

const robots = readFileSync(path.resolve(__dirname, '..', '..', 'frontend', 'public', 'robots.txt'), 'utf8');
const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
const PUBLIC = new Set<string>([paths.home, paths.login, paths.pricing, paths.privacyPolicy, paths.termsOfService, paths.accessibility]);

test('every page that is not public, and the API, is disallowed', () => {
  const blocked = (page: string) => disallowed.some((prefix) => page.startsWith(prefix));
  for (const page of Object.values(paths).filter((p) => !PUBLIC.has(p))) expect([page, blocked(page)]).toEqual([page, true]);
  expect(blocked('/api/auth/me/')).toBe(true);
});

test('the public pages stay open to crawlers', () => {
  for (const page of PUBLIC) {
    if (page === '/') continue;
    expect([page, disallowed.some((prefix) => page.startsWith(prefix))]).toEqual([page, false]);
  }
  expect(robots).toMatch(/^User-agent: \*$/m);
});
