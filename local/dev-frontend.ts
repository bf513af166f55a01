// `npm run dev`: the frontend from Vite's dev server in middleware mode, hot reload over our own HTTP server.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';

export interface DevFrontend {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

export async function startDevFrontend(repoRoot: string, httpServer: Server): Promise<DevFrontend> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(repoRoot, 'frontend', 'vite.config.ts'),
    appType: 'spa',
    // HMR rides on the app's port (not Vite's fixed 24678), so two runtimes can run side by side.
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  return {
    handle: (req, res, next) => vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}
