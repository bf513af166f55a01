// Loopback servers of the emulators: listening on a free port, the URL to reach one, closing one for good. Apart from
// emulators.ts so the transaction shim, which emulators.ts starts, uses them without importing it back.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const host = '127.0.0.1';

export function urlOf(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') throw new Error('emulator is not listening on TCP');
  return `http://${host}:${address.port}`;
}

export function listen(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    keepIdleConnections(server)
      .once('error', reject)
      .listen(0, host, () => resolve(server));
  });
}

/**
 * Keeps an idle keep-alive connection open for 65 s, longer than any client here keeps one (undici and the AWS SDK
 * close theirs after 4–5 s). Node's own 5 s lets the server close a socket at the moment a client, its event loop
 * late under load, sends the next request on it: the request dies as "other side closed" / "socket hang up", and a
 * POST is not retried. The client always closes first this way, as with API Gateway and CloudFront, whose idle
 * timeouts are longer than a browser's.
 */
export function keepIdleConnections<S extends Server>(server: S): S {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000; // must exceed keepAliveTimeout
  return server;
}

/** Closes a server, cutting the SDK's idle keep-alive sockets that would otherwise hold it open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

export const endpointOf = (server: Server) => urlOf(server.address());
