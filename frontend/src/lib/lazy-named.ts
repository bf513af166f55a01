// React.lazy for a module's named export, with `preload` to ask for its code before it draws: a page's when its path
// opens (app/boot-loads.ts), Settings' lazy sections at the page's first render.
import { lazy, type ComponentType } from 'react';

export function lazyNamed<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return Object.assign(
    lazy(async () => ({ default: pick(await load()) })),
    { preload: load },
  );
}
