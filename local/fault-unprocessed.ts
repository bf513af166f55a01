// The fault proxy's `unprocessed` fault (local/fault-proxy.ts): a BatchWriteItem that a table short of capacity
// answers in part, writing some of its requests and handing the rest back as UnprocessedItems (docs/FAULTS.md R04).
import http from 'node:http';

export const dynamoJson = 'application/x-amz-json-1.0';

/** Writes the first `processed` requests of a BatchWriteItem and answers the others as unprocessed. */
export function leaveUnprocessed(upstream: URL, req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, processed: number) {
  const requestItems = (JSON.parse(body.toString('utf8')) as { RequestItems: Record<string, unknown[]> }).RequestItems;
  const split = (keep: boolean) =>
    Object.fromEntries(
      Object.entries(requestItems)
        .map(([name, writes]) => [name, keep ? writes.slice(0, processed) : writes.slice(processed)] as const)
        .filter(([, writes]) => writes.length > 0),
    );
  const answer = (unprocessed: Record<string, unknown[]>) => {
    res.writeHead(200, { 'content-type': dynamoJson, 'x-amzn-requestid': `fault-${Date.now().toString(36)}` });
    res.end(JSON.stringify({ UnprocessedItems: unprocessed }));
  };
  const written = split(true);
  if (Object.keys(written).length === 0) return answer(split(false));
  const reduced = Buffer.from(JSON.stringify({ ...JSON.parse(body.toString('utf8')), RequestItems: written }));
  const headers = { ...req.headers, 'content-length': String(reduced.length) };
  const out = http.request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
    (upstreamAnswer) => {
      const chunks: Buffer[] = [];
      upstreamAnswer.on('data', (chunk: Buffer) => chunks.push(chunk));
      upstreamAnswer.on('end', () => {
        if (upstreamAnswer.statusCode !== 200) {
          res.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
          return res.end(Buffer.concat(chunks));
        }
        const left = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { UnprocessedItems?: Record<string, unknown[]> })
          .UnprocessedItems;
        const unprocessed = split(false);
        for (const [name, writes] of Object.entries(left ?? {})) unprocessed[name] = [...writes, ...(unprocessed[name] ?? [])];
        answer(unprocessed);
      });
    },
  );
  out.on('error', () => res.destroy());
  out.end(reduced);
}
