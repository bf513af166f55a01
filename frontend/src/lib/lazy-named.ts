// React.lazy for a module's named export, with `preload` to ask for its code before it draws: a page's when its path
// opens (app/start-app.tsx), Settings' lazy sections and the plan change's dialog once the page has drawn.
import { lazy, type ComponentType } from 'react';

export function lazyNamed<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return Object.assign(
    lazy(async () => ({ default: pick(await load()) })),
    { preload: load },
  );
}
