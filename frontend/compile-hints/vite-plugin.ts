// Chrome (136 and later) compiles a script's functions lazily: each on the main thread, the first time it is called.
// Nearly every function of the app's chunks is called while a page opens, so a phone compiled them one by one in the
// middle of the first render (~220 ms of Analytics' main thread under 4× CPU, docs/PERFORMANCE.md "Compiled while
// downloading"). V8's explicit compile hint, the comment `//# allFunctionsCalledOnLoad` as a file's first line, has it
// compile the whole file eagerly, on a background thread while the file streams in. Other browsers read a comment.
import type { Plugin, Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint first in every chunk (after a line of code, V8 left most functions lazy) and moves each chunk's source
 * map a line down, both the chunk's own and the `.map` file emitted beside it, as Vite does when it writes a chunk's
 * first line.
 */
export function hintChunks(bundle: Rolldown.OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code.startsWith(`${COMPILE_HINT}\n`)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${chunk.fileName}.map`];
    if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
      const map = JSON.parse(mapFile.source) as { mappings: string };
      mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    }
  }
}

export function compileHints(): Plugin {
  return {
    name: 'tend-compile-hints',
    apply: 'build',
    // Last of all: Vite's own output step writes the lazy imports' file lists (`__vite__mapDeps`) on a chunk's first
    // line.
    generateBundle: { order: 'post', handler: (_options, bundle) => hintChunks(bundle) },
  };
}
