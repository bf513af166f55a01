// The web app names API calls by operation (frontend/src/lib/call-api.ts): no API path is written out in its
// sources outside the generated contract, so a path that drifts from shared/route-paths.ts cannot hide in a string.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routePaths as routes } from '../../shared/route-paths';
import { API_PREFIX } from '../../shared/app-paths';

const SRC = path.join(__dirname, '..', '..', 'frontend', 'src');
const GENERATED = path.join(SRC, 'lib', 'api-contract.generated.ts');
/** The contract's operation constants, one module per group (lib/operations/<group>.generated.ts). */
const isGenerated = (file: string) => file === GENERATED || file.endsWith('.generated.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !isGenerated(full) ? [full] : [];
  });
}

/** Each route's fixed start ('/ai/chat/sessions/', '/sleep/'), as the web app would write it after /api. */
const prefixes = [...new Set(routes.map((route) => route.path.slice(API_PREFIX.length).split('{')[0]))].filter((p) => p.length > 1);

it('no web source outside the generated contract writes an API path', () => {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const literal of text.match(/(['"`])\/(?:api\/)?[a-z][\w./-]*\1/g) ?? []) {
      const value = literal.slice(1, -1).replace(/^\/api(?=\/)/, '');
      if (prefixes.some((prefix) => value === prefix || (value.startsWith(prefix) && prefix.endsWith('/'))))
        found.push(`${path.relative(SRC, file)}: ${literal}`);
    }
  }
  expect(found).toEqual([]);
});
