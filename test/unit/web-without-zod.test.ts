// The web app never loads zod: its pages read the zod-free shared modules (account-rules, entry-limits, measures …)
// and only the types of the contract. Besides the bytes, zod probes `Function('')` on first use, which the app's
// CSP (no 'unsafe-eval') reports as a violation in every browser's console (Lighthouse best practices).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveImport, root, runtimeImports, web } from '../support/web-imports';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Only shared/ is followed here: every web module is visited from the list of sources. */
function resolve(from: string, specifier: string): string | undefined {
  const inShared = specifier.startsWith('@shared/') || (specifier.startsWith('.') && from.startsWith(path.join(root, 'shared')));
  return inShared ? resolveImport(from, specifier) : undefined;
}

test('no web module loads zod, directly or through shared/', () => {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const visit = (file: string, chain: string[]) => {
    for (const specifier of runtimeImports(file)) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) offenders.push([...chain, path.relative(root, file)].join(' → '));
      const next = resolve(file, specifier);
      if (next && !seen.has(next)) {
        seen.add(next);
        visit(next, [...chain, path.relative(root, file)]);
      }
    }
  };
  for (const file of sources(web)) visit(file, []);
  expect(offenders).toEqual([]);
  expect(seen.size).toBeGreaterThan(5); // the shared modules were followed
});
