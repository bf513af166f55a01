// The web app's module graph read from its sources: what a file imports at run time (type-only imports and exports are
// erased by the build) and where an import of the app's own code leads. For tests that hold a rule of what a module
// may carry (test/unit/web-without-zod.test.ts, test/unit/first-script.test.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');
export const web = path.join(root, 'frontend', 'src');

/** The modules a file loads at run time, static imports and re-exports. */
export function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gms)].map((m) => m[1] ?? m[2]);
}

/** The file an import names, when it is the app's own code (`@/`, `@shared/`, relative); undefined for a package. */
export function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@shared/')) base = path.join(root, 'shared', specifier.slice('@shared/'.length));
  else if (specifier.startsWith('@/')) base = path.join(web, specifier.slice('@/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = /\.tsx?$/.test(base) ? [base] : ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext);
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}
