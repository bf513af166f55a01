// The web app never loads zod: its pages read the zod-free shared modules (account-rules, entry-limits, measures …)
// and only the types of the contract. Besides the bytes, zod probes `Function('')` on first use, which the app's
// CSP (no 'unsafe-eval') reports as a violation in every browser's console (Lighthouse best practices).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const web = path.join(root, 'frontend', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The modules a file loads at run time (type-only imports and exports are erased by the build). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@shared/')) base = path.join(root, 'shared', specifier.slice('@shared/'.length));
  else if (specifier.startsWith('.') && from.startsWith(path.join(root, 'shared'))) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
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
