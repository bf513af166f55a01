// The first script (frontend/src/main.ts and what it imports, docs/PERFORMANCE.md "The first script") starts the opened
// page's calls before the app's code has arrived; that works only while it stays small, so it must not carry React,
// the router or SWR, which belong to the app's own chunk (app/start-app.tsx, imported with import()).
import path from 'node:path';
import { resolveImport, root, runtimeImports, web } from '../support/web-imports';

const APP_LIBRARIES = /^(react|react-dom|react-router|react-router-dom|preact|swr)(\/|$)/;

test("the first script's modules import no React, router or SWR, directly or through another", () => {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const visit = (file: string, chain: string[]) => {
    const here = [...chain, path.relative(root, file)];
    for (const specifier of runtimeImports(file)) {
      if (APP_LIBRARIES.test(specifier)) offenders.push(`${here.join(' → ')} → ${specifier}`);
      const next = resolveImport(file, specifier);
      if (next && !seen.has(next)) {
        seen.add(next);
        visit(next, here);
      }
    }
  };
  visit(path.join(web, 'main.ts'), []);
  expect(offenders).toEqual([]);
  // The walk did follow the app's own imports (boot-loads, the API client, the time-zone helpers).
  expect([...seen].map((file) => path.relative(web, file))).toEqual(
    expect.arrayContaining(['app/boot-loads.ts', 'lib/call-api.ts', 'lib/time-zone/preference.ts']),
  );
});

test('the app itself comes by import(), not by a static import of the first script', () => {
  const main = path.join(web, 'main.ts');
  expect(runtimeImports(main).map((specifier) => resolveImport(main, specifier))).not.toContain(path.join(web, 'app', 'start-app.tsx'));
});
