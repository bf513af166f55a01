// Reads an API request body under API Gateway's 10 MB limit, never buffering more than that.
import type { IncomingMessage } from 'node:http';

/** API Gateway's payload limit. */
export const maxBodyBytes = 10 * 1024 * 1024;
/**
 * A refused upload is drained (read and dropped) up to this much, so the client sees the 413 rather than
 * a reset connection; past it the socket is cut.
 */
export const maxDrainBytes = 4 * maxBodyBytes;

/** The body, or undefined as soon as it is known to pass the limit (the rest is left unread). */
export function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) return void chunks.push(chunk);
      req.off('data', onData).pause();
      chunks.length = 0;
      resolve(undefined);
    };
    req
      .on('data', onData)
      .once('end', () => resolve(Buffer.concat(chunks)))
      .once('error', reject);
  });
}

/** Drops the rest of a refused body; true when the connection must close instead. */
export function drainRefusedBody(req: IncomingMessage): boolean {
  if (Number(req.headers['content-length'] ?? 0) > maxDrainBytes) return true;
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxDrainBytes) req.socket.destroy();
  });
  req.resume();
  return false;
}
