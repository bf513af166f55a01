// The compile hint each built chunk starts with (frontend/compile-hints/vite-plugin.ts): first line, once, and the
// chunk's source maps moved a line down with it so a stack trace still names the right line.
import type { Rolldown } from 'vite';
import { COMPILE_HINT, hintChunks } from '../../frontend/compile-hints/vite-plugin';

const chunk = (fileName: string, code: string): Rolldown.OutputChunk =>
  ({ type: 'chunk', fileName, code, map: { mappings: 'AAAA;CACC' } }) as unknown as Rolldown.OutputChunk;
const asset = (fileName: string, source: string): Rolldown.OutputAsset =>
  ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;

it("puts the hint on each chunk's first line and moves its source maps a line down", () => {
  const bundle = {
    'assets/app.js': chunk('assets/app.js', 'const __vite__mapDeps=1;\nimport"x";'),
    'assets/app.js.map': asset('assets/app.js.map', JSON.stringify({ version: 3, mappings: 'AAAA;CACC', names: [] })),
    'assets/style.css': asset('assets/style.css', 'a{}'),
  } as unknown as Rolldown.OutputBundle;
  hintChunks(bundle);
  const app = bundle['assets/app.js'] as Rolldown.OutputChunk;
  expect(app.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nimport"x";`);
  expect(app.map?.mappings).toBe(';AAAA;CACC');
  expect(JSON.parse((bundle['assets/app.js.map'] as Rolldown.OutputAsset).source as string)).toEqual({
    version: 3,
    mappings: ';AAAA;CACC',
    names: [],
  });
  expect((bundle['assets/style.css'] as Rolldown.OutputAsset).source).toBe('a{}');
});

it('leaves a chunk that already starts with the hint as it is', () => {
  const bundle = { 'a.js': chunk('a.js', `${COMPILE_HINT}\nx()`) } as unknown as Rolldown.OutputBundle;
  hintChunks(bundle);
  hintChunks(bundle);
  expect((bundle['a.js'] as Rolldown.OutputChunk).code).toBe(`${COMPILE_HINT}\nx()`);
  expect((bundle['a.js'] as Rolldown.OutputChunk).map?.mappings).toBe('AAAA;CACC');
});
